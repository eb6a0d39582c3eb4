// books.test.js — the opening books the site ships (site/src/books), against the real WASM: each
// loads into the module the site's workers run; with the 4×4 book the start of a 4×4 game is
// solved within a budget that is not enough without it; bytes that are not a book are refused
// and leave the engine as it was; and the workers fetch a request's book once and answer with
// or without it.
import http from 'node:http';
import { readFileSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEngine } from '../../wasm/engine.js';
import { BotClient } from '../../wasm/bot-client.js';
import { createNodeWorker } from '../../wasm/workers/node.js';
import { root } from './helpers.js';
import { analysePosition } from '../../wasm/workers/analyse.js';
import { overlayOf } from '../../site/src/analysis/analysis.js';

const BOOKS = `${root}site/src/books/`;
const BOOK_4X4 = readFileSync(`${BOOKS}boxes-square-4x4.bin`);
const BOXES_WASM = readFileSync(`${root}wasm/dist/paperdots-boxes.wasm`);
const START_4X4 = 'game=boxes&size=4x4';
// A budget far below what the start of 4×4 needs without a book (it takes millions of nodes).
const TINY = 1000;

/** A fresh module instance (a book, once in, stays in its instance): the site's boxes module. */
const fresh = () => loadEngine({ wasmBinary: BOXES_WASM });

describe('shipped opening books', () => {
  it('every shipped book is named as a board names it, and loads', async () => {
    const names = readdirSync(BOOKS)
      .filter((f) => f.endsWith('.bin'))
      .map((f) => f.slice(0, -4));
    expect(names).toContain('boxes-square-4x4');
    const e = await fresh();
    const g = e.newGame(START_4X4);
    expect(g.geometry().book).toBe('boxes-square-4x4');
    g.free();
    for (const name of names) expect(() => e.loadBook(readFileSync(`${BOOKS}${name}.bin`)), name).not.toThrow();
  });

  it('solves the 4×4 start within a tiny node budget with the book, and not without it', async () => {
    const without = await fresh();
    const g0 = without.newGame(START_4X4);
    const r0 = g0.solve({ nodes: TINY });
    expect(r0.known).toBe(false);
    g0.free();

    const e = await fresh();
    e.loadBook(BOOK_4X4);
    const g = e.newGame(START_4X4);
    const r = g.solve({ nodes: TINY });
    expect(r).toMatchObject({ known: true, value: 0 });
    expect(r.nodes).toBeLessThanOrEqual(TINY);
    // and the level-4 bot answers there with the book in
    expect(g.legalMoves()).toContain(g.botMove({ level: 4, nodes: TINY, seed: 1 }));
    g.free();
  });

  // A level-4 move's table (1 s: about 2 million entries, 32 MiB) holds the whole book; the tiny
  // table a 1,000-node solve would size for itself would not.
  const BOT_TABLE = 32;
  /** The exact value a solve reports (undefined: unknown). Bounds that meet are a value too, so
   *  a position the book proves is known even when the move that keeps it is not in the book. */
  const proved = (r) => (r.known ? r.value : undefined);

  it('after any one or two lines on 4×4 the book proves the exact value, and without it nothing is known', async () => {
    // The book's openings (`paperdots book --openings 2`): every position one and two lines on
    // was solved when the book was built.
    const e = await fresh();
    e.loadBook(BOOK_4X4);
    const without = await fresh();
    const start = e.newGame(START_4X4);
    const firsts = start.legalMoves();
    start.free();
    for (const m of firsts) {
      const g = e.newGame(`${START_4X4}&moves=${m}`);
      const v1 = proved(g.solve({ nodes: TINY, tableMb: BOT_TABLE }));
      // the start is a draw, so no first move is worth more than a draw to its player
      expect(v1, m).toBeGreaterThanOrEqual(0);
      for (const n of g.legalMoves()) {
        const g2 = e.newGame(`${START_4X4}&moves=${m}.${n}`);
        const v2 = proved(g2.solve({ nodes: TINY, tableMb: BOT_TABLE }));
        g2.free();
        expect(v2, `${m}.${n}`).toBeTypeOf('number');
        // the second line's player gets at most what the first position was worth to it
        expect(-v2).toBeLessThanOrEqual(v1);
      }
      g.free();
      const g0 = without.newGame(`${START_4X4}&moves=${m}`);
      expect(g0.solve({ nodes: TINY, tableMb: BOT_TABLE })).toMatchObject({ known: false, lo: null, hi: null });
      g0.free();
    }
  });

  it('after a third line the book proves, for most replies, at least what the two-line position promised the side to move', async () => {
    // Each two-line position's proof covers the third lines its player may draw: the reply keeps
    // at least what the position was worth to it. Measured: 85 % of all third lines (the rest
    // have a weaker bound or none: children the search bounded without an entry of their own,
    // which the walk cannot follow). Without the book: none.
    const e = await fresh();
    e.loadBook(BOOK_4X4);
    let asked = 0;
    let kept = 0;
    for (const opening of ['0.1', '0.5', '3.20', '12.30', '7.33', '18.25']) {
      const g = e.newGame(`${START_4X4}&moves=${opening}`);
      const owed = -proved(g.solve({ nodes: TINY, tableMb: BOT_TABLE })); // for the third line's opponent
      for (const m of g.legalMoves()) {
        const g3 = e.newGame(`${START_4X4}&moves=${opening}.${m}`);
        const r = g3.solve({ nodes: TINY, tableMb: BOT_TABLE });
        g3.free();
        asked++;
        const lo = r.known ? r.value : r.lo;
        if (lo !== null && lo >= owed) kept++;
      }
      g.free();
    }
    expect(kept / asked).toBeGreaterThanOrEqual(0.75);
  });

  it('where the book proves a position but none of its lines, the overlay marks as best the lines proved to reach its value', async () => {
    // 0.20: the book holds the position's exact value (bounds that meet) but within the tiny
    // budget no line is solved; the lines whose bounds reach that value are its best ones.
    const e = await fresh();
    e.loadBook(BOOK_4X4);
    const r = analysePosition(e, `${START_4X4}&moves=0.20`, { nodes: TINY, tableMb: BOT_TABLE, hint: false });
    expect(r).toMatchObject({ known: true, value: 0, line: [], lineEnds: false });
    expect(r.moves.every((m) => !m.known)).toBe(true);
    const o = overlayOf(r, 2);
    const reach = r.moves.filter((m) => m.lo !== null && m.lo >= r.value).map((m) => m.move);
    expect(reach.length).toBeGreaterThan(0);
    expect([...o.moves.keys()].sort()).toEqual(reach.sort());
    for (const tok of reach) expect(o.moves.get(tok)).toMatchObject({ value: 0, loss: 0, tier: 0 });
  });

  it('refuses bytes that are not a book (book-format) and stays usable', async () => {
    const e = await fresh();
    const junk = [
      new Uint8Array(0),
      new TextEncoder().encode('not a book at all, just some text'),
      BOOK_4X4.subarray(0, BOOK_4X4.length - 3),
    ];
    for (const bytes of junk) expect(() => e.loadBook(bytes)).toThrow(expect.objectContaining({ code: 'book-format' }));
    const g = e.newGame('game=boxes&size=2x2&moves=0.5');
    expect(g.solve({ nodes: 100000 })).toMatchObject({ known: true });
    expect(g.legalMoves()).toContain(g.botMove({ level: 4, nodes: 1000, seed: 1 }));
    g.free();
    // a refused book left nothing half in: the start of 4×4 is still unknown at the tiny budget
    const g4 = e.newGame(START_4X4);
    expect(g4.solve({ nodes: TINY }).known).toBe(false);
    // and a real book still goes in after the refusals
    e.loadBook(BOOK_4X4);
    expect(g4.solve({ nodes: TINY })).toMatchObject({ known: true, value: 0 });
    g4.free();
  });
});

describe("workers and a request's book", () => {
  let server;
  let base;
  const hits = new Map(); // path -> requests
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      hits.set(req.url, (hits.get(req.url) || 0) + 1);
      if (req.url === '/book.bin') {
        res.writeHead(200, { 'content-type': 'application/octet-stream' });
        res.end(BOOK_4X4);
      } else if (req.url === '/junk.bin') {
        res.writeHead(200, { 'content-type': 'application/octet-stream' });
        res.end('not a book');
      } else {
        res.writeHead(404);
        res.end();
      }
    });
    await new Promise((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${server.address().port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it('the analysis worker fetches the book once and solves the 4×4 start with it', async () => {
    const c = new BotClient({ createWorker: () => createNodeWorker('analysis.js') });
    const o = { nodes: TINY, line: false, hint: false, book: `${base}/book.bin` };
    const a = await c.analyse(START_4X4, o);
    expect(a).toMatchObject({ known: true, value: 0 });
    expect(a.bookMissing).toBeUndefined();
    // a second request (the book's content beyond its root is not relied on: the same position)
    const b = await c.analyse(START_4X4, { ...o, line: true });
    expect(b).toMatchObject({ known: true, value: 0 });
    expect(hits.get('/book.bin')).toBe(1);
    c.dispose();
  });

  it('without a book, or with one that fails or is refused, the request is still answered', async () => {
    const c = new BotClient({ createWorker: () => createNodeWorker('analysis.js') });
    const o = { nodes: TINY, line: false, hint: false };
    const none = await c.analyse(START_4X4, o);
    expect(none.known).toBe(false);
    // no book asked for: nothing is missing
    expect(none.bookMissing).toBeUndefined();
    // a book asked for and left out is said in the answer (the page tells the reader), not silently
    for (const url of [`${base}/missing.bin`, `${base}/junk.bin`, `${base}/junk.bin`])
      expect(await c.analyse(START_4X4, { ...o, book: url })).toMatchObject({ known: false, bookMissing: true });
    // each tried once by this worker, not again
    expect(hits.get('/missing.bin')).toBe(1);
    expect(hits.get('/junk.bin')).toBe(1);
    c.dispose();
  });

  it('the bot worker takes the book in and answers a level-4 move', async () => {
    const before = hits.get('/book.bin') || 0;
    const c = new BotClient({ createWorker: createNodeWorker });
    const book = `${base}/book.bin`;
    const m1 = await c.move(START_4X4, { level: 4, nodes: TINY, seed: 1, book });
    const m2 = await c.move(`${START_4X4}&moves=${m1}`, { level: 4, nodes: TINY, seed: 2, book });
    expect(m1).toMatch(/^\d+$/);
    expect(m2).toMatch(/^\d+$/);
    expect(hits.get('/book.bin') - before).toBe(1);
    c.dispose();
  });
});
