// Options.jsx — the boxes part of the table setup: grid, then the board (Swedish border, misère;
// its size is the setup's quick choice, ui/SetupForm.jsx). Values, presets and limits come from
// the core's schema; emits update(patch).
import { schemaKey, sizeLimits } from '../../ui/schema.js';

export function Options({ s, update, t }) {
  const grids = schemaKey('boxes', 'grid').values;
  function setGrid(grid) {
    // The new grid's default size (triangles 3x3, docs/spec.md §1.2), unless the player picked a size
    // of their own that the new grid offers too.
    const lim = sizeLimits({ ...s, grid });
    const ownSize = s.size !== sizeLimits(s).default;
    update({ grid, size: ownSize && lim.presets.includes(s.size) ? s.size : lim.default });
  }
  return (
    <>
      <fieldset>
        <legend>{t('setup.grid')}</legend>
        <div class="choices">
          {grids.map((g) => (
            <label key={g} class="choice">
              <input type="radio" name="grid" value={g} checked={s.grid === g} onChange={() => setGrid(g)} />
              <span>
                {t(`setup.grid.${g}`)} <span class="muted">({t(`game.boxes.${g}`)})</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('setup.board')}</legend>
        <label class="check">
          <input
            type="checkbox"
            name="border"
            checked={s.border === 'swedish'}
            onChange={(e) => update({ border: e.currentTarget.checked ? 'swedish' : 'open' })}
          />
          <span>{t('setup.swedish')}</span>
        </label>
        <label class="check">
          <input
            type="checkbox"
            name="misere"
            checked={s.misere === '1'}
            onChange={(e) => update({ misere: e.currentTarget.checked ? '1' : '0' })}
          />
          <span>{t('setup.misere')}</span>
        </label>
      </fieldset>
    </>
  );
}
