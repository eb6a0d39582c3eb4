// adapter.js — the adapter between the engine's Dots geometry/state JSON (docs/state-json.md
// "## dots") and what the board draws and says. Pure functions, no rules: which points are
// legal, what is captured, territory, houses and their rings all come from the engine (the
// setup's rule set is only read, for what the board offers: closesByChoice).
//
// Point index p = (y − 1)·W + (x − 1), y from the bottom (= index into moveTokens, token "x-y").
// Drawn at (x − 1, H − y): x to the right, y up, one unit between neighbouring points.

/** Position-independent facts: size, every point's token and drawing position, token -> point. */
export function describeDots(geo) {
  const n = geo.w * geo.h;
  const at = [];
  for (let p = 0; p < n; p++) at.push([p % geo.w, geo.h - 1 - Math.floor(p / geo.w)]);
  return {
    w: geo.w,
    h: geo.h,
    teams: geo.teams,
    tokens: geo.moveTokens,
    labels: geo.moveLabels,
    index: new Map(geo.moveTokens.map((tok, p) => [tok, p])),
    at,
  };
}

/** The colour (1 or 2) a seat plays: team-mates share one (seats 1, 3 colour 1; 2, 4 colour 2). */
export function colourOf(desc, seat) {
  const i = desc.teams.findIndex((team) => team.includes(seat));
  return i < 0 ? 0 : i + 1;
}

/**
 * An SVG path for a list of rings (first the outline, then holes), drawn with fill-rule evenodd.
 * Rings of one area that share an edge (a chosen ring whose area the core lists as two rings side
 * by side) are drawn as their one outline: the edge they share is inside the area, not a line.
 */
export function ringsPath(desc, rings) {
  return outlines(rings)
    .map((ring) => ring.map((p, k) => `${k ? 'L' : 'M'}${desc.at[p][0]} ${desc.at[p][1]}`).join('') + 'Z')
    .join('');
}

/** The rings with every edge two of them share left out, the edges left joined into loops again. */
export function outlines(rings) {
  const key = (a, b) => (a < b ? `${a},${b}` : `${b},${a}`);
  const count = new Map();
  const edges = [];
  for (const ring of rings)
    for (let k = 0; k < ring.length; k++) {
      const e = [ring[k], ring[(k + 1) % ring.length]];
      edges.push(e);
      count.set(key(...e), (count.get(key(...e)) || 0) + 1);
    }
  if (rings.length < 2 || [...count.values()].every((n) => n === 1)) return rings;
  // what is left is the area's boundary: every point on it has an even number of edges, so a walk
  // along unused edges comes back to where it started
  const from = new Map();
  for (const [a, b] of edges) {
    if (count.get(key(a, b)) > 1) continue;
    if (!from.has(a)) from.set(a, []);
    if (!from.has(b)) from.set(b, []);
    const e = { a, b, used: false };
    from.get(a).push(e);
    from.get(b).push(e);
  }
  const loops = [];
  for (const [start, list] of from) {
    while (list.some((e) => !e.used)) {
      const loop = [start];
      let at = start;
      for (;;) {
        const e = from.get(at).find((x) => !x.used);
        if (!e) break;
        e.used = true;
        at = e.a === at ? e.b : e.a;
        if (at === start) break;
        loop.push(at);
      }
      if (loop.length > 2) loops.push(loop);
    }
  }
  return loops;
}

/**
 * The point an arrow key leads to from p: (dx, dy) in screen terms, dy = −1 is up (a higher y).
 * Stays on p at the edge.
 */
export function neighbourPoint(desc, p, dx, dy) {
  const x = (p % desc.w) + dx;
  const y = Math.floor(p / desc.w) - dy;
  if (x < 0 || x >= desc.w || y < 0 || y >= desc.h) return p;
  return y * desc.w + x;
}

/** The eight points around p that are on the field, each once: [[dx, dy], p'] in screen terms. */
export function around(desc, p) {
  const out = [];
  for (const [dx, dy] of [
    [0, -1],
    [1, -1],
    [1, 0],
    [1, 1],
    [0, 1],
    [-1, 1],
    [-1, 0],
    [-1, -1],
  ]) {
    const q = neighbourPoint(desc, p, dx, dy);
    if (q !== p) out.push(q);
  }
  return out;
}

/** For each point, the house it lies in (an index into state.houses) or -1: the area inside the outline, minus holes. */
export function houseOf(desc, state) {
  const n = desc.w * desc.h;
  const at = new Int32Array(n).fill(-1);
  state.houses.forEach((house, i) => {
    const inside = insideRings(desc, house.rings);
    for (let p = 0; p < n; p++) if (inside[p] && at[p] < 0) at[p] = i;
  });
  return at;
}

/**
 * Points strictly inside the area the rings bound (even-odd over every ring), by a ray cast on
 * the drawing: a point on a ring is not inside. Only for naming a point's house to a listener;
 * the engine's `owner` and `points` say what is captured.
 */
function insideRings(desc, rings) {
  const n = desc.w * desc.h;
  const on = new Uint8Array(n);
  const edges = [];
  for (const ring of rings) {
    ring.forEach((p, k) => {
      on[p] = 1;
      edges.push([desc.at[p], desc.at[ring[(k + 1) % ring.length]]]);
    });
  }
  const inside = new Uint8Array(n);
  for (let p = 0; p < n; p++) {
    if (on[p]) continue;
    const [x, y] = desc.at[p];
    let odd = false;
    for (const [[x1, y1], [x2, y2]] of edges) {
      if (y1 > y !== y2 > y && x < x1 + ((y - y1) * (x2 - x1)) / (y2 - y1)) odd = !odd;
    }
    inside[p] = odd ? 1 : 0;
  }
  return inside;
}

/**
 * Whether a player closes surrounds by choice (x-y!) and ends the game by agreement: Polish rules
 * and zagram.org's territory rules (docs/dots-rules.md), which differ only in the count.
 */
export const closesByChoice = (settings) => !!settings && (settings.rules === 'polish' || settings.rules === 'zagram');

/**
 * Which coordinates of an edge of n points get a number (the board's and the setup's own start
 * field): all on small fields, else 1, every 5th and the last. `crowded`: two digits side by side
 * would touch (the board's font grown where a step is small), so the columns, whose numbers stand
 * in a row, are numbered as on a big field.
 */
export const numbered = (i, n, crowded = false) => (n <= 20 && !crowded) || i === 1 || i === n || i % 5 === 0;
