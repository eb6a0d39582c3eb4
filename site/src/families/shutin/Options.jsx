// Options.jsx — the Shut In part of the table setup: the board (gravity, fixed or free start;
// its size is the setup's quick choice, ui/SetupForm.jsx) and blocked cells (none, random
// mirrored ones, or a typed list). Values, presets and limits come from the core's schema; emits
// update(patch).
import { schemaKey } from '../../ui/schema.js';
import { NumberInput } from '../../ui/NumberInput.jsx';
import { BLOCKED_MODES } from './setup.js';
import { solvedWinner } from './solved.js';

export function Options({ s, update, t, invalid }) {
  const starts = schemaKey('shutin', 'start').values;
  const winner = solvedWinner(s);
  // The core refused the blocked cells: mark the field that holds them, pointing at its words.
  const bad = invalid && invalid.key === 'blocked' ? invalid.describedBy : null;
  return (
    <fieldset>
      <legend>{t('setup.board')}</legend>
      <label class="check">
        <input
          type="checkbox"
          name="gravity"
          checked={s.gravity === '1'}
          onChange={(e) => update({ gravity: e.currentTarget.checked ? '1' : '0' })}
        />
        <span>{t('setup.gravity')}</span>
      </label>
      <fieldset class="sub">
        <legend>{t('setup.start')}</legend>
        <div class="choices stacked">
          {starts.map((v) => (
            <label key={v} class="choice">
              <input
                type="radio"
                name="start"
                value={v}
                checked={s.start === v}
                onChange={() => update({ start: v })}
              />
              <span>{t(`setup.start.${v}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div class="field">
        <label for="blocked">{t('setup.blocked')}</label>
        <select id="blocked" value={s.blocked} onChange={(e) => update({ blocked: e.currentTarget.value })}>
          {BLOCKED_MODES.map((m) => (
            <option key={m} value={m}>
              {t(`setup.blocked.${m}`)}
            </option>
          ))}
        </select>
      </div>
      {s.blocked === 'random' && (
        <div class="field">
          <label for="blocked-count">{t('setup.blocked.count')}</label>
          <NumberInput
            id="blocked-count"
            class="short"
            inputMode="numeric"
            min="1"
            max="64"
            value={s.blockedCount}
            aria-describedby={bad ? `blocked-help ${bad}` : 'blocked-help'}
            aria-invalid={bad ? 'true' : undefined}
            onValue={(text) => update({ blockedCount: Math.max(1, Math.floor(Number(text) || 1)) })}
          />
          <p id="blocked-help" class="hint-text">
            {t('setup.blocked.help')}
          </p>
        </div>
      )}
      {s.blocked === 'list' && (
        <div class="field">
          <label for="blocked-list">{t('setup.blocked.cells')}</label>
          <input
            id="blocked-list"
            type="text"
            autoComplete="off"
            spellcheck={false}
            aria-describedby={bad || undefined}
            aria-invalid={bad ? 'true' : undefined}
            value={s.blockedList}
            onInput={(e) => update({ blockedList: e.currentTarget.value })}
          />
        </div>
      )}
      {winner > 0 && (
        <p class="hint-text solved" id="shutin-solved">
          {t(winner === 1 ? 'shutin.solved.crosses' : 'shutin.solved.circles', { size: s.size.replace('x', '×') })}
        </p>
      )}
    </fieldset>
  );
}
