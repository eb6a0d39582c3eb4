// index.jsx — the Shut In family for the site: its setup options, board, adapter and words.
// The registry (families/index.js) is the only reader; the play page never names a family.
import { Picture } from './Picture.jsx';
import { Piece } from './Pieces.jsx';
import { describeShutin } from './adapter.js';
import { blockedDefaults, blockedValue, readBlocked, withBlockedSeed } from './setup.js';
import { lazyFamily } from '../lazy.jsx';
import { FAMILY_PARTS } from '../parts.js';

// The board, the options and their words load when Shut In is chosen (play.js).
const part = lazyFamily(FAMILY_PARTS.shutin);

/** @type {import('../types.js').Family} */
export const shutin = {
  name: 'shutin',
  /** The engine module that plays it (wasm/engines.js). */
  engine: 'shutin',
  /** The name on the setup form's game choice. */
  label: (t) => t('game.shutin'),
  /** The game's name for these settings (title, saved games), with the variant when it is not the usual one. */
  title: (s, t) =>
    [t('game.shutin'), s.gravity === '0' && t('title.noGravity'), s.start === 'free' && t('title.freeStart')]
      .filter(Boolean)
      .join(', '),
  rules: () => [{ slug: 'shut-in', label: 'game.shutin' }],
  cards: [
    {
      id: 'shutin',
      rules: 'shut-in',
      name: 'game.shutin',
      picture: 'home.picture.shutin',
      fragment: '#game=shutin',
      Picture,
    },
  ],
  botLevels: [1, 2, 3, 4],
  /** Settings beyond the schema's keys, and how the keys the schema cannot type are read and written. */
  extraDefaults: blockedDefaults,
  keyValue: { blocked: blockedValue },
  readKey: { blocked: readBlocked },
  /** Every move is played as its token: no choices to offer (see dots). */
  choices: () => [],
  prepareStart: withBlockedSeed,
  Options: part.Options,
  Board: part.Board,
  ready: part.ready,
  isReady: part.isReady,
  describe: describeShutin,
  /** What a screen reader hears for a move. */
  said: ({ seat, label, name }, t) => [t(seat === 1 ? 'say.placedCross' : 'say.placedCircle', { name, cell: label })],
  /** The seat's mark beside its name, and what it plays with. */
  SeatIcon: ({ seat }) => (
    <svg class="piece-icon" viewBox="0 0 1 1" aria-hidden="true">
      <Piece seat={seat} />
    </svg>
  ),
  seatText: (seat, t) => t(seat === 1 ? 'seat.crosses' : 'seat.circles'),
  /** The score as a screen reader says it, its visible unit, and the result's final-score line. */
  scoreKey: 'score.pieces',
  scoreUnitKey: 'score.unit.pieces',
  finalScoresKey: 'result.pieces',
  resultNote: () => null,
  /** The play page's analysis (the exact solver, analysis/Analysis.jsx) answers for its two seats. */
  analysable: (seats) => seats.length === 2,
  /**
   * The analysis: the exact solver's win or loss for every cell (values +1/-1, so a move that
   * gives a won game away loses `per` = 2 of them: one mark in a replay); a verdict names the
   * winner only (outcome: 'win'); the solver proves a line but not the shortest one, so no length.
   */
  analysis: { mode: 'exact', per: 2, outcome: 'win', lineLength: false, unit: null, hintKey: 'analysis.hint.cell' },
  /**
   * Article puzzles: the exact solver plays Shut In (values +1/-1: a verdict says win or loss,
   * kind 'win'); no article must have them. A move is a cell.
   */
  puzzles: {
    solver: true,
    min: () => 0,
    kind: 'win',
    moveKey: 'art.cell',
    cellWord: () => null,
    seatKey: (seat) => (seat === 1 ? 'art.side.crosses' : 'art.side.circles'),
    /** The Puzzles page's sets (site/src/puzzles/shutin-<kind>.jsonl) in the picker's order. */
    kinds: ['gravity', 'nogravity'],
    /** A set's name in the picker (words of the Puzzles page). */
    setName: (kind, t) => t(`puzzles.set.shutin-${kind}`),
  },
  /** No cells to share out: a puzzle's answer gives the value only. */
  cellsLeft: () => null,
  /** The translation key of the game a board of this geometry shows. */
  boardName: () => 'game.shutin',
  /** The print page's blank sheet of this family. */
  print: [{ id: 'shutin', setup: 'game=shutin', name: 'game.shutin' }],
};
