// build.js — what the prerenderer computes for the articles with the real engine: each board's
// geometry and state (for the static pictures), and each puzzle solved exactly. The build fails
// (this throws) when an article breaks the format (validate.js), when a puzzle is not solved
// within its budget, or when every legal move of a puzzle is equally good (no puzzle at all).
// The answer the reader is told is whatever the solver says here; nothing is typed by hand.
import { recordOf, validateArticle } from './validate.js';
import { familyOf } from '../families/index.js';

/** The exact solver's budget per puzzle (the whole call; WASM at build time). */
export const PUZZLE_MS = 4000;

export class ArticleBuildError extends Error {
  constructor(message) {
    super(message);
    this.name = 'ArticleBuildError';
  }
}

/** The engine's geometry and state of a record, and its canonical record. */
export function position(engine, record) {
  const game = engine.newGame(record);
  try {
    return { geometry: game.geometry(), state: game.state() };
  } finally {
    game.free();
  }
}

/** The bot levels whose picks count as the obvious moves a puzzle must prove wrong (level 1
 * makes human-like mistakes, level 2 plays the plain sensible move), each with these seeds. */
export const TEMPT_LEVELS = [1, 2];
export const TEMPT_SEEDS = 3;
/** Their budget: nodes, not time, so the picks are the same on every build. */
export const TEMPT_NODES = 20000;

/** Did the last move of game capture or close something (the state's `captured`)? */
function captures(game) {
  const c = game.state().captured;
  return c.length > 0 && c[c.length - 1] > 0;
}

/**
 * The tempting moves of a puzzle that the solver proves worse than the best: a move that
 * captures (closes a box, surrounds dots), a safe move (after it the opponent has no capture;
 * tempting only where some moves are not safe), and the picks of the level-1 and level-2 bots. Each is
 * {token, why: 'capture' | 'safe' | 'bot', value}. Everything is asked of the engine; a puzzle
 * with none answers itself (the only safe move is the best one, say), and the build refuses it.
 * kinds: the kinds that count (the family's `puzzles.tempt`; Dots leaves out 'safe').
 */
export function temptations(game, solved, kinds = ['capture', 'safe', 'bot']) {
  const best = solved.value;
  const want = new Set(kinds);
  const mover = game.state().toMove;
  const found = new Map(); // token -> Set of why
  const add = (token, why) => want.has(why) && (found.get(token) || found.set(token, new Set()).get(token)).add(why);
  const safe = [];
  let unsafe = 0;
  for (const { move } of solved.moves) {
    game.play(move);
    try {
      if (captures(game)) add(move, 'capture');
      if (want.has('safe') && game.state().toMove !== mover && !game.state().over) {
        let threat = false;
        for (const reply of game.legalMoves()) {
          game.play(reply);
          threat = captures(game);
          game.undo();
          if (threat) break;
        }
        if (threat) unsafe++;
        else safe.push(move);
      }
    } finally {
      game.undo();
    }
  }
  if (unsafe > 0) for (const m of safe) add(m, 'safe');
  for (const level of TEMPT_LEVELS)
    for (let seed = 1; seed <= TEMPT_SEEDS; seed++) add(game.botMove({ level, nodes: TEMPT_NODES, seed }), 'bot');
  const value = new Map(solved.moves.map((m) => [m.move, m.value]));
  const worse = (v) => (v === undefined ? false : v !== best);
  return [...found]
    .filter(([token]) => worse(value.get(token)))
    .flatMap(([token, why]) => [...why].map((w) => ({ token, why: w, value: value.get(token) })));
}

/**
 * Solve a puzzle ({setup, moves, depth?, answer?}): the exact value of every legal move (Dots:
 * to the puzzle's depth). `answer`, when given, lists the moves the prompt was written for: the
 * build fails unless they are exactly the solver's best. Returns the data the page
 * needs: {setup, moves, record, mover, scores, left (cells still open), misere, best (the best
 * value), options: [{token, label, value}] in the engine's order}. Throws ArticleBuildError when
 * the solver does not finish in `ms`, every move has the same value or the answer is not the best.
 */
export function solvePuzzle(engine, puzzle, { ms = PUZZLE_MS, where = 'puzzle' } = {}) {
  const record = recordOf(puzzle);
  const game = engine.newGame(record);
  try {
    const state = game.state();
    const geometry = game.geometry();
    const rule = familyOf(geometry.family).puzzles;
    // Dots: a search to the puzzle's horizon (depth plies); the others solve to the end.
    const solved = game.solveMoves(rule.depth ? { ms, depth: puzzle.depth } : { ms });
    if (!solved.known || solved.moves.some((m) => !m.known)) {
      throw new ArticleBuildError(`${where}: the solver did not finish within ${ms} ms (${record})`);
    }
    // The answer the prompt was written for (optional): the solver's best moves must be exactly it.
    if (puzzle.answer !== undefined) {
      const bestMoves = solved.moves.filter((m) => m.value === solved.value).map((m) => m.move);
      if ([...bestMoves].sort().join() !== [...puzzle.answer].sort().join()) {
        throw new ArticleBuildError(
          `${where}: the intended answer ${puzzle.answer.join(', ')} is not what the solver proves best (${bestMoves.join(', ')}) (${record})`,
        );
      }
    }
    const values = new Set(solved.moves.map((m) => m.value));
    if (values.size < 2)
      throw new ArticleBuildError(
        `${where}: every move is equally good (value ${solved.value}): no puzzle (${record})`,
      );
    const tempting = temptations(game, solved, rule.tempt);
    if (!tempting.length) {
      throw new ArticleBuildError(
        `${where}: no tempting move is worse than the best (no ${(rule.tempt || ['capture', 'safe', 'bot']).join(', ')} move the solver proves worse): the puzzle answers itself (${record})`,
      );
    }
    const label = new Map(geometry.moveTokens.map((tok, i) => [tok, geometry.moveLabels[i]]));
    const misere = /(^|&)misere=1(&|$)/.test(state.record);
    return {
      setup: puzzle.setup,
      moves: puzzle.moves || '',
      family: geometry.family,
      record: state.record,
      mover: state.toMove,
      scores: state.scores,
      left: familyOf(geometry.family).cellsLeft(state),
      misere,
      kind: rule.kind,
      moveKey: rule.moveKey,
      cellWord: rule.cellWord(geometry),
      depth: rule.depth ? puzzle.depth : null,
      best: solved.value,
      ms: solved.ms,
      options: solved.moves.map((m) => ({ token: m.move, label: label.get(m.move) || m.move, value: m.value })),
      tempting,
    };
  } finally {
    game.free();
  }
}

/**
 * Everything the build needs about one article: checked (throws on any problem), its boards'
 * positions and its puzzles solved. slugs: every article's slug.
 */
export function buildArticle(engine, article, { file = article.slug, slugs }) {
  const problems = validateArticle(article, { file, slugs, engine });
  if (problems.length) throw new ArticleBuildError(`article ${file}:\n  ${problems.join('\n  ')}`);
  const boards = {};
  for (const [key, b] of Object.entries(article.boards))
    boards[key] = { setup: b.setup, moves: b.moves || '', ...position(engine, recordOf(b)) };
  const puzzles = (article.puzzles || []).map((p, i) => ({
    ...solvePuzzle(engine, p, { where: `article ${file}: puzzles[${i}]` }),
    ...position(engine, recordOf(p)),
  }));
  return { boards, puzzles, playGeometry: position(engine, article.play).geometry };
}
