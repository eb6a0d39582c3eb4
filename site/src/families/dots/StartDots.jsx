// StartDots.jsx — the table setup's own start dots (start=dots): the field of the chosen size,
// its points numbered along two edges as on the board, where a click (or Enter / Space at the
// cursor, moved by the arrow keys) on a point puts a dot of player 1 there, again one of player
// 2, a third time takes it away; who moves first beside it. Emits update({dotsa, dotsb}) and
// update({turn}); the core judges the lists when the game starts (a dot off the field after a
// smaller size is chosen, say, is told under Play).
import { useState } from 'preact/hooks';
import { parseSize } from '../../ui/schema.js';
import { numbered } from './adapter.js';

/** The points of a dotsa / dotsb value ("3-3.4-4"), [] for none. */
const pointsOf = (value) => (value ? String(value).split('.').filter(Boolean) : []);

/** The lists after a click on `point`: none → player 1 → player 2 → none. */
export function cycleDot(s, point) {
  const a = pointsOf(s.dotsa);
  const b = pointsOf(s.dotsb);
  if (a.includes(point)) return { dotsa: a.filter((p) => p !== point).join('.'), dotsb: [...b, point].join('.') };
  if (b.includes(point)) return { dotsa: a.join('.'), dotsb: b.filter((p) => p !== point).join('.') };
  return { dotsa: [...a, point].join('.'), dotsb: b.join('.') };
}

// The coordinates take one step left of and under the field. The step between points is 24 px
// where the form is wide enough, down to 18 (a fingertip) to fit the form's width (board.css
// --step); past that the field scrolls in its frame, and its coordinates stay at the frame's
// left and bottom edges while it scrolls.
const MARGIN = 1;

/** The numbers along one edge of the field, as on the board: the columns under it (across) or
 * the rows beside it, bottom up; one step thick, n steps long (board.css keeps it at the frame's
 * edge while the field scrolls). */
function Ruler({ n, across }) {
  const long = `calc(var(--step) * ${n})`;
  return (
    <svg
      class={across ? 'start-dots-cols' : 'start-dots-rows'}
      viewBox={across ? `-0.5 -0.5 ${n} ${MARGIN}` : `-0.5 -0.5 ${MARGIN} ${n}`}
      style={across ? { width: long } : { height: long }}
      aria-hidden="true"
    >
      {Array.from({ length: n }, (_, i) =>
        numbered(i + 1, n) ? (
          <text key={i} x={across ? i : MARGIN / 2 - 0.5} y={across ? MARGIN / 2 - 0.5 : n - 1 - i}>
            {i + 1}
          </text>
        ) : null,
      )}
    </svg>
  );
}

export function StartDots({ s, update, t, invalid }) {
  const size = parseSize(s.size) || { w: 15, h: 15 };
  const { w, h } = size;
  const [cursor, setCursor] = useState({ x: Math.ceil(w / 2), y: Math.ceil(h / 2) });
  const a = pointsOf(s.dotsa);
  const b = pointsOf(s.dotsb);
  const owner = (p) => (a.includes(p) ? 1 : b.includes(p) ? 2 : 0);
  const at = { x: Math.min(cursor.x, w), y: Math.min(cursor.y, h) };
  const put = (point) => update(cycleDot(s, point));
  const dotWord = (p) => [t('setup.dots.own.none'), t('setup.dots.own.p1'), t('setup.dots.own.p2')][owner(p)];
  const onKey = (e) => {
    const move = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] }[e.key];
    if (move) {
      e.preventDefault();
      setCursor({ x: Math.max(1, Math.min(w, at.x + move[0])), y: Math.max(1, Math.min(h, at.y + move[1])) });
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      put(`${at.x}-${at.y}`);
    }
  };
  let grid = '';
  for (let x = 0; x < w; x++) grid += `M${x} 0V${h - 1}`;
  for (let y = 0; y < h; y++) grid += `M0 ${y}H${w - 1}`;
  const here = `${at.x}-${at.y}`;
  const bad = invalid && ['dotsa', 'dotsb', 'turn'].includes(invalid.key) ? invalid.describedBy : null;
  return (
    <div class="start-dots">
      <p id="start-dots-help" class="hint-text">
        {t('setup.dots.own.help')}
      </p>
      <div class="start-dots-frame" style={{ '--cols': w + MARGIN }}>
        <div class="start-dots-layout">
          <Ruler n={h} across={false} />
          <svg
            class="start-dots-field"
            viewBox={`-0.5 -0.5 ${w} ${h}`}
            style={{ width: `calc(var(--step) * ${w})`, height: `calc(var(--step) * ${h})` }}
            tabindex="0"
            role="group"
            aria-label={`${t('setup.dots.own.field')}: ${here}, ${dotWord(here)}`}
            aria-describedby={bad ? `start-dots-help ${bad}` : 'start-dots-help'}
            aria-invalid={bad ? 'true' : undefined}
            onKeyDown={onKey}
          >
            <path class="start-dots-grid" d={grid} />
            {Array.from({ length: w * h }, (_, i) => {
              const x = (i % w) + 1;
              const y = Math.floor(i / w) + 1;
              const p = `${x}-${y}`;
              const c = owner(p);
              return (
                <g
                  key={p}
                  class={`start-dot${c ? ` seat${c}` : ''}`}
                  data-point={p}
                  onClick={() => {
                    setCursor({ x, y });
                    put(p);
                  }}
                >
                  <title>{p}</title>
                  <rect class="hit" x={x - 1.5} y={h - y - 0.5} width="1" height="1" />
                  <circle cx={x - 1} cy={h - y} r={c ? 0.3 : 0.08} />
                </g>
              );
            })}
            <rect class="start-dots-cursor" x={at.x - 1.45} y={h - at.y - 0.45} width="0.9" height="0.9" rx="0.15" />
          </svg>
          <div class="start-dots-corner" />
          <Ruler n={w} across />
        </div>
      </div>
      <p class="start-dots-list" aria-live="polite">
        {/* a no-break space after each colon: a seat's name never ends a line without its dots */}
        {t('setup.dots.own.p1')}:{'\u00a0'}
        {a.length ? a.join(', ') : '—'} · {t('setup.dots.own.p2')}:{'\u00a0'}
        {b.length ? b.join(', ') : '—'}
      </p>
      <button
        type="button"
        class="secondary"
        disabled={!a.length && !b.length}
        onClick={() => update({ dotsa: '', dotsb: '' })}
      >
        {t('setup.dots.own.clear')}
      </button>
    </div>
  );
}
