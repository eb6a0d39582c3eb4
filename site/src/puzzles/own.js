// own.js — a player's own puzzles: the positions of their finished games where "Replay with
// analysis" found a move that lost value (analysis/Analysis.jsx), kept in this browser under
// paperdots:v1:own-puzzles and shown on the Puzzles page as the set "From your games" (sets.js).
// A position becomes a puzzle when the solver proved every legal move there; the answer is every
// best move, the move played the tempting one. Their themes are not read (the shipped sets' are,
// by the generator); the best line is not kept (the replay asks for none).
import { splitRecord } from '../game/record.js';
import { difficulty } from './difficulty.js';

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
    !!p.proof &&
    typeof p.proof === 'object' &&
    p.best.every((m) => p.proof[m] === p.value) &&
    Object.values(p.proof).every(Number.isInteger) &&
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
