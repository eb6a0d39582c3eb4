// losses.mjs — where boxes level 4 loses exact value against the frozen baseline. Plays the match
// `make strength` plays (level 4 against --baseline, openings varied, sides swapped, --ms per
// move) with its records, then walks every game level 4 lost (with --draws: or drew) from the end
// back: before each of level 4's moves it solves the position with `paperdots solve --moves`
// (at most --cap ms each) and prints the moves whose value was below the position's. A game's
// walk stops at the first position the solver cannot finish within the cap. Not a test and not
// part of `make bench`: minutes per game.
// Usage: node bench/losses.mjs --baseline build/baseline/paperdots [--board 4x4] [--games 40]
//        [--seed 1] [--ms 1000] [--cap 20000] [--draws]
import { execFileSync } from 'node:child_process';
import { baselineMatchArgs } from './baseline-match.mjs';

const root = new URL('../', import.meta.url).pathname;
const bin = `${root}build/paperdots`;
const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : dflt;
};
const baseline = opt('baseline', '');
if (!baseline) throw new Error('--baseline PATH (a paperdots binary) is needed');
const board = opt('board', '4x4');
const games = Number(opt('games', 40));
const cap = opt('cap', '20000');
const setup = `game=boxes&size=${board}`;

const run = (...a) => execFileSync(bin, a, { encoding: 'utf8' });
const fields = (out) =>
  out
    .trim()
    .split('\n')
    .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]);

const out = run(
  ...baselineMatchArgs({ setup, games, ms: opt('ms', '1000'), seed: opt('seed', '1'), baseline }),
  '--records',
  '1',
);
const summary = Object.fromEntries(fields(out).filter(([k]) => k !== 'record'));
const records = fields(out)
  .filter(([k]) => k === 'record')
  .map(([, v]) => v);
console.log(
  `level 4 against ${baseline}: ${summary.a_wins}-${summary.b_wins}-${summary.draws} (${setup}, ${games} games)\n`,
);
console.log("| game | level 4 plays | result | free lines | move | its value | the position's |");
console.log('|---|---|---|---|---|---|---|');

for (const [i, record] of records.entries()) {
  const seat = i % 2 === 0 ? 1 : 2; // level 4 holds seat 1 in odd-numbered games
  const [start, list] = record.split('&moves=');
  const moves = list ? list.split('.') : [];
  const end = Object.fromEntries(fields(run('play', start, ...moves)));
  const result = end.winner === 'draw' ? 'draw' : end.winner.split(',').map(Number).includes(seat) ? 'won' : 'lost';
  if (result === 'won' || (result === 'draw' && !args.includes('--draws'))) continue;
  let rows = 0;
  for (let k = moves.length - 1; k >= 0; k--) {
    const before = moves.slice(0, k);
    if (Number(Object.fromEntries(fields(run('play', start, ...before))).to_move) !== seat) continue;
    const solved = fields(run('solve', start, ...before, '--moves', '--ms', cap));
    const free = solved.length - 3; // value=, one line per legal move, nodes=, ms=
    if (solved[0][1] === 'unknown') {
      console.log(
        `| ${i + 1} | seat ${seat} | ${result} | ${free} | | not solved within ${cap} ms: the walk stops | |`,
      );
      rows++;
      break;
    }
    const worth = new Map(solved.slice(1));
    if (worth.get(moves[k]) === 'unknown') {
      // the position solved, but the budget ran out before this move's own value
      console.log(
        `| ${i + 1} | seat ${seat} | ${result} | ${free} | ${moves[k]} | not solved within ${cap} ms | ${solved[0][1]} |`,
      );
      rows++;
    } else if (worth.get(moves[k]) !== solved[0][1]) {
      console.log(
        `| ${i + 1} | seat ${seat} | ${result} | ${free} | ${moves[k]} | ${worth.get(moves[k])} | ${solved[0][1]} |`,
      );
      rows++;
    }
  }
  if (!rows) console.log(`| ${i + 1} | seat ${seat} | ${result} | | | no value lost | |`);
}
