// bots.js — the bot levels the site offers, and how bot turns are paced. Levels 2–4 are switched
// on here, in this one list, when the engine has them for boxes.
export const BOT_LEVELS = [1];

/** Thinking budget per bot move, milliseconds (SPEC §3: 1 s in the browser). */
export const BOT_MS = 1000;

/** A bot move is shown no sooner than this after the previous move, so a human can follow. */
export const BOT_PACE_MS = 650;

