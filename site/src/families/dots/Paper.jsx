// Paper.jsx — a Dots board as a plain, static SVG picture for articles/Diagram.jsx (the
// articles' pictures and the printable sheets): {vb (its viewBox), body} from the engine's geometry
// and state (docs/state-json.md). families/paper.js is the only reader.
import { describeDots, ringsPath } from './adapter.js';

/** mark: a point's token to pick out with a ring (a puzzle sheet's answer). */
export function DotsPicture({ geometry: geo, state, mark = null }) {
  const d = describeDots(geo);
  const marked = mark === null ? -1 : d.tokens.indexOf(String(mark).replace(/[!:].*$/, ''));
  const colour = (seatColour) => `seat${seatColour}`;
  const pts = state ? state.points : [];
  return {
    vb: [-0.7, -0.7, d.w + 0.4, d.h + 0.4],
    body: (
      <>
        <g class="d-paper" stroke-width="0.03">
          {Array.from({ length: d.w }, (_, x) => (
            <line key={`x${x}`} x1={x} y1={-0.5} x2={x} y2={d.h - 0.5} />
          ))}
          {Array.from({ length: d.h }, (_, y) => (
            <line key={`y${y}`} x1={-0.5} y1={y} x2={d.w - 0.5} y2={y} />
          ))}
        </g>
        {state && (
          <g class="d-areas">
            {state.territory.map((t, i) => (
              <path key={i} class={`d-territory ${colour(t.team)}`} stroke-width="0.08" d={ringsPath(d, t.rings)} />
            ))}
          </g>
        )}
        <g class="d-points">
          {pts.map((v, p) => {
            if (!v) return null;
            const [x, y] = d.at[p];
            return (
              <circle
                key={p}
                class={`d-point ${colour(Math.abs(v))}${v < 0 ? ' taken' : ''}`}
                cx={x}
                cy={y}
                r="0.26"
                stroke-width="0.08"
              />
            );
          })}
        </g>
        {marked >= 0 && (
          <circle class="d-answer" fill="none" stroke-width="0.12" cx={d.at[marked][0]} cy={d.at[marked][1]} r="0.44" />
        )}
      </>
    ),
  };
}
