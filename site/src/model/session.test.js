// session.test.js — the game session against the real WASM engine: moves, undo back to the last
// human move, resignation, and bot turns (through a stand-in bot client that answers at once).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadEngine } from '../../../wasm/engine.js';
import { createSession } from './session.js';
import { defaultSettings, rotateSeats, settingsFromFragment } from './setup.js';

const engine = await loadEngine({ wasmBinary: readFileSync(new URL('../../../wasm/dist/paperdots.wasm', import.meta.url)) });

function settings(patch, kinds) {
  const s = { ...defaultSettings(), ...patch };
  s.seats = s.seats.map((seat, i) => ({ ...seat, kind: kinds[i] || 'human' }));
  return s;
}

/** A bot client that plays the first legal move of the record it gets. */
function firstMoveBot() {
  return {
    onstatechange: null,
    calls: 0,
    move(record) {
      this.calls++;
      const g = engine.newGame(record);
      const tok = g.legalMoves()[0];
      g.free();
      return Promise.resolve(tok);
    },
    cancel() {},
    dispose() {},
  };
}

const tick = (ms = 5) => new Promise((r) => setTimeout(r, ms));

describe('session', () => {
  it('plays a whole 2x2 game between two humans', () => {
    const s = createSession({ engine });
    s.start(settings({ size: '2x2' }, ['human', 'human']));
    let st = s.store.get();
    expect(st.geometry.lines).toHaveLength(12);
    while (!s.store.get().over) s.play(s.store.get().legal[0]);
    st = s.store.get();
    expect(st.state.scores.reduce((a, b) => a + b)).toBe(4);
    expect(st.result.winners.length).toBeGreaterThan(0);
    expect(st.closedPerMove.reduce((a, b) => a + b)).toBe(4);
    expect(s.play('0')).toBe(false);
  });

  it('reports an engine error without changing the game', () => {
    const s = createSession({ engine });
    s.start(settings({ size: '2x2' }, ['human', 'human']));
    s.play('0');
    expect(s.play('0')).toBe(false);
    expect(s.store.get().error.code).toBe('line-drawn');
    expect(s.store.get().state.moves).toEqual(['0']);
  });

  it('lets a bot reply, and undo takes back the bot reply and the human move', async () => {
    const bot = firstMoveBot();
    const s = createSession({ engine, makeBot: () => bot, paceMs: 0 });
    s.start(settings({ size: '3x3' }, ['human', 'bot']));
    s.play('5');
    await tick();
    expect(s.store.get().state.movers).toEqual([1, 2]);
    expect(s.undo()).toBe(true);
    expect(s.store.get().state.moves).toEqual([]);
    expect(s.canUndo()).toBe(false);
  });

  it('ends the game on resignation with the resigning seat losing', () => {
    const s = createSession({ engine });
    s.start(settings({ size: '3x3', players: 3 }, ['human', 'human', 'human']));
    s.play('0');
    expect(s.resign()).toBe(true);
    const st = s.store.get();
    expect(st.over).toBe(true);
    expect(st.result).toMatchObject({ resigned: 2, winners: [1, 3] });
    expect(st.legal).toEqual([]);
  });

  it('steps through the move list without touching the live game', () => {
    const s = createSession({ engine });
    s.start(settings({ size: '2x2' }, ['human', 'human']));
    ['0', '11', '5'].forEach((m) => s.play(m));
    s.viewMove(1);
    expect(s.store.get().viewState.moves).toEqual(['0']);
    expect(s.play('3')).toBe(false);
    s.viewMove(null);
    expect(s.store.get().viewState).toBe(null);
    expect(s.play('3')).toBe(true);
  });

  it('swaps who starts and reads the home page fragment', () => {
    const s = settings({}, ['human', 'bot']);
    expect(rotateSeats(s).seats.slice(0, 2).map((x) => x.kind)).toEqual(['bot', 'human']);
    const f = settingsFromFragment('#game=boxes&grid=hex&size=3x4&border=swedish&players=3');
    expect(f).toMatchObject({ grid: 'hex', size: '3x4', border: 'swedish', players: 3 });
  });
});
