// session-bots.js — the bot seats of a game session (session.js): one BotClient per family, asked
// when a bot seat is to move, its answer shown after the player's pace and played through the
// session; a cancelled request's answer is dropped. The pace counts from the last move, which the
// session marks (moved), and a new game draws the bots a new seed (newGame).
import { BOT_MS } from './bots.js';

/**
 * store: the session's store; makeBot: (family) => BotClient-like object, or null; botBook:
 * (geometry, level) => a book URL or null; now: clock in ms; paceMs, chainPaceMs: the waits
 * before a bot's move and before the moves a capture gives it; timekeeper: the session's clock
 * (session-clock.js); onMove: (token) => plays the bot's answer.
 */
export function createSessionBots({ store, makeBot, botBook, now, paceMs, chainPaceMs, timekeeper, onMove }) {
  let bot = null;
  let botFamily = null;
  let gen = 0;
  let lastMoveAt = 0;
  let seed = 1;

  /** Change the bot's pace (the player's setting); the next bot move waits by the new pace. */
  function setPace(pace) {
    if (Number.isFinite(pace.paceMs)) paceMs = Math.max(0, pace.paceMs);
    if (Number.isFinite(pace.chainPaceMs)) chainPaceMs = Math.max(0, pace.chainPaceMs);
  }

  function ensure() {
    // A bot runs its family's rules (the site loads one engine module per family): a game of
    // another family gets a new one.
    const family = store.get().settings.game;
    if (bot && botFamily !== family) {
      bot.dispose();
      bot = null;
    }
    if (!bot && makeBot) {
      bot = makeBot(family);
      botFamily = family;
      bot.onstatechange = (st) => {
        if (st === 'failed') store.set({ bot: 'failed' });
      };
    }
    return bot;
  }

  function isBot(seat, seats = store.get().seats) {
    const s = seats[seat - 1];
    return !!s && s.kind === 'bot';
  }

  /** Stop a bot that is thinking: its answer, if it comes, is dropped. */
  function cancel() {
    gen += 1;
    if (bot && store.get().bot === 'thinking') bot.cancel();
  }

  /** Ask the bot of the seat to move in `state` for its move. */
  function ask(state) {
    const client = ensure();
    const mine = ++gen;
    const cur = store.get();
    const level = cur.seats[state.toMove - 1].level;
    // The core's movers say whether this seat moved last: a capture gave it this move.
    const sameTurn = state.movers.length > 0 && state.movers[state.movers.length - 1] === state.toMove;
    const wait = Math.min(
      Math.max(0, lastMoveAt + (sameTurn ? chainPaceMs : paceMs) - now()),
      timekeeper.remaining(state.toMove) / 5,
    );
    const pace = new Promise((resolve) => setTimeout(resolve, wait));
    // Within the clock: the bot's budget comes from its time left (clock.js botBudget), and its
    // pace never takes more than a fifth of that time.
    const ms = timekeeper.botMs(state.toMove, BOT_MS);
    const book = botBook(cur.geometry, level);
    const move = client.move(state.record, { level, ms, seed: seed + state.moveCount, ...(book ? { book } : {}) });
    Promise.all([move, pace]).then(
      ([token]) => {
        if (mine === gen) onMove(token);
      },
      (err) => {
        if (mine !== gen || (err && err.name === 'AbortError')) return;
        store.set({ bot: 'failed' });
      },
    );
  }

  /** A move was made (or undone) now: the next bot's pace counts from here. Returns the time. */
  function moved() {
    lastMoveAt = now();
    return lastMoveAt;
  }

  /** A new game: its bots play with a seed of their own. */
  function newGame() {
    seed = 1 + Math.floor(Math.random() * 1e6);
    moved();
  }

  function dispose() {
    cancel();
    if (bot) bot.dispose();
    bot = null;
  }

  return { setPace, isBot, cancel, ask, moved, newGame, dispose };
}
