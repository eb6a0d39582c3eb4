// bots.js — how bot turns are paced. The levels each family offers are in its module
// (families/<name>/index.jsx): 1 (beginner, human-like mistakes) to 4 (the strongest in budget).

/** Thinking budget per bot move, milliseconds (SPEC §3: 1 s in the browser). */
export const BOT_MS = 1000;

/** A bot move is shown no sooner than this after the previous move, so a human can follow. */
export const BOT_PACE_MS = 650;

/**
 * The moves a capture gives a bot within its turn follow each other this fast: the chain reads
 * as one turn. (With prefers-reduced-motion the page keeps BOT_PACE_MS for them too.)
 */
export const BOT_CHAIN_PACE_MS = 250;
