// seed-runs.mjs — writes site/src/articles/seed-runs.json: the hash of every run of 8 consecutive
// words in the seed pages (the rules pages the articles take their facts from), so the articles'
// check (articles/seed-overlap.js, called by validate.js) finds a copied sentence without the
// repository carrying the seeds' text. Run it again when the seeds change:
//   node site/tools/seed-runs.mjs [SEED_DIR]     (default: ../shared/seeds beside the repository)
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { RUN, runKeys } from '../src/articles/seed-overlap.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const dir = process.argv[2] || `${root}../shared/seeds`;
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.txt'))
  .sort();
if (!files.length) {
  console.error(`seed-runs: no .txt files in ${dir}`);
  process.exit(1);
}
const keys = new Set();
for (const f of files) for (const k of runKeys(readFileSync(`${dir}/${f}`, 'utf8'))) keys.add(k);
const out = { run: RUN, seeds: files, keys: [...keys].sort() };
writeFileSync(`${root}site/src/articles/seed-runs.json`, `${JSON.stringify(out, null, 0).replace(/","/g, '",\n"')}\n`);
console.log(`seed-runs: ${keys.size} runs of ${RUN} words from ${files.length} seeds`);
