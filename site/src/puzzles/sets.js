// sets.js — the puzzle sets the Puzzles page offers: one file per family and board kind
// (site/src/puzzles/<family>-<kind>.jsonl, made by `make puzzles`, docs/puzzles.md). Each file is
// a lazily loaded part of the site (not in any page's first transfer); the service worker keeps
// them for offline use like every script. A puzzle's key, `<set>/<id>`, names it in a link
// (#p=boxes-sq4/sq4-2-28) and in the player's record (progress.js).
import { puzzleRating } from './rating.js';
import { FAMILY_NAMES, familyOf } from '../families/index.js';
import { loadOwn } from './own.js';
import { familyOfSetup } from '../engine/engine-loader.js';

const FILES = import.meta.glob('./*.jsonl', { query: '?raw', import: 'default' });

// families in the registry's order, a family's sets in the order its `puzzles.kinds` gives
const rank = (list, x) => (list.includes(x) ? list.indexOf(x) : list.length);
const kindRank = (s) => rank(familyOf(s.family).puzzles.kinds || [], s.kind);

/** Every set: {id ('boxes-sq4'), family, kind}, families in the site's order. */
export const SETS = Object.keys(FILES)
  .map((path) => {
    const id = path.replace(/^.*\//, '').replace(/\.jsonl$/, '');
    const [family, ...kind] = id.split('-');
    return { id, family, kind: kind.join('-'), path };
  })
  .sort(
    (a, b) =>
      rank(FAMILY_NAMES, a.family) - rank(FAMILY_NAMES, b.family) ||
      kindRank(a) - kindRank(b) ||
      a.kind.localeCompare(b.kind),
  );

/** The player's own puzzles (own.js): a set of every family, read from this browser each time. */
export const OWN = Object.freeze({ id: 'own', family: null, kind: 'own' });

/** The sets to offer: the shipped ones, and the player's own when there are any. */
export const setsHere = () => (loadOwn().length ? [...SETS, OWN] : SETS);

export const setById = (id) => (id === OWN.id ? OWN : SETS.find((s) => s.id === id) || null);

const loaded = new Map();
const decorate = (set, p) => ({
  ...p,
  set: set.id,
  family: set.family || familyOfSetup(p.setup),
  key: `${set.id}/${p.id}`,
  rating: puzzleRating(p),
});

/** The puzzles of a set, each with its `set`, `family`, `key` and `rating`. */
export function loadSet(id) {
  const set = setById(id);
  if (!set) return Promise.reject(new Error(`no puzzle set ${id}`));
  if (set === OWN) return Promise.resolve(loadOwn().map((p) => decorate(OWN, p)));
  if (!loaded.has(id))
    loaded.set(
      id,
      FILES[set.path]().then((text) =>
        text
          .split('\n')
          .filter(Boolean)
          .map((line) => decorate(set, JSON.parse(line))),
      ),
    );
  return loaded.get(id);
}

/** The themes that occur in a set's puzzles, in first-seen order. */
export function themesOf(puzzles) {
  return [...new Set(puzzles.flatMap((p) => p.themes))];
}

/** A set's name in the game picker, as its family words it. */
export const setName = (set, t) =>
  set === OWN ? t('puzzles.set.own') : familyOf(set.family).puzzles.setName(set.kind, t);
