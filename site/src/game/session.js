// session.js — the game session: one store the play page reads, and the named actions that change
// it (start, resume, play, undo, resign, rematch, swap, view history). The engine judges every
// move and reports every fact (result, what a move captured, allowed actions); this model only
// keeps the seats, runs bot turns (session-bots.js), offers the turn's other actions (undo,
// resign, a family's action, a claim on time: session-turn.js), and gives each game an id (share links
// and saved games use it: saved/autosave.js). One model for every family: the family module
// (families/index.js) only describes its geometry for the board.
//
// One round trip per move: Game.play() returns the new state, and the session writes it to the
// store with a single set() that also says whether a bot now thinks.
//
// The game clock (clock/clock.js) is the session's too, kept by clock/session-clock.js: it runs
// for the side to move when that side plays on this device, and when its time is out the session
// plays the core's `flag`; in a correspondence game the other side may `claim` that win.
import { createStore } from './store.js';
import { activeSeats, defaultSettings, localSeat, settingsFromFragment, setupString } from './setup.js';
import { seatFromCode } from '../saved/autosave.js';
import { newGameId } from '../share/link.js';
import { BOT_CHAIN_PACE_MS, BOT_PACE_MS } from './bots.js';
import { createSessionBots } from './session-bots.js';
import { createTurnActions } from './session-turn.js';
import { familyOf } from '../families/index.js';
import { CLOCK_FIELDS, createSessionClock, savedClock } from '../clock/session-clock.js';
import { keepBookOffline } from '../engine/books.js';
import { splitRecord } from './record.js';

const errorOf = (err) => ({ code: err.code, params: err.params || {}, message: err.message });

/**
 * The seats of a record opened from the table setup (session.resume's `table`): the form's first
 * n seats, a bot of a level the family has not as its strongest; the record's own names (own[i])
 * name the people, else what the form typed.
 */
function tableSeats(table, n, own, levels) {
  return Array.from({ length: n }, (_, i) => {
    const s = table[i] || { kind: 'human' };
    if (s.kind === 'bot') {
      const level = levels.includes(s.level) ? s.level : levels[levels.length - 1];
      return { kind: 'bot', level, name: s.name || '' };
    }
    return { kind: 'human', level: 1, name: own[i] || s.name || '', ...(s.remote ? { remote: true } : {}) };
  });
}

/**
 * engine: a loaded Engine (wasm/engine.js), or the page's Engines (wasm/engines.js) with the
 * family of every game it is given loaded; makeBot: (family) => BotClient-like object, or null when the
 * page runs without bots; botBook: (geometry, level) => the URL of the opening book a bot at
 * that level reads on that board, or null (engine/books.js botBookUrl; none by default); keepBook:
 * (geometry) => void, called as each game begins (engine/books.js keepBookOffline: the board's
 * book kept for offline use); now: clock in ms (tests may pass their own); paceMs: delay before a bot
 * move is shown; chainPaceMs: the same for the moves a capture gives the bot within its turn;
 * holdClock: each game's clock waits for boardShown() (the play page calls it once the board
 * has been drawn).
 */
export function createSession({
  engine,
  makeBot = null,
  botBook = () => null,
  keepBook = keepBookOffline,
  now = () => Date.now(),
  paceMs = BOT_PACE_MS,
  chainPaceMs = BOT_CHAIN_PACE_MS,
  holdClock = false,
}) {
  const store = createStore({
    phase: 'setup', // 'setup' | 'playing'
    id: '', // the game's id: a shared link or a saved copy of this game carries it
    you: 0, // the seat a share link was opened for (0: this device plays every human seat)
    settings: null, // settings of the current game (setup.js)
    seats: [], // active seats of the current game
    geometry: null,
    desc: null, // the family's description of the geometry (families/<name>/adapter.js)
    state: null, // live engine state (docs/state-json.md): scores, result, legal, record, …
    view: null, // null = live; k = showing the position after k moves
    viewState: null,
    bot: 'idle', // 'idle' | 'thinking' | 'failed'
    error: null, // last engine error { code, params, message }
    event: null, // last thing that happened, for announcements: { id, kind, seat, token }
    analysed: false, // a player turned the exact analysis on while a bot played (link `an=1`)
    floor: 0, // undo never goes below this many moves: in a link game, the moves it came with
    begun: 0, // how many games this session has begun (started or resumed): a new board to show
    ...CLOCK_FIELDS, // the game clock's: clock, clockSnap, dates, moveLeft (session-clock.js)
  });

  let game = null;
  let eventId = 0;
  // when the running seat's time is out, the session plays `flag` for it
  const timekeeper = createSessionClock({
    now,
    holdUntilSeen: holdClock,
    onFlag: () => {
      cancelBot();
      apply('flag', true);
    },
  });

  // the bot seats' turns: asked when a bot is to move, its answer played as the bot's move
  const bots = createSessionBots({
    store,
    makeBot,
    botBook,
    now,
    paceMs,
    chainPaceMs,
    timekeeper,
    onMove: (token) => apply(token, true),
  });
  const { cancel: cancelBot, isBot: seatIsBot } = bots;
  const turn = createTurnActions({
    store,
    game: () => game,
    mayMove,
    apply,
    commit,
    seatIsBot,
    cancelBot,
    bots,
    timekeeper,
    now,
  });

  /**
   * Show a new engine state: one store.set with everything that changed, then ask the bot when
   * a bot seat is to move. `patch` adds fields (the view, phase, seats of a new game).
   */
  function commit(state, event, patch = {}) {
    const cur = { ...store.get(), ...patch };
    const botTurn = cur.phase === 'playing' && !state.over && seatIsBot(state.toMove, cur.seats) && !!makeBot;
    const clockSnap = timekeeper.follow(state, cur);
    store.set({
      ...patch,
      state,
      error: null,
      bot: botTurn ? 'thinking' : 'idle',
      event: event ? { id: ++eventId, ...event } : cur.event,
      clockSnap,
    });
    timekeeper.arm();
    if (botTurn) bots.ask(state);
  }

  /** The page's tab was hidden (true) or shown again (false). */
  function setHidden(on) {
    clockPatch(timekeeper.setHidden(on, store.get()));
  }

  /** The game's board is on screen (holdClock): its clock starts now. */
  function boardShown() {
    clockPatch(timekeeper.seen(store.get()));
  }

  function clockPatch(patch) {
    if (!patch) return;
    store.set(patch);
    timekeeper.arm();
  }

  /** Play one token; a bot's move keeps whatever position the player is looking at. */
  function apply(token, byBot) {
    let state;
    try {
      state = game.play(token);
    } catch (err) {
      store.set({ error: errorOf(err), bot: byBot ? 'failed' : store.get().bot });
      return false;
    }
    // the seat that made the move, as the core says (a Dots ground-waiting is the waiting side's)
    const seat = state.movers[state.moveCount - 1];
    const movedAt = bots.moved();
    const cur = store.get();
    const view = byBot ? { view: cur.view, viewState: cur.viewState } : { view: null, viewState: null };
    // the mover's time left and the move's date
    const timed = timekeeper.moved(seat, token, state.moveCount, cur, movedAt);
    const kind = token === 'resign' || token === 'flag' ? token : 'move';
    commit(state, { kind, seat, token: String(token) }, { ...view, ...timed });
    return true;
  }

  /** Make `next` the current game and show it; `extra` sets id and you (and `known`: the
   *  core's geometry and state of `next`, when the caller has them already). */
  function begin(next, settings, seats, { resumed = false, known = {}, saved = {}, ...extra }) {
    if (game) game.free();
    game = next;
    bots.newGame();
    // what the caller already asked the core for (resume), not asked twice
    const geometry = known.geometry || game.geometry();
    const state = known.state || game.state();
    keepBook(geometry);
    // (a game lost on time shows the loser's time out: an SGF file has no time for its `flag`)
    const flagged = state.result && state.result.how === 'flag' ? state.result.resigned : 0;
    const timed = timekeeper.start(settings.clock, geometry.seats, state.moveCount, {
      ...saved,
      movers: state.movers,
      flagged,
    });
    commit(
      state,
      { kind: resumed ? 'resume' : 'start' },
      {
        ...timed,
        phase: 'playing',
        settings,
        seats,
        geometry,
        desc: familyOf(geometry.family).describe(geometry),
        view: null,
        viewState: null,
        you: 0,
        analysed: false,
        floor: 0,
        begun: store.get().begun + 1,
        ...extra,
      },
    );
  }

  /** Start a game with these settings (setup.js). Throws nothing: engine errors land in `error`. */
  function start(settings) {
    cancelBot();
    let next;
    try {
      // A rematch, a swap or an unchanged form after a game keeps that game's own setup: a record
      // opened from another site may have a start the form does not offer (zagram's cross, a
      // handicap's dots), which the form's settings would turn into the default start.
      const cur = store.get();
      let setup = setupString(settings);
      if (cur.state && cur.settings && setupString(cur.settings) === setup) setup = splitRecord(cur.state.record).setup;
      next = engine.newGame(setup);
    } catch (err) {
      store.set({ error: errorOf(err), bot: 'idle' });
      return false;
    }
    const seats = activeSeats(settings).map((s) => ({ ...s }));
    // a friend who plays by link: this device plays its own seat only, from the first move
    begin(next, settings, seats, { id: newGameId(), you: localSeat(seats) });
    return true;
  }

  /**
   * A link for another seat went out from this device (Share link): from now on it plays `seat`
   * only and waits for the reply, and the moves shared are no longer its to take back.
   */
  function bind(seat) {
    const cur = store.get();
    if (cur.phase !== 'playing' || cur.you || !seat) return;
    // (through commit: the clock of the other seat stops running here)
    commit(cur.state, null, { you: seat, floor: cur.state.moveCount });
  }

  /**
   * Continue a game from its record (a share link, a saved game, an imported record; a
   * resignation is part of the record). g: {record, id?, seats? ('h'|'b1'..), names?, you?,
   * floor?, table?}. A game for one seat (`you`: a link, or its saved copy) can be undone only back to
   * `floor` moves, by default all the moves it came with: the other seats' moves are theirs.
   * `table`: for a record without seats (one opened from the table setup), the seats the setup
   * form has chosen ({kind, level, name, remote}, the first as many as the game has): a bot seat
   * stays a bot of its level (the family's strongest when it has not that level), a friend by
   * link makes it a game for the first person here, as Play would; `names` then are the
   * record's own (an SGF file's PB / PW), which name its people.
   * Returns null, or the engine error ({code, params, message}) when the record is refused;
   * then nothing changes.
   */
  function resume(g) {
    let next;
    let settings;
    let n;
    let known;
    try {
      next = engine.newGame(g.record);
      // Games saved before a resignation was part of the record kept it beside the record
      // (`resigned`: the seat, which was the seat to move). Such a game stays over.
      let state = next.state();
      if (Number.isInteger(g.resigned) && g.resigned > 0 && !state.over && state.toMove === g.resigned)
        state = next.play('resign');
      known = { state, geometry: next.geometry() };
      n = known.geometry.seats;
      const base = defaultSettings();
      settings = settingsFromFragment(`#${next.canonicalSetup()}`, { ...base, players: n });
    } catch (err) {
      if (next) next.free();
      return errorOf(err);
    }
    cancelBot();
    const codes = g.seats && g.seats.length === n ? g.seats : Array(n).fill('h');
    // An imported game takes the form's seats, to be continued; one that is over has nobody
    // to continue it, so its seats are the people the file names (default names where it
    // names none), never the form's bots.
    const named = g.names && g.names.length === n && g.names.some(Boolean);
    const fromTable = !g.seats && g.table && !known.state.over;
    const seats = fromTable
      ? tableSeats(g.table, n, named ? g.names : [], familyOf(settings.game).botLevels)
      : codes.map((c, i) => seatFromCode(c, (g.names && g.names[i]) || ''));
    settings.seats = [...seats, ...settings.seats.slice(n)];
    const saved = savedClock(g);
    settings.clock = saved.control;
    const moves = known.state.moveCount;
    const you = g.you || (fromTable ? localSeat(seats) : 0);
    const floor = you ? Math.min(moves, Number.isInteger(g.floor) && g.floor >= 0 ? g.floor : moves) : 0;
    begin(next, settings, seats, {
      id: g.id || newGameId(),
      you,
      analysed: g.an === true,
      resumed: true,
      known,
      floor,
      saved: saved.times,
    });
    return null;
  }

  /**
   * True when this device may move for the seat to move: a human seat, and when the game came
   * from a link meant for one seat (`you`), that seat only; the other seats move on their own
   * devices and come back by link.
   */
  function mayMove(cur = store.get()) {
    if (cur.phase !== 'playing' || cur.state.over || cur.view !== null) return false;
    if (seatIsBot(cur.state.toMove, cur.seats)) return false;
    return !cur.you || cur.state.toMove === cur.you;
  }

  /** A human intent from the board. Ignored unless this device may move (mayMove). */
  function play(token) {
    if (!mayMove()) return false;
    return apply(String(token), false);
  }

  /**
   * The ways the board may offer to play a token when its player has a choice (the family's
   * choices: Dots' rings under ring=any); [] when the token is played as it is or this device
   * may not move.
   */
  function choices(token) {
    const cur = store.get();
    if (!game || !mayMove(cur)) return [];
    return familyOf(cur.settings.game).choices(game, String(token), cur.settings);
  }

  /**
   * The state after `token` as the core would play it, without playing it (for a confirmation
   * that says what a move costs); null when the core refuses it. The live game is unchanged.
   */
  function preview(token) {
    const cur = store.get();
    if (cur.phase !== 'playing' || !game) return null;
    try {
      const after = game.play(String(token));
      game.undo();
      return after;
    } catch {
      return null;
    }
  }

  /** Mark the game as analysed (the exact analysis was turned on while a bot plays): kept for good. */
  function markAnalysed() {
    if (store.get().phase === 'playing') store.set({ analysed: true });
  }

  /** Back to the table setup (keeps the settings for the form, or takes `settings` there). */
  function newGame(settings = null) {
    cancelBot();
    timekeeper.stop();
    store.set({
      phase: 'setup',
      view: null,
      viewState: null,
      error: null,
      bot: 'idle',
      ...(settings ? { settings } : {}),
    });
  }

  function rematch() {
    const cur = store.get();
    if (cur.settings) start(cur.settings);
  }

  /** Show the position after k moves (null or k = moveCount: back to the live game). */
  function viewMove(k) {
    const cur = store.get();
    if (cur.phase !== 'playing') return;
    const n = cur.state.moveCount;
    if (k === null || k >= n) {
      store.set({ view: null, viewState: null });
      return;
    }
    k = Math.max(0, k);
    store.set({ view: k, viewState: game.stateAt(k) });
  }

  function dispose() {
    timekeeper.dispose();
    bots.dispose();
    if (game) game.free();
    game = null;
  }

  return {
    store,
    start,
    resume,
    bind,
    mayMove,
    play,
    choices,
    ...turn,
    preview,
    newGame,
    rematch,
    viewMove,
    markAnalysed,
    setPace: bots.setPace,
    setHidden,
    boardShown,
    dispose,
  };
}
