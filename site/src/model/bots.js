// bots.js — the bot levels the site offers per game family, and how bot turns are paced.
// Levels 1 (beginner, human-like mistakes) to 4 (the engine's strongest in the budget).
export const BOT_LEVELS = [1, 2, 3, 4];

/** The levels offered for a family ('boxes' | 'shutin'): the engine has all four for both. */
export function botLevelsFor(_game) {
  return BOT_LEVELS;
}

/** Thinking budget per bot move, milliseconds (SPEC §3: 1 s in the browser). */
export const BOT_MS = 1000;

/** A bot move is shown no sooner than this after the previous move, so a human can follow. */
export const BOT_PACE_MS = 650;
