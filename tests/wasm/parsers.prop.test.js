// parsers.prop.test.js — property-based fuzzing (fast-check) of what a person or a page can hand
// the site's JS: share-link fragments, saved-game entries in storage, records and hostile strings
// through the WASM module's API, and resuming any of them into a session. Each property runs
// thousands of generated inputs in `make test`; `make fuzz` runs them with PD_FUZZ_RUNS each.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildFragment, linkName, parseFragment } from '../../site/src/share/link.js';
import { loadGame, loadGames, saveGameResult, storedTally, validEntry } from '../../site/src/saved/storage.js';
import { createSession } from '../../site/src/game/session.js';
import { EngineError } from '../../wasm/engine.js';
import { QuotaStorage } from './fake-storage.js';
import { engine } from './helpers.js';

const RUNS = Number(process.env.PD_FUZZ_RUNS || 0);
// make fuzz runs many more inputs: each property then has an hour.
const LONG = RUNS ? 3600000 : 300000;
const runs = (n) => ({ numRuns: RUNS || n, seed: RUNS ? undefined : 4242 });

const e = await engine();

// Pieces a fragment is made of: link keys, setup keys and values the core knows, and junk.
const KEYS = [
  'v',
  'n',
  'c',
  'id',
  'seats',
  'names',
  'you',
  'moves',
  'mc',
  'game',
  'size',
  'grid',
  'border',
  'players',
  'misere',
  'gravity',
  'start',
  'blocked',
  'rules',
];
const VALUES = [
  '1',
  '2',
  '0',
  '9999',
  'boxes',
  'shutin',
  'dots',
  '3x3',
  '2x2',
  '52x52',
  'hex',
  'tri',
  'swedish',
  'h,b1',
  'b4,h,h',
  'Ann,Bob',
  '%E2%82',
  '%ZZ',
  'abcd1234',
  '0.1.2',
  'resign',
  '3-3.3-4',
  '',
];
const piece = fc.oneof(
  fc
    .tuple(fc.constantFrom(...KEYS), fc.oneof(fc.constantFrom(...VALUES), fc.string({ unit: 'binary', maxLength: 12 })))
    .map(([k, v]) => `${k}=${v}`),
  fc.string({ unit: 'binary', maxLength: 16 }),
);
const fragment = fc.array(piece, { maxLength: 12 }).map((ps) => ps.join('&'));
// Text as people paste it: any character, emoji, and halves of emoji (lone surrogates).
const pasted = fc.string({
  unit: fc.oneof(
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
    fc.constantFrom('\uD83D', '\uDE00', '😀', 'ø', ',', '&', '%', '#'),
  ),
  maxLength: 50,
});
const anyText = fc.oneof(fragment, fc.string({ unit: 'binary', maxLength: 200 }), fc.string({ maxLength: 9000 }));

// Links that mostly parse: a known setup, random move tokens and random link keys.
const linkish = fc
  .tuple(
    fc.constantFrom(
      'game=boxes&size=2x2',
      'game=boxes&grid=hex&size=2x2&players=3',
      'game=shutin&size=4x4',
      'game=dots&size=7x7&start=empty',
      'game=dots&size=99x2',
      'game=boxes&size=0x0',
    ),
    fc.array(fc.oneof(fc.nat(40).map(String), fc.constantFrom('resign', 'flag', 'a1', 'b2', '3-3', '4-4', '1!2')), {
      maxLength: 12,
    }),
    fc.constantFrom(
      '',
      '&id=abcd1234',
      '&id=abcd1234&seats=h,b1&names=A,B&you=2',
      '&seats=b4,b4',
      '&names=%E2%82%AC,x&seats=h,h',
      '&you=4',
    ),
    // the game clock's link keys (clock/clock.js): controls, times and move dates, good and bad
    fc.constantFrom(
      '',
      '&clock=10s',
      '&clock=5m+5s&tl=3000,2990',
      '&clock=3m+2s&tl=1,2,3',
      '&clock=3d&at=1a2b',
      '&clock=1d&at=0.0.0',
      '&clock=99x',
      '&tl=5,5',
      '&clock=20s&at=1',
      '&clock=7d&at=zzzzzzzz.1',
    ),
  )
  .map(([setup, moves, tail, clock]) => `v=1&${setup}&moves=${moves.join('.')}${tail}${clock}`);

/** Is this a well-formed parse result? */
function wellFormed(r) {
  if (r.ok) return typeof r.record === 'string' && r.record.startsWith('game=') && r.record.includes('&moves=');
  return typeof r.error.code === 'string' && r.error.code.startsWith('link-') && typeof r.error.params === 'object';
}

describe('share links (fast-check)', () => {
  it('parseFragment never throws and always answers ok or a link-… code', { timeout: LONG }, () => {
    fc.assert(
      fc.property(anyText, fc.boolean(), (text, hash) => {
        const r = parseFragment(hash ? `#${text}` : text);
        expect(wellFormed(r)).toBe(true);
      }),
      runs(5000),
    );
  });

  it('a built link parses back to its game, whatever the names (lone surrogates too)', { timeout: LONG }, () => {
    const game = fc.constantFrom(
      'game=boxes&grid=square&size=2x2&border=open&misere=0&players=2&moves=0.1',
      'game=shutin&size=4x4&gravity=1&start=fixed&blocked=none&moves=',
      'game=dots&size=7x7&start=empty&place=0&first=0&rules=russian&houses=keep&ring=short&extra=0&freeing=1&win=0&ground=any&players=2&moves=3-3',
    );
    fc.assert(
      fc.property(
        game,
        fc.array(pasted, { minLength: 2, maxLength: 2 }),
        fc.stringMatching(/^[a-z0-9]{4,32}$/),
        (record, names, id) => {
          const r = parseFragment(buildFragment({ record, id, seats: ['h', 'b2'], names, you: 1 }));
          expect(r.ok).toBe(true);
          expect(r.record).toBe(record);
          expect(r.id).toBe(id);
          expect(r.names).toEqual(names.map(linkName));
        },
      ),
      runs(3000),
    );
  });

  it('a built link with a game clock parses back to its control, times and move dates', { timeout: LONG }, () => {
    const control = fc.constantFrom('10s', '20s', '30s', '3m+2s', '5m+5s', '10m+5s', '1d', '3d', '7d');
    const ms = fc.integer({ min: 0, max: 10800000 }).map((x) => x - (x % 100));
    const minute = fc.integer({ min: 0, max: 5e6 }).map((m) => Date.UTC(2024, 0, 1) + m * 60000);
    fc.assert(
      fc.property(
        control,
        fc.array(ms, { minLength: 2, maxLength: 2 }),
        fc.array(minute, { minLength: 2, maxLength: 2 }),
        (clock, left, raw) => {
          const dates = raw.slice().sort((a, b) => a - b);
          const record =
            'game=dots&size=7x7&start=empty&first=0&rules=russian&houses=keep&extra=0&freeing=1&win=0&ground=any&players=2&moves=3-3';
          const r = parseFragment(
            buildFragment({ record, id: 'abcd', seats: ['h', 'h'], names: ['', ''], clock, left, dates }),
          );
          expect(r.ok).toBe(true);
          expect(r.clock).toBe(clock);
          if (clock.endsWith('d')) expect(r.dates).toEqual(dates);
          else expect(r.left).toEqual(left);
        },
      ),
      runs(3000),
    );
  });

  it('regression: a name with a lone surrogate or cut inside an emoji still makes a link (buildFragment threw URIError)', () => {
    const names = ['\uD83D', `${'a'.repeat(39)}😀`];
    const r = parseFragment(
      buildFragment({ record: 'game=boxes&moves=', id: 'abcd', seats: ['h', 'h'], names, you: 1 }),
    );
    expect(r.ok).toBe(true);
    expect(r.names).toEqual(['\uFFFD', 'a'.repeat(39)]);
  });

  it('any fragment the parser accepts resumes into a session or gives an engine error', { timeout: LONG }, () => {
    const s = createSession({
      engine: e,
      makeBot: () => ({ onstatechange: null, move: () => new Promise(() => {}), cancel() {}, dispose() {} }),
    });
    let resumed = 0;
    fc.assert(
      fc.property(linkish, (text) => {
        const r = parseFragment(text);
        if (!r.ok) return;
        const err = s.resume(r);
        if (err === null) resumed++;
        else expect(typeof err).toBe('object');
      }),
      runs(3000),
    );
    s.dispose();
    expect(resumed).toBeGreaterThan(0);
  });
});

describe('saved games in storage (fast-check)', () => {
  let saved;
  beforeEach(() => {
    saved = globalThis.localStorage;
  });
  afterEach(() => {
    globalThis.localStorage = saved;
  });

  const storedValue = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 80 }),
    fc.json({ maxDepth: 3 }),
    fc
      .record(
        {
          id: fc.oneof(fc.stringMatching(/^[a-z0-9]{4,12}$/), fc.string()),
          record: fc.oneof(fc.constant('game=boxes&size=2x2&moves=0'), fc.string()),
          seats: fc.array(fc.constantFrom('h', 'b1', 'b4', 'b5', ''), { maxLength: 5 }),
          names: fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 5 }),
          updated: fc.oneof(fc.integer(), fc.string()),
          over: fc.boolean(),
          tally: fc.oneof(
            fc.json({ maxDepth: 2 }).map((j) => JSON.parse(j)),
            fc.record(
              {
                teams: fc.array(fc.array(fc.oneof(fc.integer({ min: -1, max: 5 }), fc.string()), { maxLength: 3 }), {
                  maxLength: 4,
                }),
                scores: fc.array(fc.oneof(fc.integer({ min: -2, max: 99 }), fc.double()), { maxLength: 4 }),
                toMove: fc.oneof(fc.integer({ min: -1, max: 5 }), fc.string()),
              },
              { requiredKeys: [] },
            ),
          ),
        },
        { requiredKeys: [] },
      )
      .map((o) => JSON.stringify(o)),
  );
  const key = fc.oneof(
    fc.stringMatching(/^[a-z0-9]{4,12}$/).map((id) => `paperdots:v1:game:${id}`),
    fc.nat(99).map((v) => `paperdots:v${v}:game:abcd`),
    fc.string({ maxLength: 30 }),
  );

  it(
    'loadGames never throws, returns only well-formed entries and says why it skipped the rest',
    { timeout: LONG },
    () => {
      fc.assert(
        fc.property(fc.array(fc.tuple(key, storedValue), { maxLength: 6 }), (pairs) => {
          const ls = new QuotaStorage();
          for (const [k, v] of pairs) ls.setItem(k, v);
          globalThis.localStorage = ls;
          const { games, skipped } = loadGames();
          for (const g of games) {
            expect(validEntry(g)).toBe(true);
            expect(loadGame(g.id)).toEqual(g);
            // a kept score and turn is used only when it names this game's seats
            const tally = storedTally(g);
            if (tally) {
              expect(tally.teams.length).toBe(tally.scores.length);
              for (const seat of [...tally.teams.flat(), ...(tally.toMove ? [tally.toMove] : [])])
                expect(seat >= 1 && seat <= g.seats.length).toBe(true);
              for (const x of tally.scores) expect(Number.isInteger(x) && x >= 0).toBe(true);
            }
          }
          for (const s of skipped) expect(['corrupt', 'version', 'newer']).toContain(s.reason);
          const gameKeys = pairs
            .map(([k]) => k)
            .filter((k, i, all) => /^paperdots:v\d+:game:/.test(k) && all.indexOf(k) === i);
          expect(games.length + skipped.length).toBe(gameKeys.length);
        }),
        runs(3000),
      );
    },
  );

  it(
    'saving never throws: a well-formed entry is saved or refused with a code, even when storage is full',
    { timeout: LONG },
    () => {
      fc.assert(
        fc.property(
          fc.nat(400),
          fc.string({ unit: 'binary', maxLength: 60 }),
          fc.stringMatching(/^[a-z0-9]{4,32}$/),
          (quota, name, id) => {
            const ls = new QuotaStorage(quota);
            globalThis.localStorage = ls;
            const entry = {
              id,
              record: 'game=boxes&size=2x2&moves=0',
              seats: ['h', 'b1'],
              names: [name, ''],
              you: null,
              over: false,
              moves: 1,
              updated: 5,
            };
            const r = saveGameResult(entry);
            if (r.ok) expect(loadGame(id)).toEqual(entry);
            else expect(r.code).toBe('quota');
          },
        ),
        runs(3000),
      );
    },
  );
});

describe('the WASM module API with hostile strings (fast-check)', () => {
  it(
    'newGame, play and sgfImport answer with a state or an EngineError, never anything else, and the memory does not grow',
    { timeout: LONG },
    () => {
      const memoryBefore = e.x.memory.buffer.byteLength;
      const token = fc.oneof(
        fc.constantFrom('0', '1', 'resign', 'a1', '3-3', '-1', '99999999999', ''),
        fc.string({ unit: 'binary', maxLength: 20 }),
      );
      const setup = fc.oneof(
        fc.constantFrom('game=boxes&size=2x2', 'game=shutin&size=4x4', 'game=dots&size=7x7&start=empty'),
        fragment,
        fc.string({ unit: 'binary', maxLength: 60 }),
      );
      fc.assert(
        fc.property(setup, fc.array(token, { maxLength: 10 }), (s, toks) => {
          let g;
          try {
            g = e.newGame(s);
          } catch (err) {
            expect(err).toBeInstanceOf(EngineError);
            expect(err.code).toMatch(/^[a-z0-9-]+$/);
            return;
          }
          try {
            for (const t of toks) {
              try {
                const st = g.play(t);
                expect(Array.isArray(st.scores)).toBe(true);
              } catch (err) {
                expect(err).toBeInstanceOf(EngineError);
              }
            }
            const again = e.newGame(g.record());
            expect(again.record()).toBe(g.record());
            again.free();
          } finally {
            g.free();
          }
        }),
        runs(3000),
      );
      fc.assert(
        fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
          try {
            expect(e.sgfImport(text)).toMatch(/^game=dots&/);
          } catch (err) {
            expect(err).toBeInstanceOf(EngineError);
          }
        }),
        runs(2000),
      );
      // Every game made here is freed: thousands of them must fit in the memory there was
      expect(e.x.memory.buffer.byteLength).toBe(memoryBefore);
    },
  );

  it('huge inputs (8 MB setups and move lists) are refused with an error, and the memory is given back', () => {
    const before = e.x.memory.buffer.byteLength;
    for (const big of [
      'game=boxes&size=' + '9'.repeat(8e6),
      'game=boxes&size=2x2&moves=' + '0.'.repeat(4e6),
      'é'.repeat(4e6),
    ]) {
      expect(() => e.newGame(big)).toThrow(EngineError);
    }
    const after = e.x.memory.buffer.byteLength;
    // A second round must fit in the memory the first one grew to: nothing was kept.
    for (const big of ['game=boxes&size=' + '9'.repeat(8e6), 'é'.repeat(4e6)])
      expect(() => e.newGame(big)).toThrow(EngineError);
    expect(e.x.memory.buffer.byteLength).toBe(after);
    expect(after).toBeGreaterThanOrEqual(before);
  });

  it('regression: with the module memory full, a string argument is refused with an EngineError and nothing is overwritten (withStrings wrote at address 0)', () => {
    const held = [];
    // Fill the memory: blocks from 16 MiB down to 8 bytes until not even that fits
    for (let size = 16 << 20; size >= 8;) {
      const p = e.x.pdw_alloc(size);
      if (p) held.push(p);
      else size >>= 1;
    }
    try {
      expect(() => e.newGame('game=boxes&size=2x2&moves=0.1.2')).toThrow(
        expect.objectContaining({ name: 'EngineError', code: 'memory' }),
      );
      expect(() => e.sgfImport('(;GM[40]SZ[7])')).toThrow(expect.objectContaining({ code: 'memory' }));
    } finally {
      held.forEach((p) => e.x.pdw_free(p));
    }
    const g = e.newGame('game=boxes&size=2x2');
    expect(g.play('0').scores).toEqual([0, 0]);
    expect(g.record()).toBe('game=boxes&grid=square&size=2x2&border=open&misere=0&players=2&moves=0');
    g.free();
  });

  it('invalid UTF-8 written straight into the module memory is refused with an error', () => {
    const bad = [
      [0xff, 0xfe],
      [0x67, 0x61, 0x6d, 0x65, 0x3d, 0xc3, 0x28],
      [0xed, 0xa0, 0x80],
      [0xf8, 0x88, 0x80, 0x80, 0x80],
    ];
    for (const bytes of bad) {
      const p = e.x.pdw_alloc(bytes.length + 1);
      new Uint8Array(e.x.memory.buffer, p, bytes.length + 1).set([...bytes, 0]);
      expect(e.x.pdw_new(p)).toBe(0);
      expect(e.lastError().code).toMatch(/^[a-z0-9-]+$/);
      expect(e.withStrings(['sgf'], (f) => e.x.pdw_import(f, p))).toBe(0);
      e.x.pdw_free(p);
    }
  });
});
