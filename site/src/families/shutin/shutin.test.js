// shutin.test.js — Shut In in the site's model against the real WASM engine: setup strings and
// presets, the board adapter, and a session played to the end, with a bot reply and undo.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadEngine } from '../../../../wasm/engine.js';
import { createSession } from '../../game/session.js';
import { defaultSettings, rotateSeats, settingsFromFragment, setupString, switchGame } from '../../game/setup.js';
import { blockedValue, normaliseCellList, withBlockedSeed } from './setup.js';
import { describeShutin, lastTurnCells, neighbourCell } from './adapter.js';
import { shutin as family } from './index.jsx';
import { SOLVED, solvedWinner } from './solved.js';
import { boxes as boxesFamily } from '../boxes/index.jsx';

const engine = await loadEngine({
  wasmBinary: readFileSync(new URL('../../../../wasm/dist/paperdots.wasm', import.meta.url)),
});

function shutin(patch = {}, kinds = ['human', 'human']) {
  const s = { ...defaultSettings('shutin'), ...patch };
  s.seats = s.seats.map((seat, i) => ({ ...seat, kind: kinds[i] || 'human', level: 4 }));
  return s;
}

const canonical = (s) => {
  const g = engine.newGame(setupString(s));
  const c = g.canonicalSetup();
  g.free();
  return c;
};

describe('Shut In settings', () => {
  it('builds setup strings the engine accepts, in canonical form', () => {
    expect(canonical(shutin())).toBe('game=shutin&size=8x8&gravity=1&start=fixed&blocked=none');
    expect(canonical(shutin({ size: '10x10', gravity: '0', start: 'free' }))).toBe(
      'game=shutin&size=10x10&gravity=0&start=free&blocked=none',
    );
    expect(canonical(shutin({ size: '6x6', blocked: 'list', blockedList: ' C3, d4 ' }))).toBe(
      'game=shutin&size=6x6&gravity=1&start=fixed&blocked=c3.d4',
    );
  });

  it('picks a seed for random blocked cells; the canonical setup then lists the cells', () => {
    const s = withBlockedSeed(shutin({ size: '6x6', blocked: 'random', blockedCount: 4 }), () => 0.5);
    expect(s.blockedSeed).toBe(500000);
    expect(blockedValue(s)).toBe('random-4-500000');
    const c = canonical(s);
    expect(c).toMatch(/^game=shutin&size=6x6&gravity=1&start=fixed&blocked=[a-f]\d(\.[a-f]\d){3}$/);
    expect(canonical(s)).toBe(c); // same seed, same cells: a rematch replays the layout
    expect(withBlockedSeed(shutin())).toEqual(shutin()); // nothing random, nothing changes
  });

  it('names the variant in the title: no gravity, free start', () => {
    const t = (k) =>
      ({ 'game.shutin': 'Shut In', 'title.noGravity': 'no gravity', 'title.freeStart': 'free start' })[k];
    expect(family.title(shutin(), t)).toBe('Shut In');
    expect(family.title(shutin({ gravity: '0' }), t)).toBe('Shut In, no gravity');
    expect(family.title(shutin({ gravity: '0', start: 'free' }), t)).toBe('Shut In, no gravity, free start');
    expect(family.title(shutin({ start: 'free' }), t)).toBe('Shut In, free start');
  });

  it('shows a solved result only without blocked cells, for the start it was proved from, and the engine proves each small one', () => {
    expect(solvedWinner(shutin({ size: '6x6' }))).toBe(2);
    expect(solvedWinner(shutin({ size: '6x6', start: 'free' }))).toBe(2);
    expect(solvedWinner(shutin({ size: '8x8', start: 'free' }))).toBe(0);
    expect(solvedWinner(shutin({ size: '6x6', blocked: 'random' }))).toBe(0);
    expect(solvedWinner(shutin({ size: '16x16' }))).toBe(0);
    // The quick ones again through the real solver (bench/shutin.sh solves them all).
    for (const e of SOLVED.filter((x) => ['4x4', '5x5'].includes(x.size))) {
      if (e.start === 'free' && e.gravity === '0' && e.size === '5x5') continue; // 25 M nodes: tests/wasm/shutin-solved.test.js skips it too
      const g = engine.newGame(setupString(shutin({ size: e.size, gravity: e.gravity, start: e.start || 'fixed' })));
      const r = g.solve({ nodes: 5000000 });
      g.free();
      expect(r.value).toBe(e.winner === 1 ? 1 : -1);
    }
  });

  it('normalises typed cell lists', () => {
    expect(normaliseCellList('C3, f5;g6  h7.a1')).toBe('c3.f5.g6.h7.a1');
    expect(blockedValue({ blocked: 'list', blockedList: '  ' })).toBe('none');
  });

  it('switches families keeping the seats, with each family its own bot levels', () => {
    expect(family.botLevels).toEqual([1, 2, 3, 4]);
    const levels = boxesFamily.botLevels;
    const s = shutin({}, ['human', 'bot']);
    const boxes = switchGame(s, 'boxes');
    expect(boxes).toMatchObject({ game: 'boxes', grid: 'square', size: '4x4', players: 2 });
    expect(boxes.seats[1]).toMatchObject({ kind: 'bot', level: levels[levels.length - 1] });
    expect(switchGame(boxes, 'shutin')).toMatchObject({ game: 'shutin', size: '8x8', gravity: '1' });
    expect(
      rotateSeats(s)
        .seats.slice(0, 2)
        .map((x) => x.kind),
    ).toEqual(['bot', 'human']);
  });

  it('reads the home page fragment', () => {
    expect(settingsFromFragment('#game=shutin')).toMatchObject({ game: 'shutin', size: '8x8', players: 2 });
    expect(settingsFromFragment('#game=shutin&size=6x7&gravity=0&start=free')).toMatchObject({
      size: '6x7',
      gravity: '0',
      start: 'free',
    });
    expect(() => settingsFromFragment('#game=chess')).toThrow(expect.objectContaining({ code: 'game-unknown' }));
    expect(settingsFromFragment('#game=shutin&size=3x3').size).toBe('8x8');
    expect(settingsFromFragment('#game=boxes&grid=hex', shutin())).toMatchObject({ game: 'boxes', grid: 'hex' });
  });

  it('reads a canonical setup back into the same game', () => {
    for (const setup of [
      'game=shutin&size=6x6&gravity=1&start=fixed&blocked=c3.d3',
      'game=shutin&size=7x5&gravity=0&start=free&blocked=none',
    ]) {
      expect(canonical(settingsFromFragment(setup))).toBe(setup);
    }
    expect(settingsFromFragment('game=shutin&blocked=random-4-9')).toMatchObject({
      blocked: 'random',
      blockedCount: 4,
      blockedSeed: 9,
    });
  });
});

describe('Shut In board adapter', () => {
  it('takes tokens and labels from the engine, with row 1 at the bottom', () => {
    const g = engine.newGame('game=shutin&size=5x4&blocked=c2');
    const desc = describeShutin(g.geometry());
    g.free();
    expect(desc.tokens).toHaveLength(20);
    expect(desc.tokens[0]).toBe('a1');
    expect(desc.tokens[7]).toBe('c2');
    expect(desc.labels[19]).toBe('e4');
    expect(desc.index.get('c2')).toBe(7);
    expect(desc.origin[0]).toEqual([0, 3]); // a1 is drawn bottom left
    expect(desc.origin[19]).toEqual([4, 0]); // e4 top right
    expect(desc.columns).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('moves the keyboard cursor on screen directions and stops at the edges', () => {
    const desc = { w: 4, h: 3 };
    expect(neighbourCell(desc, 0, 0, -1)).toBe(4); // up from a1 is a2
    expect(neighbourCell(desc, 4, 0, 1)).toBe(0);
    expect(neighbourCell(desc, 0, -1, 0)).toBe(0);
    expect(neighbourCell(desc, 11, 1, 0)).toBe(11);
    expect(neighbourCell(desc, 11, 0, -1)).toBe(11);
  });
});

const tick = (ms = 5) => new Promise((r) => setTimeout(r, ms));

describe('Shut In session', () => {
  it('plays a whole 4x4 game between two humans to the engine result', () => {
    const s = createSession({ engine });
    expect(s.start(shutin({ size: '4x4' }))).toBe(true);
    let st = s.store.get();
    expect(st.geometry.family).toBe('shutin');
    expect(st.state.legal).toEqual(['a2', 'b2', 'c2']);
    while (!s.store.get().state.over) s.play(s.store.get().state.legal[0]);
    st = s.store.get();
    expect(st.state.moves.join('.')).toBe('a2.b2.c2.d2.a3.b3.c3.d3.a4.b4.c4.d4');
    // After d4 seat 1 has no legal move: seat 2 wins.
    expect(st.state.scores).toEqual([8, 8]);
    expect(st.state.result).toEqual({ winners: [2], draw: false, how: 'no-move', resigned: 0, margin: null });
    expect(st.state.captured).toEqual(new Array(12).fill(0));
    expect(st.event).toMatchObject({ kind: 'move', seat: 2, token: 'd4' });
    expect([...lastTurnCells(st.desc, st.state)]).toEqual([15]);
  });

  it('refuses an illegal cell with the engine error and keeps the game', () => {
    const s = createSession({ engine });
    s.start(shutin({ size: '4x4' }));
    expect(s.play('d4')).toBe(false);
    expect(s.store.get().error).toMatchObject({ code: 'cell-gravity', params: { cell: 'd4' } });
    expect(s.play('a1')).toBe(false);
    expect(s.store.get().error.code).toBe('cell-occupied');
    expect(s.store.get().state.moves).toEqual([]);
  });

  it('reports a bad setup as an engine error', () => {
    const s = createSession({ engine });
    expect(s.start(shutin({ size: '4x4', blocked: 'list', blockedList: 'a1' }))).toBe(false);
    expect(s.store.get().error).toMatchObject({ code: 'blocked-start', params: { cell: 'a1' } });
    expect(s.store.get().phase).toBe('setup');
  });

  it('lets a level-4 bot reply through the bot client, and undo takes both moves back', async () => {
    const calls = [];
    const bot = {
      onstatechange: null,
      move(record, opts) {
        calls.push(opts.level);
        const g = engine.newGame(record);
        const tok = g.botMove({ level: opts.level, nodes: 2000, seed: opts.seed });
        g.free();
        return Promise.resolve(tok);
      },
      cancel() {},
      dispose() {},
    };
    const s = createSession({ engine, makeBot: () => bot, paceMs: 0 });
    s.start(shutin({ size: '6x6' }, ['human', 'bot']));
    s.play('a2');
    await tick();
    const st = s.store.get();
    expect(calls).toEqual([4]);
    expect(st.state.movers).toEqual([1, 2]);
    expect(st.state.scores).toEqual([3, 3]);
    expect(s.undo()).toBe(true);
    expect(s.store.get().state.moves).toEqual([]);
  });
});
