// shutin-setup.js — table-setup settings of Shut In (SPEC §1.4): size presets, gravity, start,
// blocked cells, and the engine setup string built from them.
//
// Random blocked cells: the form keeps a count; the site picks the seed when a game starts from
// the form (withBlockedSeed), so a rematch or a swap of who starts replays the same layout, and
// the engine's canonical setup lists the chosen cells explicitly.

export const SHUTIN_SIZE_PRESETS = ['6x6', '7x7', '8x8', '10x10', '8x6'];
export const SHUTIN_DEFAULT_SIZE = '8x8';
export const SHUTIN_SIZE_MIN = 4;
export const SHUTIN_SIZE_MAX = 16;
export const STARTS = ['fixed', 'free'];
/** none: no blocked cell; random: `blockedCount` mirrored cells; list: the cells in `blockedList`. */
export const BLOCKED_MODES = ['none', 'random', 'list'];
export const DEFAULT_BLOCKED_COUNT = 6;

/** The Shut In part of the settings (setup.js adds game, seats and players). */
export function shutinDefaults() {
  return {
    size: SHUTIN_DEFAULT_SIZE,
    gravity: true,
    start: 'fixed',
    blocked: 'none',
    blockedCount: DEFAULT_BLOCKED_COUNT,
    blockedList: '',
    blockedSeed: 1,
  };
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

export function shutinSetupString(s) {
  return `game=shutin&size=${s.size}&gravity=${s.gravity ? 1 : 0}&start=${s.start}&blocked=${blockedValue(s)}`;
}
