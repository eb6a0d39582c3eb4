// Options.jsx — the Dots part of the table setup: the field (size, start position), the rules
// (Russian or Polish) and the variant switches (houses, extra move, freeing, win by N). Values,
// presets and limits come from the core's schema; the core judges combinations (polish rules
// need houses=keep: the form keeps that switch off under polish). Emits update(patch).
import { SizeField } from '../../components/SizeField.jsx';
import { schemaKey } from '../schema.js';

function Radios({ name, values, value, update, t }) {
  return (
    <fieldset class="sub">
      <legend>{t(`setup.dots.${name}`)}</legend>
      <div class="choices stacked">
        {values.map((v) => (
          <label key={v} class="choice">
            <input type="radio" name={name} value={v} checked={value === v} onChange={() => update({ [name]: v })} />
            <span>{t(`setup.dots.${name}.${v}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Switch({ name, on, off, s, update, t, disabled }) {
  return (
    <label class="check">
      <input
        type="checkbox"
        name={name}
        checked={s[name] === on}
        disabled={disabled}
        onChange={(e) => update({ [name]: e.currentTarget.checked ? on : off })}
      />
      <span>{t(`setup.dots.${name}`)}</span>
    </label>
  );
}

export function Options({ s, update, t }) {
  const win = schemaKey('dots', 'win');
  const polish = s.rules === 'polish';
  return (
    <fieldset>
      <legend>{t('setup.board')}</legend>
      <SizeField s={s} onSize={(size) => update({ size })} t={t} />
      <Radios name="start" values={schemaKey('dots', 'start').values} value={s.start} update={update} t={t} />
      <Radios
        name="rules"
        values={schemaKey('dots', 'rules').values}
        value={s.rules}
        update={(patch) => update(patch.rules === 'polish' ? { ...patch, houses: 'keep' } : patch)}
        t={t}
      />
      <fieldset class="sub">
        <legend>{t('setup.dots.variants')}</legend>
        <Switch name="houses" on="capture" off="keep" s={s} update={update} t={t} disabled={polish} />
        <Switch name="extra" on="1" off="0" s={s} update={update} t={t} />
        <Switch name="freeing" on="0" off="1" s={s} update={update} t={t} />
        <div class="field">
          <label for="dots-win">{t('setup.dots.win')}</label>
          <input
            id="dots-win"
            class="short"
            type="number"
            inputMode="numeric"
            min={win.min}
            max={win.max}
            value={s.win}
            aria-describedby="dots-win-help"
            onChange={(e) => {
              const v = Math.floor(Number(e.currentTarget.value) || 0);
              update({ win: String(Math.max(win.min, Math.min(win.max, v))) });
            }}
          />
          <p id="dots-win-help" class="hint-text">
            {t('setup.dots.win.help')}
          </p>
        </div>
      </fieldset>
    </fieldset>
  );
}
