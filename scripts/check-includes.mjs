// check-includes.mjs — a header named after one .c file is that file's header, not the private
// header of a folder: counted together (a unit: the path without its extension), the core's
// files take names from each other in one direction only. Two checks over core/ and cli/:
// - a header X.h beside an X.c declares only functions that X.c defines (a function declared
//   there but defined in another file would make every user of that file look like X.c's);
// - the #include "…" graph between units has no circle.
// Prints what it finds and exits 1 if anything. A header with no .c of its name (boxes/boxes.h,
// boxes/search.h, common/fmt.h) is a unit of its own and may serve many files.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const files = [];
const walk = (dir) => {
  for (const name of readdirSync(path.join(root, dir))) {
    const rel = `${dir}/${name}`;
    if (statSync(path.join(root, rel)).isDirectory()) walk(rel);
    else if (/\.[ch]$/.test(name)) files.push(rel);
  }
};
for (const d of ['core', 'cli']) if (existsSync(path.join(root, d))) walk(d);

const unit = (f) => f.replace(/\.[ch]$/, '');
const edges = new Map();
for (const f of files) {
  const from = unit(f);
  for (const m of readFileSync(path.join(root, f), 'utf8').matchAll(/^\s*#\s*include\s+"([^"]+)"/gm)) {
    // as the compiler finds it: beside the file first, then under core/ (-Icore)
    const near = path.posix.normalize(`${path.posix.dirname(f)}/${m[1]}`);
    const target = existsSync(path.join(root, near)) ? near : `core/${m[1]}`;
    const to = unit(target);
    if (to === from) continue;
    if (!edges.has(from)) edges.set(from, new Set());
    edges.get(from).add(to);
  }
}

// Tarjan's strongly connected components.
let index = 0;
const idx = new Map();
const low = new Map();
const stack = [];
const on = new Set();
const groups = [];
function connect(v) {
  idx.set(v, index);
  low.set(v, index++);
  stack.push(v);
  on.add(v);
  for (const w of edges.get(v) || []) {
    if (!idx.has(w)) {
      connect(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
  }
  if (low.get(v) === idx.get(v)) {
    const g = [];
    let w;
    do {
      w = stack.pop();
      on.delete(w);
      g.push(w);
    } while (w !== v);
    if (g.length > 1) groups.push(g.sort());
  }
}
for (const v of new Set([...edges.keys(), ...files.map(unit)])) if (!idx.has(v)) connect(v);

// Functions each .c defines: a line at the left margin that is not static and names a function,
// with its body's brace on the next line (the house style).
const defined = new Map();
for (const f of files.filter((x) => x.endsWith('.c'))) {
  const lines = readFileSync(path.join(root, f), 'utf8').split('\n');
  lines.forEach((line, i) => {
    const m = /^(?!static\b)[A-Za-z_][\w \t*]*?\b([a-z_]\w*)\s*\(/.exec(line);
    if (m && /^\{/.test(lines[i + 1] || '') && !/;\s*$/.test(line)) defined.set(m[1], f);
  });
}
const misplaced = [];
for (const h of files.filter((x) => x.endsWith('.h'))) {
  const own = h.replace(/\.h$/, '.c');
  if (!files.includes(own)) continue;
  const text = readFileSync(path.join(root, h), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  // declarations: a statement at the left margin, not a macro, typedef or inline definition, that
  // ends in ");"
  for (const m of text.matchAll(
    /^(?![#\s}]|typedef|static|struct\s+\w+\s*\{)[^;{}]*?\b([a-z_]\w*)\s*\([^;{}]*\)\s*;/gm,
  )) {
    const where = defined.get(m[1]);
    if (where && where !== own) misplaced.push(`${h} declares ${m[1]}, defined in ${where}`);
  }
}

for (const x of misplaced) console.log(`core includes: ${x}`);
for (const g of groups) console.log(`core includes: circle through ${g.join(', ')}`);
console.log(
  `core includes: ${new Set(files.map(unit)).size} units, ${misplaced.length} functions declared in another file's header, ${groups.length} circles`,
);
process.exit(groups.length || misplaced.length ? 1 : 0);
