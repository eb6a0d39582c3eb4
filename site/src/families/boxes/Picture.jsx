// Picture.jsx — the home page's small decorative drawing of a boxes grid: a few lines drawn and
// one cell claimed. Hand-placed, it illustrates; the real boards come from the engine.

const S3 = Math.sqrt(3);

function squarePic() {
  const dots = [];
  for (let j = 0; j <= 3; j++) for (let i = 0; i <= 3; i++) dots.push([i * 20, j * 20]);
  return {
    w: 60,
    h: 60,
    dots,
    cell: [
      [0, 0],
      [20, 0],
      [20, 20],
      [0, 20],
    ],
    lines: [
      [[0, 0], [20, 0], 1],
      [[20, 0], [20, 20], 2],
      [[20, 20], [0, 20], 1],
      [[0, 20], [0, 0], 2],
      [[40, 20], [60, 20], 1],
      [[20, 40], [20, 60], 2],
      [[40, 40], [40, 60], 1],
    ],
  };
}

function hexPic() {
  // Pointy-top hexagons of side 11, three of them: two in the first row, one offset below.
  const r = 11;
  const hex = (cx, cy) =>
    [0, 1, 2, 3, 4, 5].map((k) => {
      const a = (Math.PI / 3) * k - Math.PI / 2;
      return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
    });
  const w = r * S3;
  const centres = [
    [w / 2, r],
    [w * 1.5, r],
    [w, r * 2.5],
  ];
  const polys = centres.map(([x, y]) => hex(x, y));
  const dots = polys.flat();
  const p = polys[0];
  const lines = p.map((pt, k) => [pt, p[(k + 1) % 6], k % 2 ? 2 : 1]);
  lines.push([polys[2][1], polys[2][2], 1], [polys[1][0], polys[1][1], 2]);
  return { w: w * 2, h: r * 3.5, dots, cell: p, lines };
}

function triPic() {
  const dots = [];
  const h = 20 * (S3 / 2);
  for (let j = 0; j <= 2; j++) for (let i = 0; i <= 3; i++) dots.push([i * 20 + (j % 2) * 10, j * h]);
  const A = [0, 0],
    B = [20, 0],
    C = [10, h];
  return {
    w: 70,
    h: 2 * h,
    dots,
    cell: [A, B, C],
    lines: [
      [A, B, 1],
      [B, C, 2],
      [C, A, 1],
      [[30, h], [40, 0], 2],
      [[20, 2 * h], [30, h], 1],
    ],
  };
}

const PICS = { square: squarePic, hex: hexPic, tri: triPic };

/** grid: 'square' | 'hex' | 'tri'. */
export function Picture({ grid, label }) {
  const p = PICS[grid]();
  const pad = 6;
  return (
    <svg class="game-pic" viewBox={`${-pad} ${-pad} ${p.w + 2 * pad} ${p.h + 2 * pad}`} role="img" aria-label={label}>
      <polygon class="cell seat1" points={p.cell.map((q) => q.join(',')).join(' ')} />
      {p.lines.map(([a, b, seat], i) => (
        <line key={i} class={`pic-line seat${seat}`} x1={a[0]} y1={a[1]} x2={b[0]} y2={b[1]} />
      ))}
      {p.dots.map(([x, y], i) => (
        <circle key={i} class="pic-dot" cx={x} cy={y} r="1.8" />
      ))}
    </svg>
  );
}
