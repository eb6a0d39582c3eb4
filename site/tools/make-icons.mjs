// make-icons.mjs — draws the app icons (PNG) from the same design as favicon.svg: a corner of a
// box drawn between four dots on notebook paper. Run once when the design changes:
//   node site/tools/make-icons.mjs   (writes site/public/icon-*.png)
// No image library: a few shapes rasterised with 4x4 supersampling, encoded with zlib.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const PAPER = [251, 250, 246];
const BLUE = [10, 111, 179];
const INK = [29, 36, 51];

function crc32(buf) {
  let c,
    crc = 0xffffffff;
  for (const b of buf) {
    c = (crc ^ b) & 0xff;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    crc = (crc >>> 8) ^ c;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

/**
 * A PNG of size x size from pixel(x, y) -> [r, g, b]: indexed colour (a palette of the colours
 * used, which anti-aliased flat shapes keep well under 256) when it fits, else RGB. Each row takes
 * the filter that leaves the smallest sum of bytes (the usual heuristic), then zlib at level 9.
 */
function png(size, pixel) {
  const pixels = [];
  const palette = new Map();
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const c = pixel(x, y);
      pixels.push(c);
      const key = c.join(',');
      if (!palette.has(key) && palette.size <= 256) palette.set(key, palette.size);
    }
  const indexed = palette.size <= 256;
  const bpp = indexed ? 1 : 3;
  const stride = size * bpp;
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(stride);
    for (let x = 0; x < size; x++) {
      const c = pixels[y * size + x];
      if (indexed) row[x] = palette.get(c.join(','));
      else row.set(c, x * 3);
    }
    rows.push(row);
  }
  const raw = Buffer.concat(rows.map((row, y) => filtered(row, y ? rows[y - 1] : Buffer.alloc(stride), bpp)));
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = indexed ? 3 : 2; // indexed colour or RGB
  const plte = Buffer.from([...palette.keys()].flatMap((k) => k.split(',').map(Number)));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    ...(indexed ? [chunk('PLTE', plte)] : []),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** One row with its filter byte: of None, Sub, Up, Average and Paeth, the smallest sum of bytes. */
function filtered(row, prev, bpp) {
  const paeth = (a, b, c) => {
    const p = a + b - c,
      pa = Math.abs(p - a),
      pb = Math.abs(p - b),
      pc = Math.abs(p - c);
    return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
  };
  let best = null;
  for (let type = 0; type < 5; type++) {
    const out = Buffer.alloc(row.length + 1);
    out[0] = type;
    let cost = 0;
    for (let i = 0; i < row.length; i++) {
      const a = i >= bpp ? row[i - bpp] : 0,
        b = prev[i],
        c = i >= bpp ? prev[i - bpp] : 0;
      const pred = [0, a, b, (a + b) >> 1, paeth(a, b, c)][type];
      out[i + 1] = (row[i] - pred) & 0xff;
      cost += out[i + 1] < 128 ? out[i + 1] : 256 - out[i + 1];
    }
    if (!best || cost < best.cost) best = { out, cost };
  }
  return best.out;
}

/** Colour at design coordinates (0..20 square, like favicon.svg), `pad` shrinks for maskable. */
function design(u, v, pad) {
  const s = (t) => pad + t * (1 - (2 * pad) / 20);
  const dots = [
    [4, 4],
    [16, 4],
    [16, 16],
    [4, 16],
  ].map(([a, b]) => [s(a), s(b)]);
  const r = 1.8 * (1 - (2 * pad) / 20);
  const w = 1 * (1 - (2 * pad) / 20);
  for (const [a, b] of dots) if ((u - a) ** 2 + (v - b) ** 2 <= r * r) return INK;
  const [x0, y0] = dots[0],
    [x1] = dots[1],
    [, y2] = dots[2];
  if (Math.abs(v - y0) <= w && u >= x0 && u <= x1) return BLUE;
  if (Math.abs(u - x1) <= w && v >= y0 && v <= y2) return BLUE;
  return PAPER;
}

function render(size, pad) {
  const n = 4;
  return png(size, (x, y) => {
    const acc = [0, 0, 0];
    for (let i = 0; i < n; i++)
      for (let j = 0; j < n; j++) {
        const c = design(((x + (i + 0.5) / n) / size) * 20, ((y + (j + 0.5) / n) / size) * 20, pad);
        acc[0] += c[0];
        acc[1] += c[1];
        acc[2] += c[2];
      }
    return acc.map((a) => Math.round(a / (n * n)));
  });
}

const out = new URL('../public/', import.meta.url);
writeFileSync(new URL('icon-192.png', out), render(192, 0));
writeFileSync(new URL('icon-512.png', out), render(512, 0));
writeFileSync(new URL('icon-maskable-512.png', out), render(512, 2.5));
writeFileSync(new URL('apple-touch-icon.png', out), render(180, 1));
console.log('icons written to site/public/');
