// SetupForm.jsx — the table setup: the game family, then its options — boxes: grid, size
// (presets or custom), Swedish border, misère, number of players; Shut In: size, gravity, start,
// blocked cells (ShutInOptions) — and per seat a name and human or bot level. Emits
// onStart(settings).
import { useState } from 'preact/hooks';
import { botLevelsFor } from '../model/bots.js';
import { seatNames } from '../model/names.js';
import {
  DEFAULT_SIZE,
  GAMES,
  GRIDS,
  PLAYER_COUNTS,
  SIZE_MAX,
  SIZE_MIN,
  SIZE_PRESETS,
  gameOf,
  parseSize,
  rotateSeats,
  switchGame,
  withBlockedSeed,
} from '../model/setup.js';
import { SHUTIN_SIZE_MAX, SHUTIN_SIZE_MIN, SHUTIN_SIZE_PRESETS } from '../model/shutin-setup.js';
import { ShutInOptions } from './ShutInOptions.jsx';
import { Piece } from './Pieces.jsx';

/** Size presets and custom limits of the family (and grid) of these settings. */
function sizeLimits(s) {
  return gameOf(s) === 'shutin'
    ? { presets: SHUTIN_SIZE_PRESETS, min: SHUTIN_SIZE_MIN, max: SHUTIN_SIZE_MAX }
    : { presets: SIZE_PRESETS[s.grid], min: SIZE_MIN, max: SIZE_MAX };
}

export function SetupForm({ initial, onStart, t, error }) {
  const [s, setS] = useState(initial);
  const game = gameOf(s);
  const limits = sizeLimits(s);
  const [custom, setCustom] = useState(!limits.presets.includes(s.size));
  const size = parseSize(s.size) || { w: 4, h: 4 };
  const defaultNames = seatNames(
    s.seats.slice(0, s.players).map((seat) => ({ ...seat, name: '' })),
    t,
  );

  const update = (patch) => setS((old) => ({ ...old, ...patch }));
  const updateSeat = (i, patch) =>
    setS((old) => ({ ...old, seats: old.seats.map((seat, j) => (j === i ? { ...seat, ...patch } : seat)) }));

  function setGrid(grid) {
    const keep = custom || SIZE_PRESETS[grid].includes(s.size);
    update({ grid, size: keep ? s.size : DEFAULT_SIZE[grid] });
  }

  function setGame(next) {
    const switched = switchGame(s, next);
    setS(switched);
    setCustom(!sizeLimits(switched).presets.includes(switched.size));
  }

  function setCustomSize(w, h) {
    const clamp = (v) => Math.max(limits.min, Math.min(limits.max, Number(v) || limits.min));
    update({ size: `${clamp(w)}x${clamp(h)}` });
  }

  function submit(e) {
    e.preventDefault();
    onStart(withBlockedSeed(s));
  }

  return (
    <form class="setup" method="dialog" onSubmit={submit} aria-labelledby="setup-title">
      <h2 id="setup-title">{t('setup.title')}</h2>
      <fieldset>
        <legend>{t('setup.game')}</legend>
        <div class="choices">
          {GAMES.map((g) => (
            <label key={g} class="choice">
              <input type="radio" name="game" value={g} checked={game === g} onChange={() => setGame(g)} />
              <span>{t(g === 'shutin' ? 'game.shutin' : 'setup.game.boxes')}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {game === 'boxes' && (
        <fieldset>
          <legend>{t('setup.grid')}</legend>
          <div class="choices">
            {GRIDS.map((g) => (
              <label key={g} class="choice">
                <input type="radio" name="grid" value={g} checked={s.grid === g} onChange={() => setGrid(g)} />
                <span>
                  {t(`setup.grid.${g}`)} <span class="muted">({t(`game.boxes.${g}`)})</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}

      <fieldset>
        <legend>{t('setup.board')}</legend>
        <div class="field">
          <label for="size">{t('setup.size')}</label>
          <select
            id="size"
            value={custom ? 'custom' : s.size}
            onChange={(e) => {
              const v = e.currentTarget.value;
              if (v === 'custom') setCustom(true);
              else {
                setCustom(false);
                update({ size: v });
              }
            }}
          >
            {limits.presets.map((p) => {
              const ps = parseSize(p);
              return (
                <option key={p} value={p}>
                  {t('setup.sizeValue', { w: ps.w, h: ps.h })}
                </option>
              );
            })}
            <option value="custom">{t('setup.custom')}</option>
          </select>
        </div>
        {custom && (
          <div class="field-row">
            <div class="field">
              <label for="size-w">{t('setup.columns')}</label>
              <input
                id="size-w"
                type="number"
                inputMode="numeric"
                min={limits.min}
                max={limits.max}
                value={size.w}
                onChange={(e) => setCustomSize(e.currentTarget.value, size.h)}
              />
            </div>
            <div class="field">
              <label for="size-h">{t('setup.rows')}</label>
              <input
                id="size-h"
                type="number"
                inputMode="numeric"
                min={limits.min}
                max={limits.max}
                value={size.h}
                onChange={(e) => setCustomSize(size.w, e.currentTarget.value)}
              />
            </div>
          </div>
        )}
        {game === 'shutin' ? (
          <ShutInOptions s={s} update={update} t={t} />
        ) : (
          <>
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
              <input type="checkbox" name="misere" checked={s.misere} onChange={(e) => update({ misere: e.currentTarget.checked })} />
              <span>{t('setup.misere')}</span>
            </label>
          </>
        )}
      </fieldset>

      {game === 'boxes' && (
        <fieldset>
          <legend>{t('setup.players')}</legend>
          <div class="choices">
            {PLAYER_COUNTS.map((n) => (
              <label key={n} class="choice">
                <input type="radio" name="players" value={n} checked={s.players === n} onChange={() => update({ players: n })} />
                <span>{n}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}

      <fieldset class="seats">
        <legend>{t('setup.seats')}</legend>
        {s.seats.slice(0, s.players).map((seat, i) => (
          <div key={i} class={`seat-row seat${i + 1}`}>
            {game === 'shutin' ? (
              <svg class="piece-icon" viewBox="0 0 1 1" aria-hidden="true">
                <Piece seat={i + 1} />
              </svg>
            ) : (
              <span class="swatch" aria-hidden="true" />
            )}
            <span class="seat-title" id={`seat-${i + 1}-title`}>
              {t(i === 0 ? 'setup.seatFirst' : 'setup.seat', { n: i + 1 })}
            </span>
            <div class="field">
              <label for={`seat-${i + 1}-name`}>{t('setup.name')}</label>
              <input
                id={`seat-${i + 1}-name`}
                type="text"
                maxLength={24}
                autoComplete="off"
                value={seat.name}
                placeholder={defaultNames[i]}
                onInput={(e) => updateSeat(i, { name: e.currentTarget.value })}
              />
            </div>
            <div class="field">
              <label for={`seat-${i + 1}-kind`}>{t('setup.who')}</label>
              <select
                id={`seat-${i + 1}-kind`}
                value={seat.kind === 'bot' ? `b${seat.level}` : 'h'}
                onChange={(e) => {
                  const v = e.currentTarget.value;
                  updateSeat(i, v === 'h' ? { kind: 'human' } : { kind: 'bot', level: Number(v.slice(1)) });
                }}
              >
                <option value="h">{t('setup.human')}</option>
                {botLevelsFor(game).map((l) => (
                  <option key={l} value={`b${l}`}>
                    {t('setup.bot', { level: l })}
                  </option>
                ))}
              </select>
            </div>
          </div>
        ))}
        <button type="button" class="secondary" onClick={() => setS(rotateSeats(s))}>
          {t('setup.swap')}
        </button>
      </fieldset>

      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" class="primary big">
        {t('setup.start')}
      </button>
    </form>
  );
}
