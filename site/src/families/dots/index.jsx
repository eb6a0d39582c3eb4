// index.jsx — the Dots family (Точки, Kropki) for the site: its setup options, board, adapter
// and words. The registry (families/index.js) is the only reader. The board, the options and
// their words load on demand (play.js through lazy.jsx), so the play page stays small until
// someone picks Dots.
import { Picture } from './Picture.jsx';
import { closesByChoice, describeDots } from './adapter.js';
import { drawPlace } from './place.js';
import { lazyFamily } from '../lazy.jsx';
import { FAMILY_PARTS } from '../parts.js';

const part = lazyFamily(FAMILY_PARTS.dots);

/** The colour a seat plays (docs/state-json.md "## dots"): odd seats colour 1, even seats colour 2. */
const colourOfSeat = (seat) => ((seat - 1) % 2) + 1;

/** A ring written after a move's point: `:steps` from the point, or `a-b:steps` from another (docs/dots-rules.md). */
const RING = '(?:\\d+-\\d+)?:[1-46-9]+';
/** x-y; x-y! (Polish and zagram rules), with the rings it names after the ! (x-y!:steps!a-b:steps); x-y:steps (a chosen ring). */
const MOVE = new RegExp(`^(\\d+-\\d+)(?:(!)((?:${RING})(?:!${RING})*)?|(:[1-46-9]+))?$`);

/** The bare point "x-y" of a move token, whether it closes (!), and whether it names its ring(s); null for a word. */
const pointOf = (token) => {
  const m = MOVE.exec(token);
  return m ? { point: m[1], capture: m[2] === '!', ring: !!(m[3] || m[4]) } : null;
};

/** The setup value of an own start dots list (dotsa, dotsb): null when it has no dot or the start is another. */
const ownDots = (key) => (s) => (s.start === 'dots' && s[key] ? s[key] : null);

/** @type {import('../types.js').Family} */
export const dots = {
  name: 'dots',
  /** The engine module that plays it (wasm/engines.js); it also reads and writes SGF. */
  engine: 'dots',
  label: (t) => t('game.dots'),
  title: (_s, t) => t('game.dots'),
  /** The Dots article, and the section (#anchor) of each variant the setup turns on. */
  rules: (s) =>
    [
      { slug: 'dots', label: 'game.dots' },
      s.rules === 'polish' && { slug: 'dots', anchor: 'polish', label: 'setup.dots.rules.polish' },
      s.rules === 'zagram' && { slug: 'dots', anchor: 'zagram', label: 'setup.dots.rules.zagram' },
      !closesByChoice(s) && { slug: 'dots', anchor: 'grounding', label: 'setup.dots.rules.russian' },
      s.houses === 'capture' && { slug: 'dots', anchor: 'houses', label: 'setup.dots.houses' },
      s.suicide === '0' && { slug: 'dots', anchor: 'suicide', label: 'setup.dots.suicide' },
      s.extra !== '0' && { slug: 'dots', anchor: 'extra', label: 'setup.dots.extra' },
      s.freeing === '0' && { slug: 'dots', anchor: 'freeing', label: 'setup.dots.freeing' },
      Number(s.win) > 0 && { slug: 'dots', anchor: 'win', label: 'setup.dots.win' },
      Number(s.players) >= 4 && { slug: 'dots', anchor: 'teams', label: 'setup.players' },
    ].filter(Boolean),
  cards: [
    { id: 'dots', rules: 'dots', name: 'game.dots', picture: 'home.picture.dots', fragment: '#game=dots', Picture },
  ],
  botLevels: [1, 2, 3, 4],
  extraDefaults: () => ({}),
  /** The own start dots and who moves first go with start=dots only (the core refuses them elsewhere); an empty list is left out. */
  keyValue: { dotsa: ownDots('dotsa'), dotsb: ownDots('dotsb'), turn: (s) => (s.start === 'dots' ? s.turn : null) },
  readKey: {},
  /** A random4 start without its seed gets one now, so the record (and a link) replays the field. */
  prepareStart: (s) => (s.start === 'random4' && !(Number(s.place) > 0) ? { ...s, place: drawPlace() } : s),
  /**
   * The ways a move can be played when the player has a choice (ring=any: the rings a dot can
   * close, from the engine, shortest first): [{move, takes, area, ring, cells}], or [] when
   * the token is played as it is. The board shows them and the player picks one.
   */
  choices: (game, token, settings) => {
    if (!settings || settings.ring !== 'any' || !pointOf(token)) return [];
    try {
      return game.choices(token).rings;
    } catch {
      return []; // not a legal point: playing the token tells the player why
    }
  },
  Options: part.Options,
  Board: part.Board,
  /** The lazy part: ready() loads it, isReady() says whether it is here (FamilyReady waits for it). */
  ready: part.ready,
  isReady: part.isReady,
  describe: describeDots,
  /** The play page offers SGF import and export (GM[40]) for this family. */
  sgf: true,
  /** What a screen reader hears for a move (token: the move as played, captured: what it took). */
  said({ name, token, captured, state }, t) {
    if (token === 'ground' || token === 'ground-waiting') return [t('say.dots.ground', { name, n: captured })];
    // The core's state after the token: an agree that ended the game accepted an offer.
    if (token === 'agree') return [t(state && state.over ? 'say.dots.agreed' : 'say.dots.agree', { name })];
    if (token === 'decline') return [t('say.dots.decline', { name })];
    if (token === 'pass') return [t('say.dots.pass', { name })];
    const move = pointOf(token);
    const key =
      move && move.capture ? 'say.dots.placedCapture' : move && move.ring ? 'say.dots.placedRing' : 'say.dots.placed';
    const parts = [t(key, { name, point: move ? move.point : token })];
    if (captured > 0)
      parts.push(t(captured === 1 ? 'say.dots.surrounded1' : 'say.dots.surroundedN', { name, n: captured }));
    return parts;
  },
  /**
   * A move in the move list: points as played ("20-16!"), the special tokens in words. An
   * `agree` right after an `agree` is the answer to an offer (the rules allow nothing else
   * there), so it reads "agreed".
   */
  moveText: (token, t, prev) => {
    const move = pointOf(token);
    if (move && move.ring) return t('moves.dots.ring', { point: move.capture ? `${move.point}!` : move.point });
    if (move) return token;
    // a grounding on the opponent's turn reads as one: the list shows it in the grounder's turn
    if (token === 'ground-waiting') return t('moves.action.ground');
    return t(token === 'agree' && prev === 'agree' ? 'moves.action.agreed' : `moves.action.${token}`);
  },
  SeatIcon: ({ seat }) => (
    <svg class={`dot-icon seat${colourOfSeat(seat)}`} viewBox="0 0 1 1" aria-hidden="true">
      <circle cx="0.5" cy="0.5" r="0.32" />
    </svg>
  ),
  seatText: (seat, t) => t(`seat.colour${colourOfSeat(seat)}`),
  scoreKey: 'score.dots',
  scoreUnitKey: 'score.unit.dots',
  /** The second team's score holds the komi (state.komi, docs/dots-rules.md): the scoreboard says so. */
  scoreNote: (state, team, t) =>
    team === 1 && state.komi
      ? {
          unit: t('score.unit.dots.komi', { k: state.komi }),
          say: t('score.dots.komi', { n: state.scores[team], k: state.komi }),
        }
      : null,
  finalScoresKey: 'result.scores',
  /** How the game ended, in the sport's words (the core's result.how). */
  resultNote: (_s, t, state) => (state && state.result ? t(`result.dots.${state.result.how}`) : null),
  /**
   * The special moves the core allows now (state.actions) that get a button: ground (russian),
   * and under polish rules an offer to end, or the answer to one (accept or decline). label: the button; confirm: the
   * question asked first, from the position after the move as the core plays it (preview); answer(state): the
   * move answers another side's offer (no button where this device does not answer it: the offerer waits).
   */
  actions: {
    ground: {
      label: (_state, t) => t('actions.dots.ground'),
      confirm: ({ preview, t }) => ({
        title: t('ground.title'),
        text: t(preview.captured[preview.moveCount - 1] === 1 ? 'ground.text1' : 'ground.text', {
          n: preview.captured[preview.moveCount - 1],
          scores: preview.scores.join('–'),
        }),
        confirm: t('actions.dots.ground'),
      }),
    },
    agree: {
      label: (state, t) => t(state.agreeOffered ? 'actions.dots.accept' : 'actions.dots.offer'),
      confirm: null,
      answer: (state) => state.agreeOffered,
    },
    decline: {
      label: (_state, t) => t('actions.dots.decline'),
      confirm: null,
      answer: () => true,
    },
    pass: {
      label: (_state, t) => t('actions.dots.pass'),
      confirm: null,
    },
  },
  /**
   * What stands by the turn's buttons (the play page's TurnActions): under polish rules an offer
   * to end that waits for its answer (who offered, who answers), or a decline just made (until the
   * offerer's move, after which either side may offer again).
   */
  turnNote: (state, names, t) => {
    if (state.over) return null;
    if (state.agreeOffered)
      return { key: 'offer', text: t('dots.offered', { name: names[state.offerBy - 1], to: names[state.toMove - 1] }) };
    return state.declined ? { key: 'declined', text: t('dots.declined') } : null;
  },
  /** The play page's analysis: the level-4 bot's judgement (analysis/AnalysisBot.jsx), for two colours. */
  analysable: () => true,
  /** The analysis: no exact solver, so the bot's best points and threatened dots (mode 'bot'), in dots. */
  analysis: { mode: 'bot', per: 1, unit: () => 'analysis.unit.dots' },
  /**
   * Article puzzles: Dots has no solver to the end but a search to a horizon (core/dots/horizon.c),
   * so each puzzle names its `depth` in plies (1..6) and its values are the change of the
   * mover's lead in captured dots within it (kind 'gain'). The tempting wrong moves the build
   * must prove worse are captures and the level-1/2 bots' picks (`tempt`): almost every quiet
   * point is "safe" in Dots, so a safe move tempts nobody. A move is a point.
   */
  puzzles: {
    solver: true,
    min: () => 0,
    depth: true,
    tempt: ['capture', 'bot'],
    kind: 'gain',
    moveKey: 'art.point',
    cellWord: () => null,
    seatKey: (seat) => `seat.colour${colourOfSeat(seat)}`,
    /** The Puzzles page's sets (site/src/puzzles/dots-<kind>.jsonl: Russian rules ru<size>, Polish
     * rules pl<size>) in the picker's order (docs/puzzles.md "Dots"). */
    kinds: ['ru10', 'ru12', 'ru15', 'ru20', 'pl10', 'pl12', 'pl15', 'pl20'],
    /** A set's name in the picker (words of the Puzzles page): "Dots 10 × 10, Russian rules". */
    setName(kind, t) {
      const [, rules, n] = /^(ru|pl)(\d+)$/.exec(kind) || [null, 'ru', kind];
      return t(rules === 'pl' ? 'puzzles.set.dotsPolish' : 'puzzles.set.dots', { size: `${n}\u00a0×\u00a0${n}` });
    },
    /** Polish rules: a proof lists each point and, where it captures, its "x-y!" (docs/puzzles.md),
     * so an "x-y!" it does not list captures nothing and is the plain point. */
    asProved: (proof, token) => (Object.hasOwn(proof, token) || !token.endsWith('!') ? token : token.slice(0, -1)),
    /** The capturing "x-y!" of a proof: moves beyond the legal points' list. */
    extraMoves: (proof) => Object.keys(proof).filter((token) => token.endsWith('!')),
    /** A verdict names an "x-y!" as its point with "!" (art.pointBang), not as a point "x-y!". */
    moveName: (token) => (token.endsWith('!') ? { moveKey: 'art.pointBang', label: token.slice(0, -1) } : null),
  },
  /** No cells to share out. */
  cellsLeft: () => null,
  /** The translation key of the game a board of this geometry shows. */
  boardName: () => 'game.dots',
  /** The print page's blank sheet of this family. */
  print: [{ id: 'dots', setup: 'game=dots', name: 'game.dots' }],
};
