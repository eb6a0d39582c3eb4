// session.js — the game session: one store the play page reads, and the named actions that change
// it (start, resume, play, undo, resign, rematch, swap, view history). The engine judges every
// move; this model only keeps the seats, runs bot turns through the BotClient, adds resignation,
// and gives each game an id (share links and saved games use it: model/persist.js).
//
// One model for every family (boxes, shutin): the family only changes the geometry adapter.
//
// Resignation: the core has no resign token, so the session records it. The game stops at
// the current position; the resigning seat loses, and among the other seats the best score
// (most cells, or fewest in misère) wins, ties shared. The record stays the engine's record.
import { createStore } from './store.js';
import { activeSeats, defaultSettings, settingsFromFragment, setupString } from './setup.js';
import { seatFromCode } from './persist.js';
import { newGameId } from './link.js';
import { BOT_MS, BOT_PACE_MS } from './bots.js';
import { describeGeometry, cellsClosedPerMove } from './boxes-board.js';
import { describeShutin, noCellsClosed } from './shutin-board.js';

/** Per family (geometry.family): the position-independent description and cells closed per move. */
const ADAPTERS = {
  boxes: { describe: describeGeometry, closedPerMove: cellsClosedPerMove },
  shutin: { describe: describeShutin, closedPerMove: noCellsClosed },
};
const adapterOf = (geometry) => ADAPTERS[geometry.family] || ADAPTERS.boxes;

/**
 * engine: a loaded Engine (wasm/engine.js); makeBot: () => BotClient-like object, or null when the
 * page runs without bots; now: clock in ms (tests may pass their own); paceMs: delay before a bot
 * move is shown.
 */
export function createSession({ engine, makeBot = null, now = () => Date.now(), paceMs = BOT_PACE_MS }) {
  const store = createStore({
    phase: 'setup', // 'setup' | 'playing'
    id: '', // the game's id: a shared link or a saved copy of this game carries it
    you: 0, // the seat a share link was opened for (0: this device plays every human seat)
    settings: null, // settings of the current game (setup.js)
    seats: [], // active seats of the current game
    geometry: null,
    desc: null, // the family adapter's description of the geometry
    state: null, // live engine state
    legal: [],
    record: '',
    closedPerMove: [],
    view: null, // null = live; k = showing the position after k moves
    viewState: null,
    resigned: 0, // seat that resigned, 0 = none
    over: false,
    result: null, // { family, winners, scores, resigned, misere }
    bot: 'idle', // 'idle' | 'loading' | 'thinking' | 'failed'
    error: null, // last engine error { code, params, message }
    event: null, // last thing that happened, for announcements: { id, kind, seat, token, closed }
  });

  let game = null;
  let bot = null;
  let botGen = 0;
  let lastMoveAt = 0;
  let eventId = 0;
  let seed = 1;

  function ensureBot() {
    if (!bot && makeBot) {
      bot = makeBot();
      bot.onstatechange = (st) => {
        if (st === 'failed') store.set({ bot: 'failed' });
      };
    }
    return bot;
  }

  function resultOf(state, resigned, misere) {
    if (resigned) {
      const others = state.scores.map((s, i) => ({ seat: i + 1, s })).filter((x) => x.seat !== resigned);
      const best = misere ? Math.min(...others.map((x) => x.s)) : Math.max(...others.map((x) => x.s));
      const winners = others.filter((x) => x.s === best).map((x) => x.seat);
      return { family: state.family, winners, scores: state.scores, resigned, misere };
    }
    if (!state.over) return null;
    return { family: state.family, winners: state.winners, scores: state.scores, resigned: 0, misere };
  }

  function refresh(event) {
    const state = game.state();
    const cur = store.get();
    const resigned = cur.resigned;
    const over = state.over || resigned > 0;
    store.set({
      state,
      legal: over ? [] : game.legalMoves(),
      record: game.record(),
      closedPerMove: adapterOf(cur.geometry).closedPerMove(cur.desc, state),
      over,
      result: resultOf(state, resigned, cur.settings.misere),
      // A bot move keeps whatever position the player is looking at; anything else goes live.
      view: event && event.kind === 'move' ? cur.view : null,
      viewState: event && event.kind === 'move' ? cur.viewState : null,
      error: null,
      event: event ? { id: ++eventId, ...event } : cur.event,
    });
    scheduleBot();
  }

  function seatIsBot(seat) {
    const s = store.get().seats[seat - 1];
    return !!s && s.kind === 'bot';
  }

  function cancelBot() {
    botGen += 1;
    if (bot && store.get().bot === 'thinking') bot.cancel();
    if (store.get().bot === 'thinking' || store.get().bot === 'loading') store.set({ bot: 'idle' });
  }

  function scheduleBot() {
    const cur = store.get();
    if (cur.phase !== 'playing' || cur.over || !seatIsBot(cur.state.toMove)) return;
    const client = ensureBot();
    if (!client) return;
    const gen = ++botGen;
    const seat = cur.state.toMove;
    const level = cur.seats[seat - 1].level;
    const wait = Math.max(0, lastMoveAt + paceMs - now());
    store.set({ bot: 'thinking' });
    const pace = new Promise((resolve) => setTimeout(resolve, wait));
    const move = client.move(cur.record, { level, ms: BOT_MS, seed: seed + cur.state.moveCount });
    Promise.all([move, pace]).then(
      ([token]) => {
        if (gen !== botGen) return;
        store.set({ bot: 'idle' });
        apply(token);
      },
      (err) => {
        if (gen !== botGen || (err && err.name === 'AbortError')) return;
        store.set({ bot: 'failed' });
      },
    );
  }

  function apply(token) {
    const seat = game.state().toMove;
    try {
      game.play(token);
    } catch (err) {
      store.set({ error: { code: err.code, params: err.params || {}, message: err.message } });
      return false;
    }
    lastMoveAt = now();
    const state = game.state();
    const { geometry, desc } = store.get();
    const closed = adapterOf(geometry).closedPerMove(desc, state)[state.moves.length - 1] || 0;
    refresh({ kind: 'move', seat, token: String(token), closed });
    return true;
  }

  /** Make `next` the current game and show it; `extra` sets id, you, resigned. */
  function begin(next, settings, seats, { resumed = false, ...extra }) {
    if (game) game.free();
    game = next;
    seed = 1 + Math.floor(Math.random() * 1e6);
    lastMoveAt = now();
    const geometry = game.geometry();
    store.set({
      phase: 'playing',
      settings,
      seats,
      geometry,
      desc: adapterOf(geometry).describe(geometry),
      resigned: 0,
      you: 0,
      bot: 'idle',
      ...extra,
    });
    refresh({ kind: resumed ? 'resume' : 'start' });
  }

  /** Start a game with these settings (setup.js). Throws nothing: engine errors land in `error`. */
  function start(settings) {
    cancelBot();
    let next;
    try {
      next = engine.newGame(setupString(settings));
    } catch (err) {
      store.set({ error: { code: err.code, params: err.params || {}, message: err.message } });
      return false;
    }
    begin(next, settings, activeSeats(settings).map((s) => ({ ...s })), { id: newGameId() });
    return true;
  }

  /**
   * Continue a game from its record (a share link, a saved game, an imported record).
   * g: {record, id?, seats? ('h'|'b1'..), names?, you?, resigned?}. Returns null, or the engine
   * error ({code, params, message}) when the record is refused; then nothing changes.
   */
  function resume(g) {
    let next;
    try {
      next = engine.newGame(g.record);
    } catch (err) {
      return { code: err.code, params: err.params || {}, message: err.message };
    }
    cancelBot();
    const setup = next.canonicalSetup();
    const n = next.geometry().seats || 2;
    const codes = g.seats && g.seats.length === n ? g.seats : Array(n).fill('h');
    const seats = codes.map((c, i) => seatFromCode(c, (g.names && g.names[i]) || ''));
    const base = defaultSettings();
    const settings = settingsFromFragment(`#${setup}`, {
      ...base,
      seats: [...seats, ...base.seats.slice(n)],
      players: n,
    });
    const resigned = Number.isInteger(g.resigned) && g.resigned >= 1 && g.resigned <= n ? g.resigned : 0;
    begin(next, settings, seats, { id: g.id || newGameId(), you: g.you || 0, resigned, resumed: true });
    return null;
  }

  /** A human intent from the board. Ignored unless a human seat is to move on the live board. */
  function play(token) {
    const cur = store.get();
    if (cur.phase !== 'playing' || cur.over || cur.view !== null) return false;
    if (seatIsBot(cur.state.toMove)) return false;
    return apply(String(token));
  }

  /** True when undo would do something: some move a human made (or any move, without bots). */
  function canUndo() {
    const cur = store.get();
    if (cur.phase !== 'playing' || cur.resigned || !cur.state) return false;
    return cur.state.movers.some((seat) => !seatIsBot(seat));
  }

  /** Take back to the last human move: the bots' replies, then that human move. */
  function undo() {
    if (!canUndo()) return false;
    cancelBot();
    const movers = store.get().state.movers.slice();
    while (movers.length && seatIsBot(movers[movers.length - 1])) {
      game.undo();
      movers.pop();
    }
    game.undo();
    lastMoveAt = now();
    refresh({ kind: 'undo' });
    return true;
  }

  /** The seat that resigns: the human to move, else the first human seat. 0 when none. */
  function resigningSeat() {
    const cur = store.get();
    if (cur.phase !== 'playing' || cur.over) return 0;
    if (!seatIsBot(cur.state.toMove)) return cur.state.toMove;
    const i = cur.seats.findIndex((s) => s.kind === 'human');
    return i < 0 ? 0 : i + 1;
  }

  function resign() {
    const seat = resigningSeat();
    if (!seat) return false;
    cancelBot();
    store.set({ resigned: seat });
    refresh({ kind: 'resign', seat });
    return true;
  }

  /** Back to the table setup (keeps the settings for the form). */
  function newGame() {
    cancelBot();
    store.set({ phase: 'setup', view: null, viewState: null, error: null });
  }

  function rematch() {
    const cur = store.get();
    if (cur.settings) start(cur.settings);
  }

  /** Show the position after k moves (null or k = moveCount: back to the live game). */
  function viewMove(k) {
    const cur = store.get();
    if (cur.phase !== 'playing') return;
    const n = cur.state.moves.length;
    if (k === null || k >= n) {
      store.set({ view: null, viewState: null });
      return;
    }
    k = Math.max(0, k);
    const old = engine.newGame(`${game.canonicalSetup()}&moves=${cur.state.moves.slice(0, k).join('.')}`);
    const viewState = old.state();
    old.free();
    store.set({ view: k, viewState });
  }

  function dispose() {
    cancelBot();
    if (bot) bot.dispose();
    bot = null;
    if (game) game.free();
    game = null;
  }

  return { store, start, resume, play, undo, canUndo, resign, resigningSeat, newGame, rematch, viewMove, dispose };
}
