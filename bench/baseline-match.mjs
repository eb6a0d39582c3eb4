// baseline-match.mjs — the arguments of `paperdots match` for level 4 against the frozen
// baseline, as `make strength` plays it (bench/strength.mjs) and bench/losses.mjs replays it:
// openings varied (one per two games), sides swapped, the baseline in seat b.
export function baselineMatchArgs({ setup, games, ms, seed, baseline }) {
  return [
    'match',
    setup,
    '--a',
    '4',
    '--b',
    '4',
    '--games',
    String(games),
    '--ms',
    String(ms),
    '--openings',
    String(Math.ceil(games / 2)),
    '--seed',
    String(seed),
    '--b-engine',
    baseline,
  ];
}
