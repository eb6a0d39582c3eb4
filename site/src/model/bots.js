// bots.js — the bot levels the site offers per game family, and how bot turns are paced. Levels
// 2–4 for boxes are switched on here, in BOT_LEVELS, when the engine has them for boxes.
export const BOT_LEVELS = [1];

/** Shut In has all four levels in the engine (alpha-beta, exact on small boards). */
export const SHUTIN_BOT_LEVELS = [1, 2, 3, 4];

/** The levels offered for a family ('boxes' | 'shutin'). */
export function botLevelsFor(game) {
  return game === 'shutin' ? SHUTIN_BOT_LEVELS : BOT_LEVELS;
}

/** Thinking budget per bot move, milliseconds (SPEC §3: 1 s in the browser). */
export const BOT_MS = 1000;

/** A bot move is shown no sooner than this after the previous move, so a human can follow. */
export const BOT_PACE_MS = 650;
