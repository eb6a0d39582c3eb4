// index.js — the family registry: every game family the site offers, each from its own folder
// (setup options, board, adapter, wording). Pages and generic components ask the registry and
// never test a family's name; an unknown family is an error, never a fallback.
import { boxes } from './boxes/index.jsx';
import { shutin } from './shutin/index.jsx';
import { dots } from './dots/index.jsx';

/** The families in menu order (their shape: types.js Family). @type {import('./types.js').Family[]} */
export const FAMILIES = [boxes, shutin, dots];

/** The game a new visitor's form starts on. */
export { DEFAULT_GAME } from './parts.js';

/** Every family's name, in menu order (an article's `family` must be one; articles/validate.js). */
export const FAMILY_NAMES = FAMILIES.map((f) => f.name);

/** The family whose engine reads SGF files (the play page's import turns one into a record). */
export const SGF_FAMILY = FAMILIES.find((f) => f.sgf);

/**
 * The print page's blank sheets (articles/PrintPage.jsx), in its menu's order: {id, game (the
 * family's name), setup, name (its translation key)}.
 */
export const PRINT_GAMES = [boxes, dots, shutin].flatMap((f) => f.print.map((p) => ({ ...p, game: f.name })));

export class UnknownFamilyError extends Error {
  constructor(name) {
    super(`unknown game family "${name}"`);
    this.name = 'UnknownFamilyError';
    this.code = 'game-unknown';
    this.params = { value: String(name), allowed: FAMILIES.map((f) => f.name).join(', ') };
  }
}

/** The family module of a name ('boxes', 'shutin', 'dots'); throws UnknownFamilyError otherwise. */
export function familyOf(name) {
  const f = FAMILIES.find((x) => x.name === name);
  if (!f) throw new UnknownFamilyError(name);
  return f;
}

/** The translation key of the game an engine geometry's board shows ("game.boxes.hex", "game.dots"). */
export function boardName(geometry) {
  return familyOf(geometry.family).boardName(geometry);
}

/** The home page's cards, every family's in order. */
export function homeCards() {
  return FAMILIES.flatMap((f) => f.cards);
}

/**
 * Resolves once the family a setup or record names ("game=…") has its lazily loaded words
 * (families/lazy.jsx), so an engine error about it can be said in words; at once otherwise.
 */
export function familyWords(setupOrRecord) {
  const m = /^game=(\w+)/.exec(String(setupOrRecord || ''));
  const f = m && FAMILIES.find((x) => x.name === m[1]);
  return f && f.ready ? f.ready().catch(() => {}) : Promise.resolve();
}

/** Resolves once every family that reads SGF files has its words (for an SGF import's errors). */
export function sgfWords() {
  return Promise.all(FAMILIES.filter((f) => f.sgf && f.ready).map((f) => f.ready().catch(() => {})));
}
