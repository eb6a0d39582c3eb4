// Diagram.jsx — a board as a plain, static SVG picture: what the engine's geometry and state say
// (core/GEOMETRY.md), for the articles' pictures (readable before any script runs, and printed
// as vectors) and the printable sheets. No buttons, no focus, no zoom: the live board is
// <paperdots-board>; this is its paper copy. It draws the engine's facts and judges nothing.
import { describeGeometry } from '../families/boxes/adapter.js';
import { describeDots, ringsPath } from '../families/dots/adapter.js';
import { describeShutin } from '../families/shutin/adapter.js';

const f = (n) => Number(n.toFixed(3));

function BoxesPicture({ geometry: geo, state, free }) {
  const d = describeGeometry(geo);
  const pad = d.unit * 0.3;
  const vb = [d.bounds.minX - pad, d.bounds.minY - pad, d.bounds.maxX - d.bounds.minX + 2 * pad, d.bounds.maxY - d.bounds.minY + 2 * pad];
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

function DotsPicture({ geometry: geo, state }) {
  const d = describeDots(geo);
  const colour = (seatColour) => `seat${seatColour}`;
  const pts = state ? state.points : [];
  return {
    vb: [-0.7, -0.7, d.w + 0.4, d.h + 0.4],
    body: (
      <>
        <g class="d-paper" stroke-width="0.03">
          {Array.from({ length: d.w }, (_, x) => <line key={`x${x}`} x1={x} y1={-0.5} x2={x} y2={d.h - 0.5} />)}
          {Array.from({ length: d.h }, (_, y) => <line key={`y${y}`} x1={-0.5} y1={y} x2={d.w - 0.5} y2={y} />)}
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
            return <circle key={p} class={`d-point ${colour(Math.abs(v))}${v < 0 ? ' taken' : ''}`} cx={x} cy={y} r="0.26" stroke-width="0.08" />;
          })}
        </g>
      </>
    ),
  };
}

function ShutinPicture({ geometry: geo, state }) {
  const d = describeShutin(geo);
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
              {v === 1 && <path class="d-piece seat1" stroke-width="0.12" d={`M${x + 0.25} ${y + 0.25}L${x + 0.75} ${y + 0.75}M${x + 0.75} ${y + 0.25}L${x + 0.25} ${y + 0.75}`} />}
              {v === 2 && <circle class="d-piece seat2" stroke-width="0.12" cx={x + 0.5} cy={y + 0.5} r="0.27" />}
            </g>
          );
        })}
      </g>
    ),
  };
}

const PICTURES = { boxes: BoxesPicture, dots: DotsPicture, shutin: ShutinPicture };

/**
 * geometry, state: the engine's JSON (state null: the empty board); label: what the picture
 * shows, for screen readers; free: draw the undrawn lines of a boxes board faintly (articles) or
 * leave only the dots (a blank sheet to play on).
 */
export function Diagram({ geometry, state = null, label, free = true, className = '' }) {
  const pic = PICTURES[geometry.family]({ geometry, state, free });
  const [x, y, w, h] = pic.vb.map(f);
  return (
    <svg
      class={`diagram diagram-${geometry.family}${geometry.grid ? ` grid-${geometry.grid}` : ''} ${className}`.trim()}
      viewBox={`${x} ${y} ${w} ${h}`}
      data-aspect={f(w / h)}
      role="img"
      aria-label={label}
      xmlns="http://www.w3.org/2000/svg"
    >
      {pic.body}
    </svg>
  );
}
