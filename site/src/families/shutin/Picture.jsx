// Picture.jsx — the home page's small decorative drawing of a Shut In board with a few pieces.
// Hand-placed, it illustrates; the real boards come from the engine.
import { Piece } from './Pieces.jsx';

// Shut In, 5 × 4 cells, row 1 at the bottom: 1 = cross, 2 = circle, -1 = blocked.
const SHUTIN_ROWS = [
  [1, 1, -1, 2, 2],
  [1, 2, 1, 0, 2],
  [0, 0, 2, 0, 0],
  [0, 0, 0, 0, 0],
];
const SQ = 14;

export function Picture({ label }) {
  const h = SHUTIN_ROWS.length;
  const w = SHUTIN_ROWS[0].length;
  const pad = 4;
  const cells = SHUTIN_ROWS.flatMap((row, r) => row.map((v, c) => ({ v, x: c * SQ, y: (h - 1 - r) * SQ })));
  return (
    <svg
      class="game-pic shutin-pic"
      viewBox={`${-pad} ${-pad} ${w * SQ + 2 * pad} ${h * SQ + 2 * pad}`}
      role="img"
      aria-label={label}
    >
      <defs>
        <pattern id="pic-hatch" width="4" height="4" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <line class="hatch" x1="2" y1="0" x2="2" y2="4" />
        </pattern>
      </defs>
      {cells.map(({ v, x, y }, i) => (
        <g key={i} class={v > 0 ? `seat${v}` : undefined}>
          <rect class={`pic-sq${v === -1 ? ' blocked' : ''}`} x={x} y={y} width={SQ} height={SQ} />
          {v === -1 && <rect x={x} y={y} width={SQ} height={SQ} fill="url(#pic-hatch)" />}
          {v > 0 && <Piece seat={v} x={x} y={y} s={SQ} />}
        </g>
      ))}
    </svg>
  );
}
