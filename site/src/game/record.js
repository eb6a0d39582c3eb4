// record.js — the record format the core reads and writes: `setup&moves=a.b.c` (the canonical
// setup, then the moves as tokens joined by '.'; `setup&moves=` before the first move). Every part
// of the site that takes a record apart or puts one together does it here.

const MOVES = '&moves=';

/**
 * A record's two parts: {setup, moves}, moves the tokens as written ('a.b.c', '' before the
 * first move) or null when the record has no moves part at all (a bare setup).
 */
export function splitRecord(record) {
  const text = String(record);
  const at = text.indexOf(MOVES);
  return at < 0 ? { setup: text, moves: null } : { setup: text.slice(0, at), moves: text.slice(at + MOVES.length) };
}

/** A record from a setup and its moves: a list of tokens or the tokens as written (none: ''). */
export function joinRecord(setup, moves = '') {
  const list = Array.isArray(moves) ? moves.join('.') : (moves ?? '');
  return `${setup}${MOVES}${list}`;
}

/** The setup part of a record (the whole text when it has no moves part). */
export function setupOf(record) {
  return splitRecord(record).setup;
}

/** The moves of a record, as tokens ([] for none). */
export function movesOf(record) {
  const { moves } = splitRecord(record);
  return moves ? moves.split('.') : [];
}

/** Does the record have a moves part (`&moves=`, even an empty one)? */
export function hasMoves(record) {
  return splitRecord(record).moves !== null;
}

/** Does a setup text name moves itself (a `moves=` key first or after an '&')? */
export function namesMoves(text) {
  return /(^|&)moves=/.test(String(text));
}

/** The record with more moves played after its own (the same record when there are none). */
export function withMoves(record, more) {
  if (!more.length) return record;
  const { setup, moves } = splitRecord(record);
  if (moves === null) return joinRecord(record, more);
  return joinRecord(setup, `${moves ? `${moves}.` : ''}${more.join('.')}`);
}

/**
 * The record cut at move k: its setup and the first k moves (of `moves`, the game's tokens,
 * by default the record's own).
 */
export function recordAt(record, k, moves = movesOf(record)) {
  return joinRecord(setupOf(record), moves.slice(0, k));
}
