// solved.js — Shut In boards solved exactly by the core's solver (`paperdots solve`,
// core/shutin/solver.c: alpha-beta over wins and losses with a transposition table keyed by the
// position's future, mirror symmetry and the race model) from the fixed start with no blocked
// cells (and, marked start: 'free', from the free start). Each entry is a proven result, checked as written in docs/solvers.md "Solved Shut In boards"
// and measured by bench/shutin.sh; boards not listed are not solved. winner: the seat that wins
// with perfect play (1 crosses, who move first; 2 circles). The sizes beyond the standard boards
// were proved on 2026-12-01 (paperdots solve, at most 400 M nodes each) and each checked by a
// second search with the mirror and the cutoffs off (build/bench-native shutin-solve SETUP - 6).
export const SOLVED = [
  // with gravity: every size from 4x4 to 8x8
  { size: '4x4', gravity: '1', winner: 2 },
  { size: '4x5', gravity: '1', winner: 2 },
  { size: '4x6', gravity: '1', winner: 2 },
  { size: '4x7', gravity: '1', winner: 2 },
  { size: '4x8', gravity: '1', winner: 2 },
  { size: '5x4', gravity: '1', winner: 2 },
  { size: '5x5', gravity: '1', winner: 1 },
  { size: '5x6', gravity: '1', winner: 2 },
  { size: '5x7', gravity: '1', winner: 1 },
  { size: '5x8', gravity: '1', winner: 2 },
  { size: '6x4', gravity: '1', winner: 2 },
  { size: '6x5', gravity: '1', winner: 2 },
  { size: '6x6', gravity: '1', winner: 2 },
  { size: '6x7', gravity: '1', winner: 2 },
  { size: '6x8', gravity: '1', winner: 2 },
  { size: '7x4', gravity: '1', winner: 2 },
  { size: '7x5', gravity: '1', winner: 1 },
  { size: '7x6', gravity: '1', winner: 2 },
  { size: '7x7', gravity: '1', winner: 1 },
  { size: '7x8', gravity: '1', winner: 2 },
  { size: '8x4', gravity: '1', winner: 2 },
  { size: '8x5', gravity: '1', winner: 2 },
  { size: '8x6', gravity: '1', winner: 2 },
  { size: '8x7', gravity: '1', winner: 2 },
  { size: '8x8', gravity: '1', winner: 2 },
  // without gravity: every size from 4x4 to 8x8 of at most 36 cells
  { size: '4x4', gravity: '0', winner: 2 },
  { size: '4x5', gravity: '0', winner: 2 },
  { size: '4x6', gravity: '0', winner: 2 },
  { size: '4x7', gravity: '0', winner: 2 },
  { size: '4x8', gravity: '0', winner: 2 },
  { size: '5x4', gravity: '0', winner: 2 },
  { size: '5x5', gravity: '0', winner: 1 },
  { size: '5x6', gravity: '0', winner: 2 },
  { size: '5x7', gravity: '0', winner: 1 },
  { size: '6x4', gravity: '0', winner: 2 },
  { size: '6x5', gravity: '0', winner: 2 },
  { size: '6x6', gravity: '0', winner: 2 },
  { size: '7x4', gravity: '0', winner: 2 },
  { size: '7x5', gravity: '0', winner: 1 },
  { size: '8x4', gravity: '0', winner: 2 },
  // The free start (docs/spec.md §1.4: each side's first two pieces anywhere, floating too), proved on
  // 2026-12-02 (paperdots solve; 6x6 with gravity 17.1 M nodes): the same pattern.
  { size: '4x4', gravity: '1', start: 'free', winner: 2 },
  { size: '4x5', gravity: '1', start: 'free', winner: 2 },
  { size: '5x4', gravity: '1', start: 'free', winner: 2 },
  { size: '5x5', gravity: '1', start: 'free', winner: 1 },
  { size: '5x6', gravity: '1', start: 'free', winner: 2 },
  { size: '6x5', gravity: '1', start: 'free', winner: 2 },
  { size: '6x6', gravity: '1', start: 'free', winner: 2 },
  { size: '4x4', gravity: '0', start: 'free', winner: 2 },
  { size: '4x5', gravity: '0', start: 'free', winner: 2 },
  { size: '5x4', gravity: '0', start: 'free', winner: 2 },
  { size: '5x5', gravity: '0', start: 'free', winner: 1 },
];

/** The proven winner of these settings (1 or 2), or 0 when the board is not solved. */
export function solvedWinner(s) {
  if (s.blocked !== 'none') return 0;
  const hit = SOLVED.find((e) => e.size === s.size && e.gravity === s.gravity && (e.start || 'fixed') === s.start);
  return hit ? hit.winner : 0;
}
