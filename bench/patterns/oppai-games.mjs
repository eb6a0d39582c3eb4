// oppai-games.mjs — games for `make patterns` (docs/bots.md "The learned prior"): oppai against
// itself from the 15×15 cross, every move refereed by `paperdots play` (bench/refs.mjs), each
// game appended to OUT as a record line. oppai is built outside the repository
// (../shared/REFERENCES.md, docs/bots.md); its path comes from PD_REF_OPPAI. The openings are the
// series' (four random moves near the cross, a new one every two games).
// Usage: PD_REF_OPPAI=PATH node bench/patterns/oppai-games.mjs --ms 500 --games 60 --seed 7 --out FILE
import { appendFileSync } from 'node:fs';
import { oppaiEngine, series } from '../refs.mjs';

const opt = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : dflt;
};
const path = process.env.PD_REF_OPPAI;
const out = opt('out', '');
if (!path || !out) {
  console.error('oppai-games: PD_REF_OPPAI=PATH and --out FILE are needed');
  process.exit(2);
}
const root = new URL('../../', import.meta.url).pathname;
const s = await series({
  bin: opt('bin', `${root}build/paperdots`),
  setup: opt('setup', 'game=dots&size=15x15&start=cross'),
  ms: Number(opt('ms', 500)),
  games: Number(opt('games', 60)),
  seed: Number(opt('seed', 7)),
  ours: oppaiEngine(path),
  theirs: oppaiEngine(path),
  log: (line) => process.stderr.write(`${line}\n`),
  onRecord: (record) => appendFileSync(out, `${record}\n`),
});
console.log(`oppai-games: ${s.w + s.d + s.l} games in ${s.minutes.toFixed(1)} minutes`);
