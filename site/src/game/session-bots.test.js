// session-bots.test.js — undo across a bot turn in which the bot captures several boxes (and so
// moves several times): undo must give back exactly the position before the human's move — the
// same move list, scores and seat to move — including when it interrupts the bot mid-chain.
// The real WASM engine judges every move; the bot is a stand-in client that plays a script.
// Positions were traced by hand from the rules (docs/spec.md §1.2) and checked with
// `build/paperdots play` while writing the test.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadEngine } from '../../../wasm/engine.js';
import { firstMoveBot } from './first-move-bot.js';
import { createSession } from './session.js';
import { defaultSettings } from './setup.js';

const engine = await loadEngine({
  wasmBinary: readFileSync(new URL('../../../wasm/dist/paperdots.wasm', import.meta.url)),
});

function settings(size) {
  const s = { ...defaultSettings(), size };
  s.seats = s.seats.map((seat, i) => ({ ...seat, kind: i === 1 ? 'bot' : 'human' }));
  return s;
}

/**
 * A bot client that answers each request with the next token of `script`. It notes the move
 * list of every record it is asked about. With `hold`, answers wait until release() is called.
 */
function scriptedBot(script, { hold = false } = {}) {
  const waiting = [];
  return {
    onstatechange: null,
    asked: [],
    move(record) {
      this.asked.push(record.split('&moves=')[1] || '');
      const tok = script[this.asked.length - 1];
      if (tok === undefined)
        return Promise.reject(new Error(`bot asked for move ${this.asked.length}, script has ${script.length}`));
      if (!hold) return Promise.resolve(tok);
      return new Promise((resolve) => waiting.push(() => resolve(tok)));
    },
    release() {
      waiting.splice(0).forEach((f) => f());
    },
    cancel() {},
    dispose() {},
  };
}

const tick = (ms = 2) => new Promise((r) => setTimeout(r, ms));

/** Wait until `cond(store value)` holds (bot turns take a few macrotasks each). */
async function until(s, cond, what) {
  for (let i = 0; i < 500; i++) {
    if (cond(s.store.get())) return;
    await tick();
  }
  throw new Error(`timed out waiting for ${what}`);
}

const position = (s) => {
  const { state } = s.store.get();
  return { moves: state.moves, scores: state.scores, toMove: state.toMove };
};

/** Play `humanMoves` as seat 1, each after the bot (seat 2) has finished its turn. */
async function playHuman(s, humanMoves) {
  for (const tok of humanMoves) {
    await until(s, (st) => st.state.toMove === 1 && st.bot !== 'thinking', `seat 1 to move before ${tok}`);
    expect(s.play(tok), `human move ${tok}`).toBe(true);
  }
  await until(s, (st) => st.state.toMove === 1 && st.bot !== 'thinking', 'the bot to finish');
}

describe('undo across a bot turn with several captures', () => {
  it('4x1: the bot takes a chain of three boxes in two moves, then moves on', async () => {
    // Lines 0-3 top, 4-8 walls, 9-12 bottom; box i = {i, 4+i, 5+i, 9+i}. After the opening, the
    // human's 7 gives box 2 a third side: the bot takes it with 6, boxes 1 and 0 at once with 5,
    // and must move again: 3.
    const bot = scriptedBot(['1', '9', '11', '12', '6', '5', '3']);
    const s = createSession({ engine, makeBot: () => bot, paceMs: 0 });
    s.start(settings('4x1'));
    await playHuman(s, ['0', '2', '10', '4']);
    const before = position(s);
    expect(before).toEqual({ moves: ['0', '1', '2', '9', '10', '11', '4', '12'], scores: [0, 0], toMove: 1 });

    await playHuman(s, ['7']);
    expect(position(s)).toEqual({ moves: [...before.moves, '7', '6', '5', '3'], scores: [0, 3], toMove: 1 });
    expect(s.store.get().state.movers.slice(-4)).toEqual([1, 2, 2, 2]);
    // The bot was asked once per move of its turn, each time about the position after the last.
    expect(bot.asked.slice(-3)).toEqual(['0.1.2.9.10.11.4.12.7', '0.1.2.9.10.11.4.12.7.6', '0.1.2.9.10.11.4.12.7.6.5']);

    expect(s.undo()).toBe(true);
    expect(position(s)).toEqual(before);
    await tick(20);
    expect(position(s)).toEqual(before); // and no bot turn starts again
    expect(bot.asked).toHaveLength(7);
  });

  it('3x2: after the human scored earlier, undo restores that score, not zero', async () => {
    // Box (r, c) = {c + 7r, 3 + c + 7r, 4 + c + 7r, 7 + c + 7r} on 3x2 (lines 0-2, 3-6, 7-9,
    // 10-13, 14-16). The human takes box 0 with 2, moves again with 11; the bot takes three
    // boxes with 12, 10 and 4, then plays 15.
    const bot = scriptedBot(['13', '3', '9', '5', '16', '12', '10', '4', '15']);
    const s = createSession({ engine, makeBot: () => bot, paceMs: 0 });
    s.start(settings('3x2'));
    await playHuman(s, ['7', '6', '1', '14', '0', '2']);
    const before = position(s);
    expect(before).toEqual({
      moves: ['7', '13', '6', '3', '1', '9', '14', '5', '0', '16', '2'],
      scores: [1, 0],
      toMove: 1,
    });

    await playHuman(s, ['11']);
    expect(position(s)).toEqual({ moves: [...before.moves, '11', '12', '10', '4', '15'], scores: [1, 3], toMove: 1 });

    expect(s.undo()).toBe(true);
    expect(position(s)).toEqual(before);
    // The human's capture was a move of its own: the next undo takes back only 2, the bot's
    // 16 before it stays (undo stops at the last human move).
    expect(s.undo()).toBe(true);
    expect(position(s)).toEqual({ moves: before.moves.slice(0, 10), scores: [0, 0], toMove: 1 });
  });

  it('4x1: undo in the middle of the chain gives back the human move, and late answers are dropped', async () => {
    const bot = scriptedBot(['1', '9', '11', '12', '6', '5', '3'], { hold: true });
    const s = createSession({ engine, makeBot: () => bot, paceMs: 0 });
    s.start(settings('4x1'));
    for (const tok of ['0', '2', '10', '4']) {
      await until(s, (st) => st.state.toMove === 1 && st.bot !== 'thinking', `seat 1 to move before ${tok}`);
      s.play(tok);
      await until(s, (st) => st.bot === 'thinking', 'the bot to think');
      bot.release();
    }
    await until(s, (st) => st.state.toMove === 1 && st.bot !== 'thinking', 'the opening');
    const before = position(s);
    s.play('7');
    await until(s, (st) => st.bot === 'thinking', 'the bot to think');
    bot.release(); // 6: box 2
    await until(s, (st) => st.state.moves.length === 10 && st.bot === 'thinking', 'the first capture');
    expect(position(s)).toEqual({ moves: [...before.moves, '7', '6'], scores: [0, 1], toMove: 2 });

    // The bot is thinking about 5 (two more boxes): undo now.
    expect(s.undo()).toBe(true);
    expect(position(s)).toEqual(before);
    bot.release(); // the answer comes after all
    await tick(20);
    expect(position(s)).toEqual(before);
    expect(s.store.get().bot).not.toBe('thinking');
  });
});

/**
 * Run f and return the waits the session asked the timer for before each bot move, in order. The
 * pace is checked on these, not on the moves' times on the clock: a busy machine stretches those
 * both ways (a capture's quick move took 991 ms beside two browsers; a paced one showed 579 ms after
 * the move before it was seen, for a 600 ms pace).
 */
async function askedWaits(f) {
  const asked = [];
  const realSetTimeout = globalThis.setTimeout;
  globalThis.setTimeout = (fn, ms, ...rest) => {
    if (/session-bots\.js/.test(new Error().stack)) asked.push(ms);
    return realSetTimeout(fn, ms, ...rest);
  };
  try {
    await f();
  } finally {
    globalThis.setTimeout = realSetTimeout;
  }
  return asked;
}

describe('bot pace', () => {
  // A clock that stands still (the session's `now`): the wait asked before a bot move is then the
  // pace itself, however long the machine takes between the moves.
  const still = () => 0;

  it('paces the first move of a bot turn, and the moves a capture gives it faster', async () => {
    // The 4x1 chain above: after the human's 7 the bot plays 6 (paced), then 5 and 3 (its captures
    // gave it those moves: the quicker chain pace).
    const bot = scriptedBot(['1', '9', '11', '12', '6', '5', '3']);
    const s = createSession({ engine, makeBot: () => bot, paceMs: 400, chainPaceMs: 10, now: still });
    const asked = await askedWaits(async () => {
      s.start(settings('4x1'));
      await playHuman(s, ['0', '2', '10', '4', '7']);
    });
    expect(asked.slice(-3)).toEqual([400, 10, 10]); // before 6 (a new turn), 5 and 3 (the same turn)
    s.dispose();
  });

  it('follows a pace changed during the game (the player’s setting)', async () => {
    const bot = scriptedBot(['1', '9', '11', '12', '6', '5', '3']);
    const s = createSession({ engine, makeBot: () => bot, paceMs: 0, chainPaceMs: 0, now: still });
    const before = await askedWaits(async () => {
      s.start(settings('4x1'));
      await playHuman(s, ['0', '2', '10']);
    });
    expect(before.at(-1)).toBe(0); // 10 -> 11 at pace 0
    s.setPace({ paceMs: 600, chainPaceMs: 0 });
    const after = await askedWaits(() => playHuman(s, ['4']));
    expect(after.at(-1)).toBe(600); // 4 -> 12 at the new pace
    s.dispose();
  });
});

describe("the bot's opening book", () => {
  it("sends the URL botBook gives for the board and the seat's level, and none when it gives none", async () => {
    let asked = [];
    const botBook = (geometry, level) => {
      asked.push([geometry.book || null, level]);
      return level === 4 && geometry.book === 'boxes-square-4x4' ? 'http://x/assets/book.bin' : null;
    };
    for (const [size, level, want] of [
      ['4x4', 4, 'http://x/assets/book.bin'],
      ['4x4', 2, undefined],
      ['3x3', 4, undefined],
    ]) {
      const bot = firstMoveBot(engine);
      asked = [];
      const s = createSession({ engine, makeBot: () => bot, botBook, paceMs: 0, chainPaceMs: 0 });
      const st = settings(size);
      st.seats = st.seats.map((seat, i) => (i === 0 ? { ...seat, kind: 'bot', level } : { ...seat, kind: 'human' }));
      s.start(st);
      await until(s, (v) => v.state.moveCount >= 1, "the bot's move");
      expect(bot.asked[0].book).toBe(want);
      expect(asked[0]).toEqual([size === '4x4' ? 'boxes-square-4x4' : 'boxes-square-3x3', level]);
      s.dispose();
    }
  });
});
