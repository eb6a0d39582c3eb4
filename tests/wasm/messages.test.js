// messages.test.js — every engine error that can reach the page is said completely in all four
// languages: for each error code of the core (found in its source), a real input produces it
// through the WASM engine, and errorText gives a text with no {placeholder} left, no fallback
// "Something went wrong", and the games named in the reader's language.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { engine, root } from './helpers.js';
import { addStrings, errorText } from '../../site/src/i18n/index.js';
import { dotsPlayStrings } from '../../site/src/i18n/strings-dots-play.js';
import { shutinPlayStrings } from '../../site/src/i18n/strings-shutin-play.js';
import { boxesPlayStrings } from '../../site/src/i18n/strings-boxes-play.js';
import { LANGS } from '../../site/src/app/routes.js';

// Every family's words, as the page has them once that family's code has loaded.
for (const more of [dotsPlayStrings, shutinPlayStrings, boxesPlayStrings]) addStrings(more);

const sgf = (text) => (e) => e.sgfImport(text);
const game = (record) => (e) => e.newGame(record).free();
const on = (record, f) => (e) => {
  const g = e.newGame(record);
  try {
    f(g);
  } finally {
    g.free();
  }
};

// code → an input that makes the engine refuse with it (through the same calls the page makes).
const CASES = {
  'setup-empty': game(''),
  'setup-long': game(`game=boxes&${'x'.repeat(5000)}=1`),
  'setup-syntax': game('a'),
  'record-syntax': game('game=boxes&moves=0&x'),
  'game-missing': game('size=3x3'),
  'game-unknown': game('game=chess'),
  'key-unknown': game('game=boxes&foo=1'),
  'key-repeated': game('game=boxes&size=3x3&size=3x3'),
  'value-bad': game('game=boxes&misere=2'),
  'size-syntax': game('game=boxes&size=3'),
  'size-range': game('game=boxes&size=99x3'),
  'move-syntax': game('game=boxes&size=2x2&moves=0..1'),
  'game-over': game('game=boxes&size=2x2&moves=0.1.2.3.4.5.6.7.8.9.10.11.0'),
  'line-syntax': game('game=boxes&size=2x2&moves=x'),
  'line-range': game('game=boxes&size=2x2&moves=99'),
  'line-drawn': game('game=boxes&size=2x2&moves=0.0'),
  'point-syntax': game('game=dots&size=15x15&moves=4-5.zz'),
  'point-range': game('game=dots&size=15x15&moves=99-1'),
  'point-occupied': game('game=dots&size=15x15&moves=1-1.1-1'),
  'point-territory': game('game=dots&size=15x15&moves=5-4.5-5.6-4.10-10.7-5.10-12.6-6.10-14.5-6.12-10.4-5.6-5'),
  'ground-polish': game('game=dots&rules=polish&moves=ground'),
  'agree-russian': game('game=dots&moves=agree'),
  'decline-russian': game('game=dots&moves=decline'),
  'first-range': game('game=dots&start=empty&place=0&first=1&moves=1-1'),
  'point-suicide': game('game=dots&size=7x7&start=empty&suicide=0&moves=4-3.1-1.3-4.1-2.5-4.1-3.4-5.4-4'),
  'rules-suicide': game('game=dots&rules=polish&suicide=0'),
  'first-start': game('game=dots&first=1'),
  'ground-leader': game('game=dots&ground=leader&moves=ground'),
  'rules-ground': game('game=dots&rules=polish&ground=leader'),
  'pass-extra': game('game=dots&extra=may&moves=pass'),
  'decline-no-offer': game('game=dots&rules=polish&moves=decline'),
  'offer-declined': game('game=dots&rules=polish&moves=agree.decline.agree'),
  'offer-unanswered': game('game=dots&rules=polish&moves=agree.1-1'),
  'close-russian': game('game=dots&moves=1-1!'),
  'rules-houses': game('game=dots&rules=polish&houses=capture'),
  'start-size': game('game=dots&start=cross4&size=5x5'),
  'place-missing': game('game=dots&start=random4'),
  'place-start': game('game=dots&start=cross&place=7'),
  'dots-token': game('game=dots&start=dots&dotsa=1-1.1-1'),
  'dots-start': game('game=dots&start=cross&dotsa=1-1'),
  'dots-start-none': game('game=dots&start=dots'),
  'rules-ring': game('game=dots&rules=polish&ring=any'),
  'komi-value': game('game=dots&komi=0.3'),
  'komi-win': game('game=dots&win=1&komi=1'),
  'ring-short': game('game=dots&size=7x7&start=empty&moves=3-4.4-4.4-5.1-1.5-4.1-2.5-2.1-3.6-3.1-4.4-3:397713'),
  'ring-syntax': game('game=dots&size=7x7&start=empty&ring=any&moves=3-4.4-4.4-5.1-1.5-4.1-2.5-2.1-3.6-3.1-4.4-3:5'),
  'ring-not-ring': game(
    'game=dots&size=7x7&start=empty&ring=any&moves=3-4.4-4.4-5.1-1.5-4.1-2.5-2.1-3.6-3.1-4.4-3:3977',
  ),
  'ring-dot': game('game=dots&size=7x7&start=empty&ring=any&moves=3-4.4-4.4-5.1-1.5-4.1-2.5-2.1-3.6-3.1-4.4-3:1397'),
  'ring-nothing': game('game=dots&size=9x9&start=empty&ring=any&moves=2-2.9-9.3-3.9-8.2-4.9-7.1-3:9317'),
  'analyse-unsupported': on('game=boxes&size=2x2', (g) => g.analyse({ nodes: 10 })),
  'cell-syntax': game('game=shutin&moves=zz'),
  'cell-range': game('game=shutin&moves=z9'),
  'cell-gravity': game('game=shutin&moves=a8'),
  'cell-occupied': game('game=shutin&size=4x4&moves=a1.b1.a2'),
  'cell-blocked': game('game=shutin&size=6x6&blocked=a1.f1&gravity=0&start=free&moves=a1'),
  'cell-touch': game('game=shutin&size=6x6&gravity=0&moves=a1'),
  'blocked-syntax': game('game=shutin&blocked=zz'),
  'blocked-range': game('game=shutin&blocked=z9'),
  'blocked-start': game('game=shutin&blocked=a1'),
  'blocked-repeated': game('game=shutin&size=6x6&start=free&blocked=a1.a1'),
  'blocked-odd': game('game=shutin&size=6x6&blocked=random-3-1'),
  'blocked-count': game('game=shutin&size=4x4&blocked=random-30-1'),
  'solve-depth': on('game=dots&size=8x8', (g) => g.solve({ nodes: 10 })),
  'solve-field': on('game=dots&size=21x20', (g) => g.solve({ nodes: 10, depth: 2 })),
  'solve-seats': on('game=boxes&size=2x2&players=3', (g) => g.solve({ nodes: 10 })),
  'solver-memory': on('game=boxes&size=3x3', (g) => g.solve({ nodes: 10, tableMb: 4096 })),
  'sgf-syntax': sgf('xx'),
  'sgf-game': sgf('(;GM[1]SZ[15])'),
  'sgf-size': sgf('(;GM[40]SZ[99])'),
  'sgf-point': sgf('(;GM[40]SZ[15];W[zz])'),
  'sgf-order': sgf('(;GM[40]SZ[15];W[aa])'),
  'sgf-move': sgf('(;GM[40]SZ[15];B[aa];W[aa])'),
  'sgf-unsupported': sgf('(;GM[40]SZ[15]AE[aa])'),
  'sgf-rules': sgf('(;GM[40]SZ[15]RU[AddTurn=1])'),
  'sgf-komi': sgf('(;GM[40]SZ[15]KM[abc])'),
  'sgf-repeated': sgf('(;GM[40]SZ[15]SZ[9])'),
  'view-range': on('game=boxes&size=2x2', (g) => g.stateAt(5)),
  'text-nul': game('game=dots\0&size=1000x1000'),
};

// Codes that never reach the page, and why.
const NOT_ON_THE_PAGE = {
  usage: 'the command line only (cli/main.c)',
  'file-read': 'the command line only',
  'file-long': 'the command line only',
  'file-write': 'the command line only (book --out)',
  // A worker that cannot take a book in (wasm/workers/book.js) plays without it: no message.
  'book-format': 'a refused book is left out by the worker, silently',
  'book-memory': 'a book that does not fit is left out by the worker, silently',
  engine: 'the command line only (match --b-engine)',
  'match-seats': 'the command line only (match)',
  // The WASM call refuses a level outside 1..4 (value-bad) before the bot sees it.
  'bot-level': 'refused by wasm/exports.c first',
  // The SGF writer's check of a record the engine has already played: a game the page shows
  // always passes it.
  'sgf-record': 'an internal check of a record the engine made',
  // Game.undo() (wasm/engine.js) answers null, and the page offers undo only when there is a move.
  'undo-none': 'Game.undo() returns null for it',
  // Game.choices is asked only in a Dots game (families/dots) and the CLI checks it too.
  'choices-unsupported': 'the page asks for choices (rings) only in Dots games',
  'format-unsupported': 'the page imports and exports SGF only with the Dots module',
  // Game.structure is asked only by the puzzles' generators and tests, of boxes and Shut In
  // positions (Dots has none).
  'structure-unsupported': 'only bench/puzzles.mjs and bench/puzzles-shutin.mjs ask, of boxes and Shut In games',
};

// Codes that reach the page but take no quick input to make: their words are checked with
// parameters of the kind the engine gives.
const NO_QUICK_INPUT = {
  // wasm/engine.js: the module's memory is full (filling it would take the test minutes).
  memory: { bytes: '1000000' },
  // core/game_object.c: a family without a solver (every family has one since the Dots search
  // took Polish and zagram rules; a family added without one is refused so).
  'solve-unsupported': { game: 'dots' },
};

/** Every error code the core, the CLI, the C ABI and its JS side can give: pd_fail's literal codes,
 *  Shut In's cell reasons, and the codes wasm/engine.js raises itself. */
function coreCodes() {
  const files = [];
  const walk = (dir) => {
    for (const f of readdirSync(dir, { withFileTypes: true })) {
      if (f.isDirectory()) walk(`${dir}${f.name}/`);
      else if (f.name.endsWith('.c')) files.push(`${dir}${f.name}`);
    }
  };
  walk(`${root}core/`);
  walk(`${root}wasm/`);
  walk(`${root}cli/`);
  const codes = new Set();
  for (const f of files) {
    const src = readFileSync(f, 'utf8');
    for (const m of src.matchAll(/pd_fail\([^,]+,\s*"([a-z0-9-]+)"/g)) codes.add(m[1]);
    for (const m of src.matchAll(/why\s*=\s*"([a-z0-9-]+)"/g)) codes.add(m[1]);
  }
  const js = readFileSync(`${root}wasm/engine.js`, 'utf8');
  for (const m of js.matchAll(/code: '([a-z0-9-]+)'/g)) codes.add(m[1]);
  return [...codes].sort();
}

describe('engine error messages', async () => {
  const e = await engine();

  it('every code of the core has an input here, or a reason it never reaches the page', () => {
    const missing = coreCodes().filter((c) => !(c in CASES) && !(c in NOT_ON_THE_PAGE) && !(c in NO_QUICK_INPUT));
    expect(missing).toEqual([]);
  });

  for (const [code, params] of Object.entries(NO_QUICK_INPUT)) {
    it(`${code}: complete in every language (no quick input makes it)`, () => {
      for (const lang of LANGS) {
        const text = errorText(lang, { code, params });
        expect(text, `${lang}: ${text}`).not.toMatch(/\{\w+\}/);
        expect(text, `${lang}: ${text}`).not.toBe(errorText(lang, { code: 'no-such-code' }));
      }
    });
  }

  for (const [code, run] of Object.entries(CASES)) {
    it(`${code}: complete in every language`, () => {
      let err = null;
      try {
        run(e);
      } catch (x) {
        err = x;
      }
      expect(err && err.code, `no ${code} error`).toBe(code);
      for (const lang of LANGS) {
        const text = errorText(lang, err);
        expect(text, `${lang}: ${text}`).not.toMatch(/\{\w+\}/);
        expect(text, `${lang}: ${text}`).not.toBe(errorText(lang, { code: 'no-such-code' }));
        // games are named as the reader's language names them, not by the setup's words
        expect(text, `${lang}: ${text}`).not.toMatch(/\bshutin\b|\bboxes, dots\b/);
      }
    });
  }
});
