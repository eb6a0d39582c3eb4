// RingChooser.jsx — Dots under ring=any: a dot that can close more than one ring (the engine's
// list: choices(token)) opens the ring chooser. The board shows the rings one at a time (the
// points each takes, filled, and its outline: RingShown) and a group of radio buttons names them
// (RingChooser); arrow keys, a tap on a radio or on the same point again switch, Enter or "Close
// this ring" plays the ring shown (its token), Escape or Cancel goes back. The engine judges the
// token as always.
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { ringsPath } from './adapter.js';

/**
 * The chooser's state for the board. interactive, moveCount: the board's (a new move or a board
 * that stops taking moves closes it); choices(token): the engine's rings for a dot; onPlay: the
 * board's; refocus: the board's ref that sends the focus back to its cursor.
 * Returns {choosing: {point, options, index, at} or null, shown: the ring shown or null,
 * attempt(point, token), switchRing(step), pick(index), close(play), keys (the chooser's
 * onKeyDown), ref (the chooser's element)}.
 */
export function useRingChooser({ interactive, moveCount, choices, onPlay, refocus }) {
  const ref = useRef(null);
  // {point, options (the engine's candidates), index, at (the move count it belongs to: a new
  // move closes it)}.
  const [choosingRaw, setChoosing] = useState(null);
  const choosing = choosingRaw && interactive && choosingRaw.at === moveCount ? choosingRaw : null;

  /** Play token at point, or open the chooser when the dot can close more than one ring. */
  function attempt(point, token) {
    const options = choices ? choices(token) : [];
    if (options.length > 1) setChoosing({ point, options, index: 0, at: moveCount });
    else onPlay(token);
  }
  const switchRing = (step) =>
    setChoosing((c) => c && { ...c, index: (c.index + step + c.options.length) % c.options.length });
  function close(play) {
    const c = choosing;
    setChoosing(null);
    refocus.current = true;
    if (play && c) onPlay(c.options[c.index].move);
  }
  function keys(e) {
    if (e.key === 'Enter') {
      e.preventDefault();
      close(true);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      close(false);
    }
  }
  // When the chooser opens or its ring changes, the focus goes to the checked radio.
  // (without scrolling: the ring shown and the chooser are brought into view together, below)
  const chosenKey = choosing ? `${choosing.point}:${choosing.index}` : '';
  useLayoutEffect(() => {
    const el = chosenKey && ref.current && ref.current.querySelector('input:checked');
    if (el && document.activeElement !== el) el.focus({ preventScroll: true });
    if (chosenKey && ref.current) showRing(ref.current);
  }, [chosenKey]);

  return {
    choosing,
    shown: choosing && choosing.options[choosing.index],
    attempt,
    switchRing,
    pick: (index) => setChoosing({ ...choosing, index }),
    close,
    keys,
    ref,
  };
}

/**
 * Scroll so that the ring shown and the chooser's button are both in view: the chooser stands
 * beside the board (over the side column) on a wide screen, and is a bar along the bottom of a
 * narrow one (styles/site.css), under the status bar that sticks to the top there. The ring is
 * brought into its board's frame first (a zoomed board pans), then into the window's free part.
 */
function showRing(chooserEl) {
  const ring = chooserEl.parentElement && chooserEl.parentElement.querySelector('.ring-choice');
  if (!ring || typeof window === 'undefined') return;
  const frame = ring.closest('.board-scroll');
  if (frame && frame.classList.contains('zoomed')) {
    const f = frame.getBoundingClientRect();
    const r = ring.getBoundingClientRect();
    frame.scrollBy({ left: (r.left + r.right - f.left - f.right) / 2, top: (r.top + r.bottom - f.top - f.bottom) / 2 });
  }
  const bar = chooserEl.getBoundingClientRect();
  const fixed = getComputedStyle(chooserEl).position === 'fixed';
  const status = document.querySelector('.status-bar');
  const top = status && getComputedStyle(status).position === 'sticky' ? status.getBoundingClientRect().bottom : 0;
  const bottom = fixed ? bar.top : window.innerHeight;
  const r = ring.getBoundingClientRect();
  // beside the board the chooser scrolls with the page: it has to be in view too
  const lo = fixed ? r.top : Math.min(r.top, bar.top);
  const hi = fixed ? r.bottom : Math.max(r.bottom, bar.bottom);
  const margin = 8;
  if (lo >= top + margin && hi <= bottom - margin) return;
  const dy = hi - lo > bottom - top - 2 * margin ? lo - top - margin : (lo + hi - top - bottom) / 2;
  window.scrollBy({ top: dy, behavior: 'instant' });
}

/**
 * The chooser beside the board: the rings as radio buttons, "Close this ring" and Cancel. The
 * keys' hint is for a keyboard: a touch screen does not show it (styles/site.css).
 */
export function RingChooser({ chooser, t }) {
  const { choosing } = chooser;
  if (!choosing) return null;
  return (
    <fieldset class="ring-chooser" ref={chooser.ref} data-testid="ring-chooser" onKeyDown={chooser.keys}>
      <legend>{t('board.dots.ringChoose')}</legend>
      <div class="choices stacked">
        {choosing.options.map((o, i) => (
          <label key={o.move} class="choice">
            <input
              type="radio"
              name="dots-ring"
              value={o.move}
              checked={i === choosing.index}
              onChange={() => chooser.pick(i)}
            />
            <span>
              {o.ring.length === 0
                ? t('board.dots.ringShortest', { takes: o.takes, n: o.area })
                : t('board.dots.ringOther', { k: i + 1, takes: o.takes, n: o.area })}
            </span>
          </label>
        ))}
      </div>
      <p class="hint-text ring-keys">{t('board.dots.ringKeys')}</p>
      <div class="actions">
        <button type="button" class="primary" data-action="ring-play" onClick={() => chooser.close(true)}>
          {t('board.dots.ringPlay')}
        </button>
        <button type="button" data-action="ring-cancel" onClick={() => chooser.close(false)}>
          {t('board.dots.ringCancel')}
        </button>
      </div>
    </fieldset>
  );
}

/** The ring shown on the board (SVG): the points it takes, its outline and the dot that closes it. */
export function RingShown({ desc, chooser }) {
  const { shown, choosing } = chooser;
  if (!shown) return null;
  return (
    <g class="ring-choice" data-ring={shown.move} aria-hidden="true">
      {shown.cells.map((p) => (
        <rect key={p} class="ring-cell" x={desc.at[p][0] - 0.5} y={desc.at[p][1] - 0.5} width="1" height="1" />
      ))}
      {shown.ring.length > 0 && <path class="ring-line" d={ringsPath(desc, [shown.ring])} />}
      <circle class="ring-dot" cx={desc.at[choosing.point][0]} cy={desc.at[choosing.point][1]} r="0.24" />
    </g>
  );
}
