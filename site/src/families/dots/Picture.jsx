// Picture.jsx — the home page's small decorative drawing of a Dots field: squared paper, a few
// dots, one capture filled in its capturer's colour. Hand-placed, it illustrates; the real
// boards come from the engine.

// 7 × 5 points, top row first: 1 = blue dot, 2 = orange dot, -2 = orange dot captured by blue.
const ROWS = [
  [0, 0, 0, 0, 0, 2, 0],
  [0, 0, 1, 0, 2, 1, 0],
  [0, 1, -2, 1, 2, 0, 0],
  [0, 0, 1, 2, 1, 0, 0],
  [0, 0, 0, 0, 0, 0, 0],
];
const RING = [
  [2, 1],
  [3, 2],
  [2, 3],
  [1, 2],
];
const S = 12;

export function Picture({ label }) {
  const h = ROWS.length;
  const w = ROWS[0].length;
  const lines = [];
  for (let x = 0; x < w; x++) lines.push(`M${x * S} ${-S / 2}V${(h - 0.5) * S}`);
  for (let y = 0; y < h; y++) lines.push(`M${-S / 2} ${y * S}H${(w - 0.5) * S}`);
  const ring = RING.map(([x, y], k) => `${k ? 'L' : 'M'}${x * S} ${y * S}`).join('') + 'Z';
  return (
    <svg class="game-pic dots-pic" viewBox={`${-S / 2} ${-S / 2} ${w * S} ${h * S}`} role="img" aria-label={label}>
      <path class="pic-paper" d={lines.join('')} />
      <path class="pic-territory seat1" d={ring} />
      {ROWS.flatMap((row, y) =>
        row.map((v, x) =>
          v ? (
            <circle
              key={`${x}-${y}`}
              class={`pic-dot seat${Math.abs(v)}${v < 0 ? ' taken' : ''}`}
              cx={x * S}
              cy={y * S}
              r={S * 0.22}
            />
          ) : null,
        ),
      )}
    </svg>
  );
}
