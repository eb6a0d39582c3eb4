// difficulty.js — a puzzle's difficulty, 1..5, from its proof (docs/puzzles.md "Difficulty"): the
// same for the shipped sets (bench/puzzles.mjs) and a player's own puzzles (own.js).

/** Difficulty 1..5 from the proof: how few moves are best, how little the nearest wrong move
 * loses, whether the level-2 bot misses it, how many moves are free (the depth of the proof).
 * p: {best, free, minLoss, tempting: [{move, by}]}. */
export function difficulty(p) {
  let d = 1;
  if (p.best.length * 4 <= p.free) d++;
  if (p.minLoss <= 1) d++;
  if (p.tempting.some((t) => t.by === 'level2' && !p.best.includes(t.move))) d++;
  if (p.free >= 14) d++;
  return Math.min(d, 5);
}
