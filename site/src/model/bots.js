// bots.js — how bot turns are paced. The levels each family offers are in its module
// (families/<name>/index.jsx): 1 (beginner, human-like mistakes) to 4 (the strongest in budget).

/** Thinking budget per bot move, milliseconds (SPEC §3: 1 s in the browser). */
export const BOT_MS = 1000;

/** A bot move is shown no sooner than this after the previous move, so a human can follow. */
export const BOT_PACE_MS = 650;
