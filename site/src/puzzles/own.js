// own.js — a player's own puzzles: the positions of their finished games where "Replay with
// analysis" found a move that lost value (analysis/Analysis.jsx), kept in this browser under
// paperdots:v1:own-puzzles and shown on the Puzzles page as the set "From your games" (sets.js).
// A position becomes a puzzle when the solver proved every legal move there; the answer is every
// best move, the move played the tempting one. Their themes are not read (the shipped sets' are,
// by the generator); the best line is not kept (the replay asks for none). Dots has no solver to
// the end: there the horizon search judges each marked position as the generator does
// (ownPuzzlesJudged), with its depth, themes, reasons and line.
import { splitRecord } from '../game/record.js';
import { difficulty } from './difficulty.js';
import { familyOf } from '../families/index.js';
import { familyOfSetup } from '../engine/engine-loader.js';

const KEY = 'paperdots:v1:own-puzzles';
/** The newest puzzles kept (a few hundred bytes each). */
export const OWN_KEPT = 200;

function store() {
  try {
    return globalThis.localStorage || null;
  } catch {
    return null;
  }
}

const isTokens = (x) => Array.isArray(x) && x.length > 0 && x.every((m) => typeof m === 'string');
const isObject = (x) => !!x && typeof x === 'object' && !Array.isArray(x);
/** A move's proved value: the proof's, or (a compact proof) the common value `rest`. */
const provedValue = (p, m) => (Object.hasOwn(p.proof, m) ? p.proof[m] : p.rest);

/** Is this a well-formed own puzzle (the engine still checks its setup when the board loads it)? */
export function validOwn(p) {
  return (
    !!p &&
    typeof p === 'object' &&
    /^[a-z0-9]{4,32}-\d{1,4}$/.test(p.id) &&
    typeof p.setup === 'string' &&
    p.setup.startsWith('game=') &&
    typeof p.moves === 'string' &&
    Number.isInteger(p.value) &&
    isTokens(p.best) &&
    isObject(p.proof) &&
    (p.rest === undefined || Number.isInteger(p.rest)) &&
    p.best.every((m) => provedValue(p, m) === p.value) &&
    Object.values(p.proof).every(Number.isInteger) &&
    (p.depth === undefined || (Number.isInteger(p.depth) && p.depth >= 1 && p.depth <= 6)) &&
    (p.line === undefined || isTokens(p.line)) &&
    Array.isArray(p.themes) &&
    p.themes.every((th) => typeof th === 'string') &&
    isObject(p.reasons) &&
    Array.isArray(p.tempting) &&
    Number.isInteger(p.difficulty) &&
    p.difficulty >= 1 &&
    p.difficulty <= 5
  );
}

/** The puzzles of one finished game. game: {id, record, moves}; results: the replay's analyses of
 * the positions before each move (analysis.js replay); blunders: its Map move index → loss. */
export function ownPuzzlesOf(game, results, blunders) {
  const setup = splitRecord(game.record).setup;
  const out = [];
  for (const k of blunders.keys()) {
    const r = results[k];
    if (!r || !r.known || !r.moves || r.moves.some((m) => !m.known)) continue;
    const best = r.moves.filter((m) => m.value === r.value).map((m) => m.move);
    const played = game.moves[k];
    if (best.includes(played)) continue;
    const losses = r.moves.filter((m) => m.value !== r.value).map((m) => Math.abs(r.value - m.value) / 2);
    const p = {
      id: `${game.id}-${k}`,
      setup,
      moves: game.moves.slice(0, k).join('.'),
      free: r.moves.length,
      value: r.value,
      best,
      proof: Object.fromEntries(r.moves.map((m) => [m.move, m.value])),
      tempting: [{ move: played, by: 'you' }],
      minLoss: Math.min(...losses),
      themes: [],
      reasons: {},
      made: Date.now(),
    };
    p.difficulty = difficulty(p);
    out.push(p);
  }
  return out;
}

/** The puzzles of one finished game whose marked positions the horizon search judged (Dots:
 * analysis.js `puzzles`). judged: [{k, puzzle}], the judge's answers (wasm/workers/dots-puzzle.js);
 * a position is kept when it is a puzzle and the move played there is not among its best (the
 * family's `puzzles.asProved` reads the move as the proof names it). */
export function ownPuzzlesJudged(game, judged) {
  const setup = splitRecord(game.record).setup;
  const rule = familyOf(familyOfSetup(setup)).puzzles;
  const out = [];
  for (const { k, puzzle: q } of judged) {
    if (!q || !q.ok) continue;
    const played = game.moves[k];
    if (q.best.includes(rule.asProved ? rule.asProved(q.proof, played) : played)) continue;
    out.push({
      id: `${game.id}-${k}`,
      setup,
      moves: game.moves.slice(0, k).join('.'),
      free: q.free,
      depth: q.depth,
      value: q.value,
      best: q.best,
      proof: q.proof,
      rest: q.rest,
      tempting: q.tempting,
      minLoss: q.minLoss,
      themes: q.themes,
      difficulty: q.difficulty,
      line: q.line,
      reasons: q.reasons,
      made: Date.now(),
    });
  }
  return out;
}

/** The own puzzles kept here, newest first (damaged entries are left out). */
export function loadOwn() {
  const s = store();
  if (!s) return [];
  try {
    const list = JSON.parse(s.getItem(KEY) || '[]');
    return Array.isArray(list) ? list.filter(validOwn) : [];
  } catch {
    return [];
  }
}

/** Keep these puzzles (a puzzle made again replaces its older copy); the oldest beyond OWN_KEPT
 * go. @returns {boolean} stored */
export function addOwn(puzzles) {
  const s = store();
  if (!s) return false;
  const ids = new Set(puzzles.map((p) => p.id));
  const list = [...puzzles, ...loadOwn().filter((p) => !ids.has(p.id))].slice(0, OWN_KEPT);
  try {
    s.setItem(KEY, JSON.stringify(list));
    return true;
  } catch {
    return false;
  }
}
