// Paper.jsx — a Shut In board as a plain, static SVG picture for articles/Diagram.jsx (the
// articles' pictures and the printable sheets): {vb (its viewBox), body} from the engine's geometry
// and state (docs/state-json.md). families/paper.js is the only reader.
import { describeShutin } from './adapter.js';

/** mark: a cell's token to pick out with a frame (a puzzle sheet's answer). */
export function ShutinPicture({ geometry: geo, state, mark = null }) {
  const d = describeShutin(geo);
  const marked = mark === null ? -1 : d.tokens.indexOf(mark);
  const cells = state ? state.cells : Array.from({ length: d.w * d.h }, (_, i) => (geo.blocked.includes(i) ? -1 : 0));
  return {
    vb: [-0.1, -0.1, d.w + 0.2, d.h + 0.2],
    body: (
      <g class="d-squares" stroke-width="0.04">
        {cells.map((v, i) => {
          const [x, y] = d.origin[i];
          return (
            <g key={i}>
              <rect class={v === -1 ? 'd-square blocked' : 'd-square'} x={x} y={y} width="1" height="1" />
              {v === 1 && (
                <path
                  class="d-piece seat1"
                  stroke-width="0.12"
                  d={`M${x + 0.25} ${y + 0.25}L${x + 0.75} ${y + 0.75}M${x + 0.75} ${y + 0.25}L${x + 0.25} ${y + 0.75}`}
                />
              )}
              {v === 2 && <circle class="d-piece seat2" stroke-width="0.12" cx={x + 0.5} cy={y + 0.5} r="0.27" />}
              {i === marked && (
                <rect
                  class="d-answer"
                  fill="none"
                  stroke-width="0.14"
                  x={x + 0.07}
                  y={y + 0.07}
                  width="0.86"
                  height="0.86"
                />
              )}
            </g>
          );
        })}
      </g>
    ),
  };
}
