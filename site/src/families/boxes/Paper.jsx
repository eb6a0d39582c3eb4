// Paper.jsx — a Dots and Boxes board as a plain, static SVG picture for articles/Diagram.jsx (the
// articles' pictures and the printable sheets): {vb (its viewBox), body} from the engine's geometry
// and state (docs/state-json.md). families/paper.js is the only reader.
import { describeGeometry } from './adapter.js';
import { round as f } from '../paper-round.js';

/** free: draw the undrawn lines faintly (articles), or leave only the dots (a blank sheet to play on);
 * mark: a line's token to pick out with a halo under it (a puzzle sheet's answer). */
export function BoxesPicture({ geometry: geo, state, free, mark = null }) {
  const d = describeGeometry(geo);
  const pad = d.unit * 0.3;
  const vb = [
    d.bounds.minX - pad,
    d.bounds.minY - pad,
    d.bounds.maxX - d.bounds.minX + 2 * pad,
    d.bounds.maxY - d.bounds.minY + 2 * pad,
  ];
  const u = d.unit;
  return {
    vb,
    body: (
      <>
        <g class="d-cells">
          {geo.cells.map((poly, c) => {
            const o = state ? state.cells[c] : 0;
            if (!o) return null;
            const [cx, cy] = d.centroids[c];
            return (
              <g key={c} class={`seat${o}`}>
                <polygon class="d-cell" points={poly.map((p) => d.pts[p].map(f).join(',')).join(' ')} />
                <text class="d-mark" x={f(cx)} y={f(cy)} font-size={f(u * (geo.grid === 'tri' ? 0.28 : 0.42))}>
                  {o}
                </text>
              </g>
            );
          })}
        </g>
        {mark !== null &&
          (([a, b]) => (
            <line
              class="d-answer"
              stroke-width={f(u * 0.22)}
              x1={f(d.pts[a][0])}
              y1={f(d.pts[a][1])}
              x2={f(d.pts[b][0])}
              y2={f(d.pts[b][1])}
            />
          ))(geo.lines[Number(mark)])}
        <g class="d-lines" stroke-width={f(u * 0.07)}>
          {geo.lines.map(([a, b], i) => {
            const o = state ? state.lines[i] : geo.predrawn.includes(i) ? 0 : -1;
            if (o === -1 && !free) return null;
            const cls = o === -1 ? 'd-free' : o === 0 ? 'd-pre' : `d-line seat${o}`;
            const [A, B] = [d.pts[a], d.pts[b]];
            return <line key={i} class={cls} x1={f(A[0])} y1={f(A[1])} x2={f(B[0])} y2={f(B[1])} />;
          })}
        </g>
        <g class="d-dots">
          {d.pts.map(([x, y], i) => (
            <circle key={i} cx={f(x)} cy={f(y)} r={f(u * 0.08)} />
          ))}
        </g>
      </>
    ),
  };
}
