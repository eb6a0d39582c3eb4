// check-articles.mjs — checks the rules articles' content files (site/src/articles/content/*.js)
// against the article format and the real engine (the WASM core in wasm/dist, `make wasm`).
//   node site/tools/check-articles.mjs [slug ...]          check the named articles (default: all)
//   node site/tools/check-articles.mjs --show SETUP MOVES   print a position (dots/shutin as text)
// Checks: the four languages have the same keys and array lengths; descriptions ≤ 160 characters;
// every board, puzzle and `play` setup replays in the engine; puzzles of the boxes family are
// solved exactly (two players), Dots puzzles to their depth, and must have at least one losing
// move, each solve timed.
import { readFile, readdir } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadEngine } from '../../wasm/engine.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const contentDir = root + 'site/src/articles/content/';
const LANGS = ['en', 'da', 'de', 'nb'];
const engine = await loadEngine({ wasmBinary: await readFile(root + 'wasm/dist/paperdots.wasm') });

function replay(setup, moves) {
  const g = engine.newGame(setup);
  for (const t of moves ? moves.split('.') : []) g.play(t);
  return g;
}

/** A text picture of a dots or shutin position (rows from the top). */
function show(g) {
  const st = g.state();
  const geo = g.geometry();
  const rows = [];
  if (st.points) {
    for (let y = geo.h; y >= 1; y--) {
      let s = String(y).padStart(3) + ' ';
      for (let x = 1; x <= geo.w; x++) {
        const i = (y - 1) * geo.w + (x - 1);
        const v = st.points[i];
        const o = st.owner[i];
        s += v === 1 ? 'X' : v === 2 ? 'O' : v === -1 ? 'x' : v === -2 ? 'o' : o ? String(o) : '.';
        s += ' ';
      }
      rows.push(s);
    }
    rows.push(
      `scores=${st.scores} houses=${JSON.stringify(st.houses.map((h) => [h.team, h.pending]))} territory=${st.territory.length} result=${JSON.stringify(st.result)} actions=${st.actions}`,
    );
  } else if (st.cells) {
    for (let y = geo.h; y >= 1; y--) {
      let s = String(y).padStart(3) + ' ';
      for (let x = 1; x <= geo.w; x++) {
        const v = st.cells[(y - 1) * geo.w + (x - 1)];
        s += v === 1 ? 'X ' : v === 2 ? 'O ' : v === -1 ? '# ' : '. ';
      }
      rows.push(s);
    }
    rows.push(`result=${JSON.stringify(st.result)} legal=${g.legalMoves ? JSON.stringify(g.legalMoves()) : ''}`);
  } else {
    rows.push(`scores=${st.scores} result=${JSON.stringify(st.result)}`);
  }
  return rows.join('\n');
}

function shape(a, b, path, errs) {
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) errs.push(`${path}: array length differs`);
    else a.forEach((x, i) => shape(x, b[i], `${path}[${i}]`, errs));
  } else if (a && typeof a === 'object') {
    if (!b || typeof b !== 'object') return errs.push(`${path}: not an object`);
    const ka = Object.keys(a).sort().join(',');
    const kb = Object.keys(b).sort().join(',');
    if (ka !== kb) errs.push(`${path}: keys ${kb} ≠ ${ka}`);
    for (const k of Object.keys(a)) if (k in b) shape(a[k], b[k], `${path}.${k}`, errs);
  } else if (typeof a !== typeof b) errs.push(`${path}: type differs`);
  else if (typeof a === 'string' && (a.trim() === '' || b.trim() === '')) errs.push(`${path}: empty text`);
}

const sameLangValue = new Set(['board', 'id', 'href']); // keys whose value is not text

function sameIds(a, b, path, errs) {
  if (Array.isArray(a)) a.forEach((x, i) => sameIds(x, b?.[i], `${path}[${i}]`, errs));
  else if (a && typeof a === 'object')
    for (const k of Object.keys(a)) {
      if (sameLangValue.has(k) && a[k] !== b?.[k]) errs.push(`${path}.${k}: ${b?.[k]} ≠ ${a[k]}`);
      else sameIds(a[k], b?.[k], `${path}.${k}`, errs);
    }
}

async function check(file) {
  const art = (await import(pathToFileURL(contentDir + file).href)).default;
  const errs = [];
  const out = [];
  for (const k of ['slug', 'family', 'base', 'play', 'boards', 'puzzles', 'text'])
    if (!(k in art)) errs.push(`missing ${k}`);
  if (art.slug + '.js' !== file) errs.push(`slug ${art.slug} ≠ file name`);
  if (!['boxes', 'dots', 'shutin'].includes(art.family)) errs.push(`family ${art.family}`);
  for (const l of LANGS) if (!art.text?.[l]) errs.push(`no text.${l}`);
  const en = art.text.en;
  if (!Array.isArray(art.sources) || !art.sources.length) errs.push('missing sources');
  for (const k of ['title', 'description', 'lead', 'what', 'steps', 'changes', 'strategy', 'history', 'puzzles'])
    if (!(k in en)) errs.push(`text.en misses ${k}`);
  for (const l of LANGS.slice(1)) {
    shape(en, art.text[l], `text.${l}`, errs);
    sameIds(en, art.text[l], `text.${l}`, errs);
  }
  for (const l of LANGS) {
    const t = art.text[l];
    if (t.description.length > 160) errs.push(`${l}.description is ${t.description.length} > 160`);
    if ((t.puzzles || []).length !== art.puzzles.length) errs.push(`${l}.puzzles ≠ puzzles`);
    const used = [...t.steps, ...t.strategy, ...(t.variants || [])].map((s) => s.board).filter(Boolean);
    for (const b of used) if (!art.boards[b]) errs.push(`${l}: board "${b}" is not in boards`);
    for (const v of t.variants || []) if (!v.id) errs.push(`${l}: a variant without id`);
    const all = JSON.stringify(t);
    if (/[<>*_`#]/.test(all.replace(/https?:[^"]*/g, ''))) errs.push(`${l}: looks like HTML/Markdown`);
  }
  try {
    const g = replay(art.play, '');
    g.free();
  } catch (e) {
    errs.push(`play "${art.play}": ${e.message}`);
  }
  for (const [name, b] of Object.entries(art.boards)) {
    try {
      const g = replay(b.setup, b.moves);
      out.push(`board ${name}: ${b.moves.split('.').filter(Boolean).length} moves\n${show(g)}`);
      g.free();
    } catch (e) {
      errs.push(`board ${name}: ${e.message}`);
    }
  }
  if (art.family === 'boxes' && art.puzzles.length < 3 && !/more-players/.test(art.slug))
    errs.push(`only ${art.puzzles.length} puzzles`);
  for (const [i, p] of art.puzzles.entries()) {
    try {
      const g = replay(p.setup, p.moves);
      const t0 = Date.now();
      // Dots is searched to the puzzle's horizon (its depth); the others are solved to the end
      const r = g.solveMoves(p.depth ? { depth: p.depth } : {});
      const ms = Date.now() - t0;
      const moves = r.moves ?? r;
      const best = moves.filter((m) => m.value === r.value);
      const worse = moves.length - best.length;
      out.push(
        `puzzle ${i}: value=${r.value} best=${best.map((m) => m.token ?? m.move).join(',')} of ${moves.length}, ${ms} ms`,
      );
      if (!worse) errs.push(`puzzle ${i}: every move is best`);
      if (ms > 2000) errs.push(`puzzle ${i}: ${ms} ms > 2 s`);
      g.free();
    } catch (e) {
      errs.push(`puzzle ${i}: ${e.message}`);
    }
  }
  return { errs, out };
}

const args = process.argv.slice(2);
if (args[0] === '--show') {
  const g = replay(args[1], args[2] || '');
  console.log(show(g));
  if (args[3] === '--solve') console.log(JSON.stringify(g.solveMoves()));
  process.exit(0);
}
const verbose = args.includes('-v');
const slugs = args.filter((a) => !a.startsWith('-'));
const files = slugs.length ? slugs.map((s) => s + '.js') : (await readdir(contentDir)).filter((f) => f.endsWith('.js'));
let bad = 0;
for (const f of files) {
  const { errs, out } = await check(f);
  console.log(`${errs.length ? 'FAIL' : 'ok  '} ${f}`);
  if (verbose) console.log(out.join('\n'));
  for (const e of errs) console.log('   ' + e);
  bad += errs.length ? 1 : 0;
}
process.exit(bad ? 1 : 0);
