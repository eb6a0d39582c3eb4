// validate.js — checks an article (content/<slug>.js) against the format (README.md here) and the
// real engine: every setup and move list the core accepts, the same shape in all four languages,
// every board a text names present, unique variant anchors. Returns the problems found as
// sentences ([] when the article is fine); the Vitest suite and the prerenderer both call it.
// Also: no text shares a run of 8 words with a seed page (seed-overlap.js), and every source is
// cited where it is used ("[id]" in the text) and every citation names a source.
import { LANGS } from '../app/routes.js';
import { FAMILY_NAMES, familyOf } from '../families/index.js';
import { RUN, sharedRuns, stringsOf } from './seed-overlap.js';
import seedRuns from './seed-runs.json';
import { hasMoves, joinRecord } from '../game/record.js';

const SEED_KEYS = new Set(seedRuns.keys);

export const MAX_DESCRIPTION = 160;
/** The deepest horizon of a puzzle searched to one (core/dots/dots.h DOTS_SEARCH_MAX_DEPTH). */
export const MAX_DEPTH = 6;

const SLUG_RE = /^[a-z][a-z0-9-]*$/;
const ID_RE = /^[a-z][a-z0-9-]*$/;
// Plain text: no HTML tags, no Markdown emphasis, links or headings.
const MARKUP_RE = /<\/?[a-z][^>]*>|\*\*|__|\]\(|^#+\s|`/i;

/** A citation in the text: "[id]" names a source of the article's `sources` list. */
export const CITE_RE = /\[([a-z0-9-]+)\]/g;

/** The source ids a string cites, in order ("ours" among them). */
export const citesOf = (s) => [...String(s).matchAll(CITE_RE)].map((m) => m[1]);

/**
 * "[ours]" marks a rule or detail that is this site's own choice, not a source's: the page shows
 * it as a small note ("Paperdots' choice", i18n art.ours) where a source's number would be. It
 * is no source: it is not listed in `sources`, and a history paragraph still needs a real one.
 */
export const OURS = 'ours';

/** The ids of real sources a string cites (not "[ours]"). */
const sourcesCitedBy = (s) => citesOf(s).filter((id) => id !== OURS);

/**
 * The sentences of a paragraph: split after ".", "!" or "?" where the next sentence begins with
 * a capital or a quotation mark (so "f.eks. a1" and "z. B. c3" stay whole).
 */
export const sentencesOf = (s) => String(s).split(/(?<=[.!?])\s+(?=[\p{Lu}«»„“"])/u);

const isText = (s) => typeof s === 'string' && s.trim().length > 0;

/** The family a setup names ("game=boxes&…" → "boxes"), or null. */
export function familyOfSetup(setup) {
  const m = /^game=(\w+)/.exec(String(setup || ''));
  return m ? m[1] : null;
}

/** The record of a board or puzzle: setup and moves as one string. */
export function recordOf({ setup, moves }) {
  return joinRecord(setup, moves || '');
}

/** The parts of a language's text that must match across languages (lengths, boards, ids, links). */
function shapeOf(text) {
  const arr = (x) => (Array.isArray(x) ? x : null);
  return JSON.stringify({
    what: arr(text.what)?.length,
    steps: arr(text.steps)?.map((s) => s && (s.board ?? null)),
    changes: arr(text.changes)?.length,
    variants: arr(text.variants)?.map((v) => v && [v.id, v.board ?? null, arr(v.text)?.length]),
    strategy: arr(text.strategy)?.map((s) => s && (s.board ?? null)),
    history: arr(text.history)?.length,
    puzzles: arr(text.puzzles)?.length,
  });
}

/** Problems with one language's text (everything but the comparison with the others). */
function checkText(text, a, where) {
  const out = [];
  const boardKeys = new Set(Object.keys(a.boards || {}));
  const str = (v, name) => {
    if (!isText(v)) out.push(`${where}.${name}: a non-empty string is required`);
    else if (MARKUP_RE.test(v)) out.push(`${where}.${name}: plain text only (no HTML or Markdown)`);
  };
  const strings = (list, name, { empty = false } = {}) => {
    if (!Array.isArray(list) || (!empty && list.length === 0)) {
      out.push(`${where}.${name}: a ${empty ? '' : 'non-empty '}list is required`);
      return;
    }
    list.forEach((v, i) => str(v, `${name}[${i}]`));
  };
  const board = (key, name) => {
    if (key !== undefined && key !== null && !boardKeys.has(key))
      out.push(`${where}.${name}: no board "${key}" in boards`);
  };
  if (!text || typeof text !== 'object') return [`${where}: missing`];
  str(text.title, 'title');
  str(text.description, 'description');
  if (isText(text.description) && text.description.length > MAX_DESCRIPTION) {
    out.push(`${where}.description: ${text.description.length} characters (at most ${MAX_DESCRIPTION})`);
  }
  str(text.lead, 'lead');
  strings(text.what, 'what');
  for (const [name, list] of [
    ['steps', text.steps],
    ['strategy', text.strategy],
  ]) {
    if (!Array.isArray(list) || list.length === 0) out.push(`${where}.${name}: a non-empty list is required`);
    else
      list.forEach((s, i) => {
        str(s && s.text, `${name}[${i}].text`);
        board(s && s.board, `${name}[${i}].board`);
      });
  }
  if (!Array.isArray(text.changes)) out.push(`${where}.changes: a list is required ([] for a base game)`);
  else {
    if (a.base === null && text.changes.length) out.push(`${where}.changes: a base game has no rule changes`);
    if (a.base !== null && !text.changes.length) out.push(`${where}.changes: a variant lists its rule changes`);
    text.changes.forEach((c, i) =>
      ['rule', 'standard', 'variant'].forEach((k) => str(c && c[k], `changes[${i}].${k}`)),
    );
  }
  if (text.variants !== undefined) {
    if (!Array.isArray(text.variants)) out.push(`${where}.variants: a list is required when present`);
    else {
      const ids = new Set();
      text.variants.forEach((v, i) => {
        if (!v || !ID_RE.test(v.id || '')) out.push(`${where}.variants[${i}].id: a lowercase anchor is required`);
        else if (ids.has(v.id)) out.push(`${where}.variants[${i}].id: "${v.id}" is used twice`);
        else ids.add(v.id);
        str(v && v.title, `variants[${i}].title`);
        strings(v && v.text, `variants[${i}].text`);
        board(v && v.board, `variants[${i}].board`);
      });
    }
  }
  strings(text.history, 'history');
  if (text.sources !== undefined)
    out.push(`${where}.sources: the sources are the article's own list (a.sources), shared by every language`);
  // Citations: every one names a source; every source is cited; every history paragraph cites.
  const ids = new Set((Array.isArray(a.sources) ? a.sources : []).map((s) => s && s.id));
  const cited = new Set();
  for (const [path, s] of stringsOf(text)) {
    for (const id of sourcesCitedBy(s)) {
      cited.add(id);
      if (!ids.has(id)) out.push(`${where}.${path}: cites "[${id}]", which is not in the article's sources`);
    }
    if (/^(title|description|lead)$/.test(path) && citesOf(s).length)
      out.push(`${where}.${path}: no citations here (cite in the paragraph that makes the claim)`);
  }
  for (const id of ids) if (id && !cited.has(id)) out.push(`${where}: the source "${id}" is never cited`);
  // A choice marked as the site's own says so in words too: its sentence names Paperdots.
  for (const [path, s] of stringsOf(text))
    for (const sentence of sentencesOf(s))
      if (citesOf(sentence).includes(OURS) && !/Paperdots/.test(sentence))
        out.push(`${where}.${path}: "[${OURS}]" marks a sentence that does not say it is Paperdots' choice`);
  if (Array.isArray(text.history))
    text.history.forEach((p, i) => {
      if (isText(p) && !sourcesCitedBy(p).length) out.push(`${where}.history[${i}]: cites no source`);
    });
  // Our own words: no run of RUN words shared with a seed page.
  for (const [path, s] of stringsOf(text)) {
    for (const run of sharedRuns(s, SEED_KEYS))
      out.push(
        `${where}.${path}: shares ${RUN} or more words in a row with a seed page ("${run}"): say it in our own words`,
      );
  }
  const puzzles = a.puzzles || [];
  if (!Array.isArray(text.puzzles) || text.puzzles.length !== puzzles.length) {
    out.push(`${where}.puzzles: one prompt per puzzle (${puzzles.length})`);
  } else text.puzzles.forEach((p, i) => str(p && p.prompt, `puzzles[${i}].prompt`));
  return out;
}

/** Does the engine accept this setup or record? Returns [problem] or [] (and the game's info). */
function tryGame(engine, record, where) {
  let game = null;
  try {
    game = engine.newGame(record);
    return { problems: [], state: game.state(), geometry: game.geometry() };
  } catch (e) {
    return { problems: [`${where}: the engine refuses "${record}": ${e.code || ''} ${e.message}`] };
  } finally {
    if (game) game.free();
  }
}

/** The exact solver's budget for a board's `facts.value` (WASM at build time). */
export const FACT_MS = 4000;

/**
 * A board's `facts`: what its text says of the position, checked against the engine. Each key
 * but `value` names a field of the engine's state (e.g. Shut In's `shared`: the empty cells both
 * sides can reach, 0 in a race) and must equal it; `value` is the exact solver's value for the
 * side to move (Shut In: 1 it wins, -1 it loses).
 */
function checkFacts(engine, board, state, where) {
  const out = [];
  if (!board.facts || typeof board.facts !== 'object') return [`${where}.facts: an object is required`];
  for (const [k, want] of Object.entries(board.facts)) {
    if (k === 'value') continue;
    if (!(k in state)) out.push(`${where}.facts.${k}: the engine's state has no "${k}"`);
    else if (JSON.stringify(state[k]) !== JSON.stringify(want)) {
      out.push(`${where}.facts.${k}: the text says ${JSON.stringify(want)}, the engine ${JSON.stringify(state[k])}`);
    }
  }
  if ('value' in board.facts) {
    const game = engine.newGame(recordOf(board));
    try {
      const got = game.solve({ ms: FACT_MS });
      if (!got.known) out.push(`${where}.facts.value: the solver did not finish within ${FACT_MS} ms`);
      else if (got.value !== board.facts.value)
        out.push(`${where}.facts.value: the text says ${board.facts.value}, the solver ${got.value}`);
    } catch (e) {
      out.push(`${where}.facts.value: the solver refuses: ${e.code || ''} ${e.message}`);
    } finally {
      game.free();
    }
  }
  return out;
}

/**
 * All problems of an article. file: its content file's name without ".js"; slugs: the slugs of
 * every article (a variant's `base` must be one); engine: the WASM engine (wasm/engine.js).
 */
export function validateArticle(a, { file, slugs, engine }) {
  const out = [];
  if (!a || typeof a !== 'object') return [`${file}: no default export`];
  if (!SLUG_RE.test(a.slug || '')) out.push(`${file}: slug must be lowercase words joined by "-"`);
  if (a.slug !== file) out.push(`${file}: slug "${a.slug}" differs from its file name`);
  const known = FAMILY_NAMES.includes(a.family);
  if (!known) out.push(`${file}: family must be one of ${FAMILY_NAMES.join(', ')}`);
  // What the family's puzzles need (families/<name>/index.jsx `puzzles`); none for an unknown family.
  const rule = known ? familyOf(a.family).puzzles : { solver: true, min: () => 0 };
  if (a.base !== null && (!slugs.includes(a.base) || a.base === a.slug))
    out.push(`${file}: base "${a.base}" is not another article (null for a base game)`);

  if (!isText(a.play)) out.push(`${file}: play (the setup of "Play this variant") is required`);
  else {
    if (familyOfSetup(a.play) !== a.family) out.push(`${file}: play is not a ${a.family} setup`);
    if (hasMoves(a.play)) out.push(`${file}: play is a setup, without moves`);
    out.push(...tryGame(engine, a.play, `${file}: play`).problems);
  }

  const boards = a.boards && typeof a.boards === 'object' ? a.boards : {};
  if (!a.boards || typeof a.boards !== 'object') out.push(`${file}: boards must be an object`);
  for (const [key, b] of Object.entries(boards)) {
    if (!b || !isText(b.setup) || typeof (b.moves ?? '') !== 'string') {
      out.push(`${file}: boards.${key} needs setup and moves strings`);
      continue;
    }
    if (familyOfSetup(b.setup) !== a.family) out.push(`${file}: boards.${key} is not a ${a.family} board`);
    const g = tryGame(engine, recordOf(b), `${file}: boards.${key}`);
    out.push(...g.problems);
    if (g.state && b.facts !== undefined) out.push(...checkFacts(engine, b, g.state, `${file}: boards.${key}`));
  }

  const puzzles = Array.isArray(a.puzzles) ? a.puzzles : [];
  if (a.puzzles !== undefined && !Array.isArray(a.puzzles)) out.push(`${file}: puzzles must be a list`);
  puzzles.forEach((p, i) => {
    const where = `${file}: puzzles[${i}]`;
    if (!p || !isText(p.setup)) return void out.push(`${where}: setup is required`);
    const g = tryGame(engine, recordOf(p), where);
    out.push(...g.problems);
    if (!g.state) return;
    if (g.state.over) out.push(`${where}: the game is over`);
    if (g.state.seats !== undefined && Number(g.state.seats) !== 2) out.push(`${where}: the solver needs two seats`);
    if (!rule.solver) out.push(`${where}: ${rule.refusal}`);
    // A family searched to a horizon (Dots) needs each puzzle's depth; the others solve to the end.
    // At least 2 plies: one ply sees only the mover's own captures (which every bot finds), and
    // the verdicts speak of "the next {plies} moves".
    if (rule.depth && !(Number.isInteger(p.depth) && p.depth >= 2 && p.depth <= MAX_DEPTH)) {
      out.push(`${where}: depth (the plies the search looks ahead, 2..${MAX_DEPTH}) is required`);
    }
    if (p.answer !== undefined && !(Array.isArray(p.answer) && p.answer.length && p.answer.every(isText))) {
      out.push(`${where}: answer (the moves the prompt was written for) must be a non-empty list of move tokens`);
    }
    if (!rule.depth && p.depth !== undefined)
      out.push(`${where}: depth is only for a game searched to a horizon; this one is solved to the end`);
  });
  const least = rule.solver ? rule.min(a.play) : 0;
  if (puzzles.length < least) out.push(`${file}: ${rule.who} needs at least ${least} puzzles`);

  if (!Array.isArray(a.sources) || !a.sources.length) out.push(`${file}: sources: a non-empty list is required`);
  else {
    const seen = new Set();
    a.sources.forEach((s, i) => {
      if (!s || !ID_RE.test(s.id || '')) out.push(`${file}: sources[${i}].id: a lowercase id is required`);
      else if (s.id === OURS)
        out.push(`${file}: sources[${i}].id: "${OURS}" marks the site's own choice, not a source`);
      else if (seen.has(s.id)) out.push(`${file}: sources[${i}].id: "${s.id}" is used twice`);
      else seen.add(s.id);
      if (!isText(s && s.text)) out.push(`${file}: sources[${i}].text: a non-empty string is required`);
      else if (MARKUP_RE.test(s.text)) out.push(`${file}: sources[${i}].text: plain text only (no HTML or Markdown)`);
      if (s && s.href !== undefined && !/^https:\/\/[^\s<>"]+$/.test(s.href))
        out.push(`${file}: sources[${i}].href: an https:// address is required`);
    });
  }

  // Notes are numbered by their place in the list: the list follows the order of first citation
  // in the English text (the page's reading order), so the numbers rise as one reads.
  const text = a.text && typeof a.text === 'object' ? a.text : {};
  if (Array.isArray(a.sources) && text.en) {
    const first = [...new Set(stringsOf(text.en).flatMap(([, s]) => sourcesCitedBy(s)))];
    const listed = a.sources.map((s) => s && s.id).filter((id) => first.includes(id));
    if (listed.join() !== first.join())
      out.push(`${file}: sources: list them in the order the text first cites them (${first.join(', ')})`);
  }
  for (const l of Object.keys(text)) if (!LANGS.includes(l)) out.push(`${file}: text.${l} is not a site language`);
  const shapes = new Map();
  for (const l of LANGS) {
    if (!text[l]) {
      out.push(`${file}: text.${l} is missing`);
      continue;
    }
    out.push(...checkText(text[l], a, `${file}: text.${l}`));
    shapes.set(l, shapeOf(text[l]));
  }
  const en = shapes.get('en');
  for (const [l, s] of shapes)
    if (en && s !== en)
      out.push(`${file}: text.${l} differs in shape from text.en (lists, boards, variant ids, links)`);
  // Every language grounds the same paragraph on the same sources, and marks the same choices as
  // the site's own: a translation may not drop a citation or an "[ours]", nor add one.
  if (en && text.en) {
    const citations = (t) => new Map(stringsOf(t).map(([path, s]) => [path, citesOf(s).join(', ')]));
    const want = citations(text.en);
    for (const l of LANGS)
      if (l !== 'en' && shapes.get(l) === en)
        for (const [path, got] of citations(text[l]))
          if (want.has(path) && got !== want.get(path))
            out.push(`${file}: text.${l}.${path} cites [${got}], text.en.${path} cites [${want.get(path)}]`);
  }
  return out;
}
