// index.jsx — the boxes family (Dots and Boxes on squares, hexagons, triangles) for the site: its
// setup options, board, adapter and words. The registry (families/index.js) is the only reader.
import { Options } from './Options.jsx';
import { Picture } from './Picture.jsx';
import { describeGeometry } from './adapter.js';
import { lazyFamily } from '../lazy.jsx';
import { FAMILY_PARTS } from '../parts.js';

// The board and its words load when a game starts (play.js); the options are on the default
// setup form, so they come with the page.
const part = lazyFamily(FAMILY_PARTS.boxes);

/** The rules article of each grid (src/articles/content/<slug>.js). */
const ARTICLE = { square: 'dots-and-boxes', hex: 'dots-and-hexagons', tri: 'dots-and-triangles' };

const card = (grid) => ({
  id: grid,
  rules: ARTICLE[grid],
  name: `game.boxes.${grid}`,
  picture: 'home.picture',
  fragment: `#game=boxes&grid=${grid}`,
  Picture: ({ label }) => <Picture grid={grid} label={label} />,
});

/** Two-player boxes articles need this many "find the best move" puzzles (articles/validate.js). */
const MIN_PUZZLES = 3;

/** @type {import('../types.js').Family} */
export const boxes = {
  name: 'boxes',
  /** The engine module that plays it (wasm/engines.js: `engine.ready(engine)`, `engine.module(engine)`). */
  engine: 'boxes',
  label: (t) => t('setup.game.boxes'),
  title: (s, t) => t(`game.boxes.${s.grid}`),
  cards: ['square', 'hex', 'tri'].map(card),
  /** The rules articles of a setup: its grid's, then each variant it turns on (SetupForm's "Rules" links). */
  rules: (s) =>
    [
      { slug: ARTICLE[s.grid] || ARTICLE.square, label: `game.boxes.${s.grid}` },
      s.border === 'swedish' && { slug: 'swedish-board', label: 'setup.swedish' },
      s.misere === '1' && { slug: 'misere', label: 'setup.misere' },
      Number(s.players) > 2 && { slug: 'more-players', label: 'setup.players' },
    ].filter(Boolean),
  botLevels: [1, 2, 3, 4],
  extraDefaults: () => ({}),
  keyValue: {},
  readKey: {},
  /** Every move is played as its token: no choices to offer (see dots). */
  choices: () => [],
  prepareStart: (s) => s,
  Options,
  Board: part.Board,
  ready: part.ready,
  isReady: part.isReady,
  describe: describeGeometry,
  said({ name, label, captured }, t) {
    const parts = [t('say.drew', { name, line: label })];
    if (captured === 1) parts.push(t('say.closed1', { name }));
    if (captured > 1) parts.push(t('say.closedN', { name, n: captured }));
    return parts;
  },
  SeatIcon: () => <span class="swatch" aria-hidden="true" />,
  seatText: (seat, t) => t(`seat.colour${seat}`),
  /** The score as a screen reader says it, its visible unit, and the result's final-score line. */
  scoreKey: 'score.cells',
  scoreUnitKey: 'score.unit.cells',
  finalScoresKey: 'result.scores',
  resultNote: (s, t) => (s.misere === '1' ? t('result.misere') : null),
  /** The play page's analysis (the exact solver beside the board, analysis/Analysis.jsx) answers for two seats. */
  analysable: (seats) => seats.length === 2,
  /**
   * How the analysis shows this family: the exact solver's values (mode), counted in the family's
   * cells (unit: the translation key of "{n} boxes" for a geometry); the solver's margins move in
   * steps of `per` (one box more for one side is one fewer for the other); a verdict says by how
   * much a side wins (outcome: 'margin'); the best line's length is the game's (lineLength).
   */
  analysis: {
    mode: 'exact',
    per: 2,
    outcome: 'margin',
    lineLength: true,
    unit: (geometry) => `analysis.unit.${geometry.grid}`,
  },
  /**
   * Article puzzles (solved by the exact solver when the site is built, articles/validate.js):
   * how many an article playing `play` (its setup) needs, and who needs them, for the message.
   */
  puzzles: {
    solver: true,
    min: (play) => (/(^|&)players=[34]/.test(play || '') ? 0 : MIN_PUZZLES),
    who: 'a two-player Dots-and-Boxes article',
    /** A puzzle's values are cells (own minus the opponent's): its verdicts count them. */
    kind: 'score',
    /** The move's name in a verdict (i18n key, {label}). */
    moveKey: 'art.line',
    /** The word a verdict counts in: the grid's own cells (art.cells1.<word> …). */
    cellWord: (geometry) => geometry.grid,
    /** The side to move as a puzzle's prompts name it: its colour (words of every page). */
    seatKey: (seat) => `seat.colour${seat}`,
    /** The Puzzles page's sets (site/src/puzzles/boxes-<kind>.jsonl) in the picker's order. */
    kinds: ['sq3', 'sq4', 'sq5', 'hex', 'tri', 'swedish', 'misere'],
    /** A set's name in the picker (words of the Puzzles page). */
    setName(kind, t) {
      const sq = /^sq(\d+)$/.exec(kind);
      if (sq) return t('puzzles.setName', { game: t('game.boxes.square'), size: `${sq[1]}\u00a0×\u00a0${sq[1]}` });
      if (kind === 'hex' || kind === 'tri') return t(`game.boxes.${kind}`);
      return t(`puzzles.set.boxes-${kind}`);
    },
  },
  /** The cells still open in a state (a puzzle's answer shares them out, articles/Puzzle.jsx). */
  cellsLeft: (state) => state.cells.filter((c) => c === 0).length,
  /** The translation key of the game a board of this geometry (the engine's) shows: its grid's name. */
  boardName: (geometry) => `game.boxes.${geometry.grid}`,
  /** The print page's blank sheets of this family: one per grid, its setup and its name's key. */
  print: ['square', 'hex', 'tri'].map((grid) => ({
    id: grid,
    setup: `game=boxes&grid=${grid}`,
    name: `game.boxes.${grid}`,
  })),
};
