// Options.jsx — the Dots part of the table setup: the field (start position, the players' own
// start dots (StartDots.jsx), the first dots' area on an empty start; its size is the setup's
// quick choice, ui/SetupForm.jsx), the rules
// (Russian with who may ground, or Polish), the variant switches (houses, suicide, freeing), komi,
// win by N, and the extra move. Values, presets and limits come from the core's schema; the core judges
// combinations (polish rules need houses=keep and have no grounding; first=R needs an empty
// start; ring=any is Russian; random4 needs its seed place, drawn when that start is picked and
// shown to edit: the form keeps to that). Emits update(patch).
import { schemaKey } from '../../ui/schema.js';
import { NumberInput } from '../../ui/NumberInput.jsx';
import { drawPlace } from './place.js';
import { closesByChoice } from './adapter.js';
import { StartDots } from './StartDots.jsx';

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

/** A whole number within the schema's range, clamped to it. */
const wholeIn = (range) => (text) => String(Math.max(range.min, Math.min(range.max, Math.floor(Number(text) || 0))));

/** A number field with a hint under it: by default a whole number within the schema's range;
 *  `step` and `read` for another kind (komi: halves, read as typed, for the core to judge). */
function NumberField({ name, value, range, update, t, step = 1, read = wholeIn(range) }) {
  return (
    <div class="field">
      <label for={`dots-${name}`}>{t(`setup.dots.${name}`)}</label>
      <NumberInput
        id={`dots-${name}`}
        name={name}
        class="short"
        inputMode={step === 1 ? 'numeric' : 'decimal'}
        step={step}
        min={range.min}
        max={range.max}
        value={value}
        aria-describedby={`dots-${name}-help`}
        onValue={(text) => update({ [name]: read(text) })}
      />
      <p id={`dots-${name}-help`} class="hint-text">
        {t(`setup.dots.${name}.help`)}
      </p>
    </div>
  );
}

export function Options({ s, update, t, invalid }) {
  const win = schemaKey('dots', 'win');
  const polish = closesByChoice(s);
  return (
    <fieldset>
      <legend>{t('setup.board')}</legend>
      <Radios
        name="start"
        values={schemaKey('dots', 'start').values}
        value={s.start}
        update={(patch) =>
          update({
            ...patch,
            // the first-dot area belongs to an empty start; random places get a fresh seed
            ...(patch.start === 'empty' ? {} : { first: '0' }),
            place: patch.start === 'random4' ? drawPlace() : '0',
          })
        }
        t={t}
      />
      {s.start === 'dots' && (
        <>
          <StartDots s={s} update={update} t={t} invalid={invalid} />
          <Radios name="turn" values={schemaKey('dots', 'turn').values} value={s.turn} update={update} t={t} />
        </>
      )}
      {s.start === 'random4' && (
        <NumberField
          name="place"
          value={s.place}
          range={{ ...schemaKey('dots', 'place'), min: 1 }}
          update={update}
          t={t}
        />
      )}
      {/* The first-dot area belongs to an empty start (the core refuses it with any other). */}
      {s.start === 'empty' && (
        <NumberField name="first" value={s.first} range={schemaKey('dots', 'first')} update={update} t={t} />
      )}
      <Radios
        name="rules"
        values={schemaKey('dots', 'rules').values}
        value={s.rules}
        update={(patch) =>
          update(
            closesByChoice(patch) ? { ...patch, houses: 'keep', ground: 'any', ring: 'short', suicide: '1' } : patch,
          )
        }
        t={t}
      />
      {!polish && (
        <Radios name="ground" values={schemaKey('dots', 'ground').values} value={s.ground} update={update} t={t} />
      )}
      {/* The chosen ring closes at once: a choice of Russian rules (the core refuses it with Polish). */}
      {!polish && <Radios name="ring" values={schemaKey('dots', 'ring').values} value={s.ring} update={update} t={t} />}
      <fieldset class="sub">
        <legend>{t('setup.dots.variants')}</legend>
        <Switch name="houses" on="capture" off="keep" s={s} update={update} t={t} disabled={polish} />
        {/* Nothing is caught at once under Polish rules: the core refuses suicide=0 with them. */}
        <Switch name="suicide" on="0" off="1" s={s} update={update} t={t} disabled={polish} />
        <Switch name="freeing" on="0" off="1" s={s} update={update} t={t} />
        {/* komi in halves, as typed: the core says what is wrong with a value (not in halves,
            out of range, or a lead that wins before the first dot) */}
        <NumberField
          name="komi"
          value={s.komi}
          range={schemaKey('dots', 'komi')}
          step={0.5}
          read={(text) => text.trim() || '0'}
          update={update}
          t={t}
        />
        <NumberField name="win" value={s.win} range={win} update={update} t={t} />
      </fieldset>
      <Radios name="extra" values={schemaKey('dots', 'extra').values} value={s.extra} update={update} t={t} />
    </fieldset>
  );
}
