// session.test.js — the game session against the real WASM engine: moves, undo back to the last
// human move, resignation, and bot turns (through a stand-in bot client that answers at once).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadEngine } from '../../../wasm/engine.js';
import { createSession } from './session.js';
import { firstMoveBot } from './first-move-bot.js';
import { defaultSettings, rotateSeats, settingsFromFragment } from './setup.js';

const engine = await loadEngine({
  wasmBinary: readFileSync(new URL('../../../wasm/dist/paperdots.wasm', import.meta.url)),
});

function settings(patch, kinds) {
  const s = { ...defaultSettings(), ...patch };
  s.seats = s.seats.map((seat, i) => ({ ...seat, kind: kinds[i] || 'human' }));
  return s;
}

const tick = (ms = 5) => new Promise((r) => setTimeout(r, ms));

describe('session', () => {
  it('plays a whole 2x2 game between two humans', () => {
    const s = createSession({ engine });
    s.start(settings({ size: '2x2' }, ['human', 'human']));
    let st = s.store.get();
    expect(st.geometry.lines).toHaveLength(12);
    while (!s.store.get().state.over) s.play(s.store.get().state.legal[0]);
    st = s.store.get();
    // Lines in canonical order: the CLI gives 2-2, a draw (build/paperdots play 'game=boxes&size=2x2' 0 … 11).
    expect(st.state.moves.join('.')).toBe('0.1.2.3.4.5.6.7.8.9.10.11');
    expect(st.state.scores).toEqual([2, 2]);
    expect(st.state.result).toEqual({ winners: [1, 2], draw: true, how: 'complete', resigned: 0, margin: null });
    // Cells close with their last side: lines 5, 6, 10 and 11.
    expect(st.state.captured).toEqual([0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 1, 1]);
    expect(s.play('0')).toBe(false);
  });

  it('a friend who plays by link: this device plays its own seat only, from the first move', () => {
    const s = createSession({ engine });
    const form = settings({ size: '2x2' }, ['human', 'human']);
    form.seats[1] = { ...form.seats[1], remote: true };
    s.start(form);
    expect(s.store.get().you).toBe(1);
    expect(s.play('0')).toBe(true);
    // seat 2 moves on the friend's device, and comes back by link
    expect(s.mayMove()).toBe(false);
    expect(s.play('1')).toBe(false);
    expect(s.store.get().state.moveCount).toBe(1);
  });

  it('a game on one device binds to the sender’s seat once its link is shared', () => {
    const s = createSession({ engine });
    s.start(settings({ size: '2x2' }, ['human', 'human']));
    expect(s.store.get().you).toBe(0);
    s.play('0');
    s.bind(1);
    const st = s.store.get();
    expect(st.you).toBe(1);
    // the move that went out with the link is the other side's now: no taking it back
    expect(st.floor).toBe(1);
    expect(s.canUndo()).toBe(false);
    expect(s.play('1')).toBe(false);
    // bound once: a second share does not move this device to another seat
    s.bind(2);
    expect(s.store.get().you).toBe(1);
  });

  it('a link game for one seat undoes only the moves made since the link was opened', () => {
    const s = createSession({ engine });
    // Seat 2's link: Player 1 played 4-5 and 6-6, Player 2 5-5 between them.
    const link = {
      record: 'game=dots&size=15x15&moves=4-5.5-5.6-6',
      seats: ['h', 'h'],
      names: ['', ''],
      you: 2,
      id: 'abcd1',
    };
    expect(s.resume(link)).toBe(null);
    expect(s.store.get().floor).toBe(3);
    expect(s.canUndo()).toBe(false);
    expect(s.undo()).toBe(false);
    expect(s.play('2-2')).toBe(true);
    expect(s.canUndo()).toBe(true);
    expect(s.undo()).toBe(true);
    expect(s.store.get().state.moves).toEqual(['4-5', '5-5', '6-6']);
    expect(s.undo()).toBe(false);
    // its saved copy (saved/autosave.js entryOf) keeps the floor across a reload
    expect(s.resume({ ...link, record: 'game=dots&size=15x15&moves=4-5.5-5.6-6.2-2', floor: 3 })).toBe(null);
    expect(s.undo()).toBe(true);
    expect(s.store.get().state.moveCount).toBe(3);
    // a game of this device alone (no `you`) undoes everything, as before
    expect(s.resume({ record: 'game=dots&size=15x15&moves=4-5.5-5.6-6' })).toBe(null);
    expect(s.store.get().floor).toBe(0);
    expect(s.undo()).toBe(true);
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
    const bot = firstMoveBot(engine);
    const s = createSession({ engine, makeBot: () => bot, paceMs: 0 });
    s.start(settings({ size: '3x3' }, ['human', 'bot']));
    s.play('5');
    await tick();
    expect(s.store.get().state.movers).toEqual([1, 2]);
    expect(s.undo()).toBe(true);
    expect(s.store.get().state.moves).toEqual([]);
    expect(s.canUndo()).toBe(false);
  });

  it('ends the game on resignation (the core resign token), and undo takes it back', () => {
    const s = createSession({ engine });
    s.start(settings({ size: '3x3', players: 3 }, ['human', 'human', 'human']));
    s.play('0');
    expect(s.resign()).toBe(true);
    let st = s.store.get();
    expect(st.state.over).toBe(true);
    expect(st.state.result).toMatchObject({ how: 'resign', resigned: 2, winners: [1, 3] });
    expect(st.state.legal).toEqual([]);
    expect(st.state.record).toMatch(/&moves=0\.resign$/);
    expect(st.event).toMatchObject({ kind: 'resign', seat: 2 });
    expect(s.canResign()).toBe(false);
    expect(s.undo()).toBe(true);
    st = s.store.get();
    expect(st.state.over).toBe(false);
    expect(st.state.moves).toEqual(['0']);
    expect(st.state.toMove).toBe(2);
  });

  it('resumes a resigned game from its record, still resigned', () => {
    const s = createSession({ engine });
    const record = 'game=boxes&grid=square&size=2x2&border=open&misere=1&players=4&moves=0.2.3.5.1.resign';
    expect(s.resume({ record, seats: ['h', 'h', 'h', 'h'], names: ['A', 'B', 'C', 'D'] })).toBe(null);
    const st = s.store.get();
    expect(st.settings).toMatchObject({ game: 'boxes', misere: '1', players: 4 });
    expect(st.state.result).toEqual({ winners: [2, 3], draw: false, how: 'resign', resigned: 1, margin: null });
    expect(s.resume({ record: 'game=boxes&moves=0.resign.1' })).toMatchObject({ code: 'game-over' });
    expect(s.store.get().state.record).toBe(record);
  });

  it('opens a record from the table setup with the form’s seats for its number of players, and the record’s names for its people', () => {
    const s = createSession({ engine, makeBot: () => firstMoveBot(engine) });
    const table = [
      { kind: 'human', level: 1, name: 'Cy' },
      { kind: 'bot', level: 3, name: '' },
      { kind: 'human', level: 1, name: '' },
      { kind: 'bot', level: 9, name: 'Robo' },
    ];
    const record = 'game=boxes&grid=square&size=2x2&border=open&misere=0&players=2&moves=0';
    // two seats: the first two of the form; the file's name for the person, none for the bot
    expect(s.resume({ record, table, names: ['Ann', 'Bo'] })).toBe(null);
    let st = s.store.get();
    expect(st.seats).toEqual([
      { kind: 'human', level: 1, name: 'Ann' },
      { kind: 'bot', level: 3, name: '' },
    ]);
    expect(st.you).toBe(0);
    // no names in the record: the form's; four seats: a level the game has not is its strongest
    const four = 'game=boxes&grid=square&size=2x2&border=open&misere=0&players=4&moves=0';
    expect(s.resume({ record: four, table, names: ['', ''] })).toBe(null);
    st = s.store.get();
    expect(st.seats.map((x) => [x.kind, x.level, x.name])).toEqual([
      ['human', 1, 'Cy'],
      ['bot', 3, ''],
      ['human', 1, ''],
      ['bot', 4, 'Robo'],
    ]);
    // a friend by link in the form: the game is this device's first person's, as Play makes it
    const remote = [
      { kind: 'human', level: 1, name: '' },
      { kind: 'human', level: 1, name: '', remote: true },
    ];
    expect(s.resume({ record, table: remote })).toBe(null);
    expect(s.store.get().you).toBe(1);
    expect(s.store.get().floor).toBe(1);
    // a record's own seats (a link, a saved game) are kept, whatever the form says
    expect(s.resume({ record, seats: ['b1', 'h'], table })).toBe(null);
    expect(s.store.get().seats.map((x) => x.kind)).toEqual(['bot', 'human']);
    // a finished game with the players' names (an SGF file): nobody continues it, so the
    // people it names keep their seats, whatever the form says; without names, two people
    // with default names (no bot played it)
    const over = 'game=dots&size=7x7&start=empty&moves=3-3.5-5.ground';
    expect(s.resume({ record: over, table, names: ['Ann', 'Bo'] })).toBe(null);
    st = s.store.get();
    expect(st.seats).toEqual([
      { kind: 'human', level: 1, name: 'Ann' },
      { kind: 'human', level: 1, name: 'Bo' },
    ]);
    expect(st.you).toBe(0);
    expect(s.resume({ record: over, table, names: ['', ''] })).toBe(null);
    expect(s.store.get().seats.map((x) => [x.kind, x.name])).toEqual([
      ['human', ''],
      ['human', ''],
    ]);
    s.dispose();
  });

  it('keeps a game saved before resignations were in the record (a `resigned` seat) over', () => {
    const s = createSession({ engine });
    const record = 'game=boxes&grid=square&size=2x2&border=open&misere=0&players=2&moves=0.2.3';
    expect(s.resume({ record, seats: ['h', 'h'], names: ['A', 'B'], resigned: 2 })).toBe(null);
    expect(s.store.get().state.result).toMatchObject({ winners: [1], how: 'resign', resigned: 2 });
    expect(s.store.get().state.record).toBe(`${record}.resign`);
    // Without the field, or with a seat that was not to move, the record is the game.
    expect(s.resume({ record, seats: ['h', 'h'] })).toBe(null);
    expect(s.store.get().state.over).toBe(false);
    expect(s.resume({ record, seats: ['h', 'h'], resigned: 1 })).toBe(null);
    expect(s.store.get().state.over).toBe(false);
  });

  it('makes one engine round trip and one store update per human move', () => {
    // The real engine, with every call on a game written down.
    const calls = [];
    const counting = {
      newGame(record) {
        const g = engine.newGame(record);
        return new Proxy(g, {
          get(target, key) {
            const v = target[key];
            if (typeof v !== 'function') return v;
            return (...args) => {
              calls.push(String(key));
              return v.apply(target, args);
            };
          },
        });
      },
    };
    const s = createSession({ engine: counting });
    s.start(settings({ size: '3x3' }, ['human', 'human']));
    let sets = 0;
    s.store.subscribe(() => sets++);
    calls.length = 0;
    s.play('0');
    expect(calls).toEqual(['play']);
    expect(sets).toBe(1);
    s.play('5');
    s.viewMove(1);
    expect(calls).toEqual(['play', 'play', 'stateAt']);
    expect(sets).toBe(3);
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
    expect(
      rotateSeats(s)
        .seats.slice(0, 2)
        .map((x) => x.kind),
    ).toEqual(['bot', 'human']);
    const f = settingsFromFragment('#game=boxes&grid=hex&size=3x4&border=swedish&players=3');
    expect(f).toMatchObject({ grid: 'hex', size: '3x4', border: 'swedish', players: 3 });
  });
  it('a typed fragment keeps the keys it leaves out; a canonical setup sets them to their defaults', () => {
    // The engine's canonical setup leaves out komi=0 and suicide=1: a fresh game from it must not
    // keep the komi or the suicide rule of the table it replaces.
    const table = settingsFromFragment('#game=dots&size=10x10&komi=0.5&suicide=0');
    expect(table).toMatchObject({ komi: '0.5', suicide: '0' });
    const canonical = engine.newGame('game=dots&size=12x12').canonicalSetup();
    expect(canonical).not.toMatch(/komi|suicide/);
    expect(settingsFromFragment(`#${canonical}`, table, { canonical: true })).toMatchObject({
      size: '12x12',
      komi: '0',
      suicide: '1',
    });
    expect(settingsFromFragment('#game=dots&size=12x12', table)).toMatchObject({ size: '12x12', komi: '0.5' });
  });
  it('a game opened by a link for one seat moves only that seat; a plain game moves every human seat', () => {
    const s = createSession({ engine });
    s.start(settings({ size: '2x2' }, ['human', 'human']));
    const record = s.store.get().state.record;
    expect(s.mayMove()).toBe(true);
    expect(s.resume({ record, seats: ['h', 'h'], you: 2 })).toBe(null);
    const tok = s.store.get().state.legal[0];
    expect(s.mayMove()).toBe(false);
    expect(s.canResign()).toBe(false);
    expect(s.play(tok)).toBe(false);
    expect(s.store.get().state.moveCount).toBe(0);
    s.resume({ record: `${record.split('&moves=')[0]}&moves=${tok}`, seats: ['h', 'h'], you: 2 });
    expect(s.mayMove()).toBe(true);
    expect(s.play(s.store.get().state.legal[0])).toBe(true);
    s.dispose();
  });
});

describe('the analysed mark', () => {
  it('comes back with a resumed game, is set by markAnalysed, and a new game starts without it', () => {
    const s = createSession({ engine, makeBot: () => firstMoveBot(engine) });
    const record = 'game=boxes&grid=square&size=2x2&border=open&misere=0&players=2&moves=0';
    expect(s.resume({ record, seats: ['h', 'b2'], an: true })).toBe(null);
    expect(s.store.get().analysed).toBe(true);
    expect(s.resume({ record, seats: ['h', 'b2'] })).toBe(null);
    expect(s.store.get().analysed).toBe(false);
    s.markAnalysed();
    expect(s.store.get().analysed).toBe(true);
    s.start(settings({ size: '2x2' }, ['human', 'bot']));
    expect(s.store.get().analysed).toBe(false);
    s.dispose();
  });
});
describe('a game whose start the form does not offer', () => {
  it('keeps its own start in a rematch and a swap (zagram cross, handicap dots)', () => {
    const s = createSession({ engine });
    for (const setup of [
      'game=dots&size=15x15&start=zcross',
      'game=dots&size=15x15&start=dots&dotsa=4-4.12-4.4-12.12-12&turn=2',
    ]) {
      expect(s.resume({ record: `${setup}&moves=` })).toBe(null);
      const own = s.store.get().state.record;
      s.rematch();
      expect(s.store.get().state.record).toBe(own);
      s.start(rotateSeats(s.store.get().settings));
      expect(s.store.get().state.record).toBe(own);
    }
    // a changed form starts what the form says: the own start dots, which the form offers and
    // shows, on a bigger field; then another start
    const changed = { ...s.store.get().settings, size: '20x20' };
    s.start(changed);
    expect(s.store.get().state.record).toMatch(/^game=dots&size=20x20&start=dots&dotsa=4-4\.12-4\.4-12\.12-12&turn=2&/);
    s.start({ ...changed, start: 'cross' });
    expect(s.store.get().state.record).toMatch(/^game=dots&size=20x20&start=cross&place=0&/);
    s.dispose();
  });
});
