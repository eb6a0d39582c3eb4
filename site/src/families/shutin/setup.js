// setup.js — the Shut In part of the table setup that the core's schema cannot describe as a
// plain value: the blocked cells (none, `blockedCount` random mirrored cells, or a typed list).
// Sizes, gravity and start come from the schema (ui/schema.js).
//
// Random blocked cells: the form keeps a count; the site picks the seed when a game starts from
// the form (prepareStart), so a rematch or a swap of who starts replays the same layout, and
// the engine's canonical setup lists the chosen cells explicitly.

/** none: no blocked cell; random: `blockedCount` mirrored cells; list: the cells in `blockedList`. */
export const BLOCKED_MODES = ['none', 'random', 'list'];
export const DEFAULT_BLOCKED_COUNT = 6;

/** The settings beside the schema's keys (`blocked` holds the mode here). */
export function blockedDefaults() {
  return { blocked: 'none', blockedCount: DEFAULT_BLOCKED_COUNT, blockedList: '', blockedSeed: 1 };
}

/** A typed list of cells ("C3, f5" or "c3.f5") in the engine's form ("c3.f5"); '' when empty. */
export function normaliseCellList(text) {
  return String(text || '')
    .toLowerCase()
    .split(/[\s,;.]+/)
    .filter(Boolean)
    .join('.');
}

/** The engine's `blocked` value for these settings. */
export function blockedValue(s) {
  if (s.blocked === 'random' && Number(s.blockedCount) > 0) {
    return `random-${Math.floor(Number(s.blockedCount))}-${s.blockedSeed}`;
  }
  if (s.blocked === 'list') return normaliseCellList(s.blockedList) || 'none';
  return 'none';
}

/**
 * Settings from a `blocked` value of a setup: a canonical cell list or random-N-SEED (which
 * keeps its seed). Anything else leaves the settings alone: the engine judges real setups.
 */
export function readBlocked(s, value) {
  const random = /^random-(\d+)-(\d+)$/.exec(value);
  if (random) return { ...s, blocked: 'random', blockedCount: Number(random[1]), blockedSeed: Number(random[2]) };
  if (/^[a-z]\d+(\.[a-z]\d+)*$/.test(value)) return { ...s, blocked: 'list', blockedList: value };
  if (value === 'none') return { ...s, blocked: 'none' };
  return s;
}

/** Settings ready to start from the form: a new random blocked layout gets a fresh seed. */
export function withBlockedSeed(s, random = Math.random) {
  if (s.blocked !== 'random') return s;
  return { ...s, blockedSeed: 1 + Math.floor(random() * 999999) };
}
