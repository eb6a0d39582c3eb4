// progress.js — the player's puzzle record in this browser, beside the saved games
// (saved/storage.js) under paperdots:v1:puzzles, and in the games file (saved/games-file.js):
//   {rating, rd, vol}  the Glicko-2 rating (rating.js)
//   streak, best       puzzles solved in a row at the first try, now and at most
//   tried              puzzle key (sets.js) → 1 (solved at the first try) or 0 (not)
// Only a first try counts (rating.js afterTry). Reading a damaged record starts afresh and says so
// (`damaged`); writing never throws. No rating code here: the play page's games file reads this
// module, and the rating system stays in the Puzzles page's part.

/** A new player: Glicko-2's usual start (1500, deviation 350, volatility 0.06). */
export const START = Object.freeze({ rating: 1500, rd: 350, vol: 0.06 });

const KEY = 'paperdots:v1:puzzles';
// a puzzle's key: <set>/<id> (sets.js)
const ID = /^[a-z0-9]+(-[a-z0-9]+)*\/[a-z0-9]+(-[a-z0-9]+)*$/;

export function freshProgress() {
  return { ...START, streak: 0, best: 0, tried: {} };
}

const num = (x, lo, hi) => typeof x === 'number' && Number.isFinite(x) && x >= lo && x <= hi;
const count = (x) => Number.isInteger(x) && x >= 0;

/** Is this a well-formed puzzle record (from storage or a games file)? */
export function validProgress(p) {
  return (
    !!p &&
    typeof p === 'object' &&
    num(p.rating, 0, 5000) &&
    num(p.rd, 0, 1000) &&
    num(p.vol, 0, 1) &&
    count(p.streak) &&
    count(p.best) &&
    p.best >= p.streak &&
    !!p.tried &&
    typeof p.tried === 'object' &&
    !Array.isArray(p.tried) &&
    Object.entries(p.tried).every(([id, r]) => ID.test(id) && (r === 0 || r === 1))
  );
}

function store() {
  try {
    return globalThis.localStorage || null;
  } catch {
    return null;
  }
}

/** @returns {{progress: object, damaged: boolean, kept: boolean}} kept: the browser can store it */
export function loadProgress() {
  const s = store();
  if (!s) return { progress: freshProgress(), damaged: false, kept: false };
  let text = null;
  try {
    text = s.getItem(KEY);
  } catch {
    return { progress: freshProgress(), damaged: false, kept: false };
  }
  if (text === null) return { progress: freshProgress(), damaged: false, kept: true };
  try {
    const p = JSON.parse(text);
    if (validProgress(p)) return { progress: p, damaged: false, kept: true };
  } catch {
    // a damaged record: below
  }
  return { progress: freshProgress(), damaged: true, kept: true };
}

/** @returns {boolean} stored */
export function saveProgress(p) {
  const s = store();
  if (!s) return false;
  try {
    s.setItem(KEY, JSON.stringify(p));
    return true;
  } catch {
    return false;
  }
}

/** How many tries a record holds. */
export const triesOf = (p) => Object.keys(p.tried).length;

/**
 * Merge a record from a games file into ours (saved/games-file.js): the puzzles tried are the
 * union (our result where both tried one); the rating and streaks stay ours, and are the file's
 * only when this browser has tried none (a rating is the sum of its history; two histories
 * cannot be added, and an import overwrites nothing).
 * @returns {{progress: object, added: number, taken: boolean}} added: tries new to this browser;
 *   taken: the file's rating is now this browser's
 */
export function mergeProgress(ours, theirs) {
  const taken = triesOf(ours) === 0 && triesOf(theirs) > 0;
  const base = taken ? theirs : ours;
  const added = Object.keys(theirs.tried).filter((k) => !(k in ours.tried)).length;
  return { progress: { ...base, tried: { ...theirs.tried, ...ours.tried } }, added, taken };
}
