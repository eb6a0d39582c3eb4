// fit.mjs — `make patterns`, step 2: the gammas of Dots level 4's learned prior
// (core/dots/patterns.h) from the lines extract.c writes, by minorization-maximization for the
// generalized Bradley-Terry model (Hunter 2004; as Coulom's "Computing Elo ratings of move
// patterns" does for Go): a candidate's strength is the product of its features' gammas, the move
// played wins against every other candidate of its position. Each feature has one virtual win and
// one virtual loss against a gamma of 1 (so a rare feature stays near 1). Every tenth position is
// held out; the fit is made on the others and judged on them: how often the strongest candidate
// is the move played, and the mean log-likelihood of the move played, beside a uniform choice.
// Writes the table as a C header. Usage: node fit.mjs FEATURES OUT.h
import { readFileSync, writeFileSync } from 'node:fs';

const [input, out] = process.argv.slice(2);
if (!input || !out) {
  console.error('usage: node bench/patterns/fit.mjs FEATURES OUT.h');
  process.exit(2);
}
// The groups of core/dots/patterns.h, in order: shape, capture, block, line, last, own.
const SIZES = [625, 6, 5, 4, 5, 5];
const N = SIZES.reduce((a, b) => a + b, 0);
const GROUPS = SIZES.length;
const starts = SIZES.map((_, g) => SIZES.slice(0, g).reduce((a, b) => a + b, 0));

const positions = readFileSync(input, 'utf8')
  .trim()
  .split('\n')
  .map((line) => {
    const [chosen, ...cands] = line.split(' ');
    return { chosen: Number(chosen), cands: cands.map((c) => Int32Array.from(c.split(','), Number)) };
  });
const train = positions.filter((_, i) => i % 10 !== 9);
const held = positions.filter((_, i) => i % 10 === 9);

const gamma = new Float64Array(N).fill(1);
const wins = new Float64Array(N);
for (const p of train) for (const f of p.cands[p.chosen]) wins[f]++;

const strength = (c) => {
  let v = 1;
  for (const f of c) v *= gamma[f];
  return v;
};

function judge(set) {
  let hits = 0,
    ll = 0,
    uniform = 0;
  for (const p of set) {
    const s = p.cands.map(strength);
    const sum = s.reduce((a, b) => a + b, 0);
    let best = 0;
    for (let k = 1; k < s.length; k++) if (s[k] > s[best]) best = k;
    hits += best === p.chosen;
    ll += Math.log(s[p.chosen] / sum);
    uniform += Math.log(1 / s.length);
  }
  return { top1: (100 * hits) / set.length, ll: ll / set.length, uniform: uniform / set.length };
}

const ITERATIONS = 40;
for (let it = 0; it < ITERATIONS; it++) {
  for (let g = 0; g < GROUPS; g++) {
    // one group at a time: each candidate has exactly one feature of the group
    const denom = new Float64Array(N);
    for (const p of train) {
      const s = p.cands.map(strength);
      const sum = s.reduce((a, b) => a + b, 0);
      p.cands.forEach((c, k) => {
        const f = c[g];
        denom[f] += s[k] / gamma[f] / sum;
      });
    }
    for (let f = starts[g]; f < starts[g] + SIZES[g]; f++) gamma[f] = (wins[f] + 1) / (denom[f] + 2 / (gamma[f] + 1));
  }
}

const fit = judge(train),
  test = judge(held);
const f2 = (v) => v.toFixed(2);
console.log(
  `patterns: ${positions.length} positions (${train.length} fitted, ${held.length} held out), ${N} features; ` +
    `held out: the strongest candidate is the move played in ${f2(test.top1)} %, ` +
    `log-likelihood ${f2(test.ll)} a move (uniform ${f2(test.uniform)}); fitted: ${f2(fit.top1)} %, ${f2(fit.ll)}`,
);
const rows = [];
for (let i = 0; i < N; i += 10)
  rows.push('    ' + Array.from(gamma.slice(i, i + 10), (v) => `${v.toPrecision(5)}f`).join(', '));
writeFileSync(
  out,
  `/* pattern_table.h — written by \`make patterns\` (bench/patterns/fit.mjs): the gammas of Dots level
 * 4's learned prior (patterns.h), fitted on ${train.length} positions. Held out (${held.length}): the
 * strongest candidate is the move played in ${f2(test.top1)} %, log-likelihood ${f2(test.ll)} a move
 * (uniform ${f2(test.uniform)}). */
static const float dots_pattern_gammas[${N}] = {
${rows.join(',\n')},
};
`,
);
