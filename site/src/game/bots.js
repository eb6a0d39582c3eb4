// bots.js — how bot turns are paced. The levels each family offers are in its module
// (families/<name>/index.jsx): 1 (beginner, human-like mistakes) to 4 (the strongest in budget).

/** Thinking budget per bot move, milliseconds (docs/spec.md §3: 1 s in the browser). */
export const BOT_MS = 1000;

/** A bot move is shown no sooner than this after the previous move, so a human can follow. */
export const BOT_PACE_MS = 650;

/**
 * The moves a capture gives a bot within its turn follow each other this fast: the chain reads
 * as one turn. (With prefers-reduced-motion the page keeps BOT_PACE_MS for them too.)
 */
export const BOT_CHAIN_PACE_MS = 250;

/**
 * The bot pace a player can choose (Sound and pace on the play page): how long a bot's move waits
 * after the move before it (`paceMs`), and how quickly the moves its captures give it follow
 * (`chainPaceMs`). 'normal' is the default above.
 */
export const BOT_PACES = {
  slow: { paceMs: 1300, chainPaceMs: 550 },
  normal: { paceMs: BOT_PACE_MS, chainPaceMs: BOT_CHAIN_PACE_MS },
  fast: { paceMs: 200, chainPaceMs: 80 },
};

/** The pace settings for a chosen pace name; with reduced motion a turn's moves keep the full pace. */
export function paceOf(name, reducedMotion = false) {
  const p = BOT_PACES[name] || BOT_PACES.normal;
  return reducedMotion ? { paceMs: p.paceMs, chainPaceMs: p.paceMs } : { ...p };
}
