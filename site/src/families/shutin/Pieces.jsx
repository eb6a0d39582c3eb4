// Pieces.jsx — the Shut In pieces, drawn in a unit cell at (x, y) scaled by s: a cross for seat 1,
// a circle for seat 2, stroked in the seat's colour (board, scoreboard and home picture).
export function Cross({ x = 0, y = 0, s = 1 }) {
  const a = 0.25 * s;
  const b = 0.75 * s;
  return (
    <g class="piece cross" stroke-width={0.13 * s}>
      <line x1={x + a} y1={y + a} x2={x + b} y2={y + b} />
      <line x1={x + b} y1={y + a} x2={x + a} y2={y + b} />
    </g>
  );
}

export function Circle({ x = 0, y = 0, s = 1 }) {
  return <circle class="piece circle" cx={x + 0.5 * s} cy={y + 0.5 * s} r={0.27 * s} stroke-width={0.12 * s} />;
}

/** The piece of a seat (1 cross, 2 circle). */
export function Piece({ seat, x, y, s }) {
  return seat === 1 ? <Cross x={x} y={y} s={s} /> : <Circle x={x} y={y} s={s} />;
}
