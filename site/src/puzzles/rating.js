// rating.js — the player's puzzle rating: Glicko-2 (the rating system of the chess sites' puzzle
// trainers, from the `glicko2` package), each attempt a game against the puzzle. A puzzle's own
// rating comes from its proof's difficulty (1..5, docs/puzzles.md), with a small deviation: the
// set is fixed, so its ratings are not learnt from players.
import { Glicko2 } from 'glicko2';
import { START } from './progress.js';

export { START };
const TAU = 0.5;
const PUZZLE_RD = 80;

/** The rating of a puzzle of difficulty 1..5: 1100, 1300, 1500, 1700, 1900. */
export function puzzleRating(p) {
  return 900 + 200 * p.difficulty;
}

/**
 * The player's rating after one attempt at puzzle p (solved: the first move played was best).
 * @param {{rating: number, rd: number, vol: number}} player
 */
export function rate(player, p, solved) {
  const g = new Glicko2({ tau: TAU, ...START });
  const me = g.makePlayer(player.rating, player.rd, player.vol);
  const it = g.makePlayer(puzzleRating(p), PUZZLE_RD, START.vol);
  g.updateRatings([[me, it, solved ? 1 : 0]]);
  return { rating: me.getRating(), rd: me.getRd(), vol: me.getVol() };
}

/** The record after a first try at puzzle p (a second try of a puzzle already tried changes nothing). */
export function afterTry(progress, p, solved) {
  if (p.key in progress.tried) return progress;
  const streak = solved ? progress.streak + 1 : 0;
  return {
    ...rate(progress, p, solved),
    streak,
    best: Math.max(progress.best, streak),
    tried: { ...progress.tried, [p.key]: solved ? 1 : 0 },
  };
}
