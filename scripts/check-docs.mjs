// check-docs.mjs — the docs stay true to the tree: every repository path that README.md, docs/
// and the code's comments cite (in backticks or as a link) must exist. Paths under build/,
// wasm/dist/ and site/dist/ are build outputs and placeholders such as <family> stand for any
// name, so neither is checked. Prints each stale path with where it is cited; exits 1 if any.
// Code cites the spec as docs/spec.md (a file outside the repository cannot be followed).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TOP = ['core', 'cli', 'wasm', 'site', 'tests', 'scripts', 'bench', 'docs', '.ci'];
const OUTPUTS = /^(build|wasm\/dist|site\/dist)(\/|-|$)/;
const PLACEHOLDER = /[<>*{}]|(^|[/-])[A-Z]{2,}($|\/)/;

function walk(dir, keep, out = []) {
  for (const name of readdirSync(path.join(root, dir))) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.git')) continue;
    const rel = dir ? `${dir}/${name}` : name;
    if (statSync(path.join(root, rel)).isDirectory()) walk(rel, keep, out);
    else if (keep(rel)) out.push(rel);
  }
  return out;
}

// docs/log/ is history: its dated notes name files as they were then.
const docs = [
  'README.md',
  ...walk('docs', (f) => f.endsWith('.md') && !f.startsWith('docs/log/')),
  ...walk('site', (f) => f.endsWith('README.md')),
];
const code = TOP.filter((d) => d !== 'docs' && existsSync(path.join(root, d))).flatMap((d) =>
  walk(d, (f) => /\.(c|h|js|jsx|mjs|sh)$/.test(f) && !f.includes('/content/')),
);
code.push('Makefile');
const self = 'scripts/check-docs.mjs';

// A cited path: starts with a top-level folder (or is README.md/Makefile-like), has no spaces.
const cite = new RegExp(
  `(?<![\\w./|-])((?:${TOP.map((t) => t.replace('.', '\\.')).join('|')})/[\\w./<>*{}-]*[\\w/>}*])`,
  'g',
);

const stale = [];
for (const file of [...docs, ...code].filter((f) => f !== self)) {
  const text = readFileSync(path.join(root, file), 'utf8');
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    for (const m of line.matchAll(cite)) {
      const p = m[1].replace(/[.]+$/, '');
      if (OUTPUTS.test(p) || PLACEHOLDER.test(p)) continue;
      if (!existsSync(path.join(root, p))) stale.push(`${file}:${i + 1}: ${p}`);
    }
    if (/SPEC §|shared\/SPEC\.md|GEOMETRY\.md/.test(line))
      stale.push(`${file}:${i + 1}: cites the spec or docs/state-json.md outside docs/`);
  });
}
for (const s of stale) console.log(`check-docs: ${s}`);
console.log(`check-docs: ${docs.length} docs and ${code.length} code files, ${stale.length} stale citations`);
process.exit(stale.length ? 1 : 0);
