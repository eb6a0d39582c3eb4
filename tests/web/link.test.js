// link.test.js — share-link fragments: round trip, link-layer keys stripped before the engine,
// and clear error codes for damaged links; records are then judged by the real engine.
import { describe, expect, it } from 'vitest';
import { buildFragment, newGameId, parseFragment } from '../../site/src/model/link.js';
import { engine } from './helpers.js';

const record = 'game=boxes&grid=hex&size=3x3&border=open&misere=0&players=2&moves=0.5.9';

describe('share links', () => {
  it('round-trips every field, names in UTF-8', async () => {
    const id = newGameId();
    const frag = buildFragment({ record, id, seats: ['h', 'b3'], names: ['Åse, Ø.', 'Бот'], you: 1 });
    expect(frag.startsWith('v=1&game=boxes&grid=hex')).toBe(true);
    expect(frag).not.toMatch(/[ ,]Ø/);
    const p = parseFragment('#' + frag);
    expect(p).toMatchObject({ ok: true, record, id, seats: ['h', 'b3'], names: ['Åse, Ø.', 'Бот'], you: 1 });
    const e = await engine();
    const g = e.newGame(p.record);
    expect(g.record()).toBe(record);
    g.free();
  });

  it('accepts a link with only v and the record', () => {
    expect(parseFragment('v=1&game=boxes&moves=')).toMatchObject({ ok: true, record: 'game=boxes&moves=', id: null });
  });

  const bad = [
    ['', 'link-empty'],
    ['#game=boxes&moves=1', 'link-version-missing'],
    ['#v=2&game=boxes&moves=1', 'link-version-future'],
    ['#v=x&game=boxes', 'link-version-bad'],
    ['#v=1&moves=1', 'link-no-game'],
    ['#v=1&game=boxes&moves=1&moves=2', 'link-repeated'],
    ['#v=1&game=boxes&moves=1&grid=hex', 'link-syntax'],
    ['#v=1&game=boxes&moves=1&id=AB', 'link-id-bad'],
    ['#v=1&game=boxes&seats=h,x', 'link-seats-bad'],
    ['#v=1&game=boxes&seats=h,h&names=%E0%A4%A', 'link-names-bad'],
    ['#v=1&game=boxes&seats=h,h&names=a', 'link-names-bad'],
    ['#v=1&game=boxes&you=7', 'link-you-bad'],
    ['#v=1&game=boxes&moves=<script>', 'link-moves-bad'],
    ['#v=1&game', 'link-syntax'],
  ];
  for (const [frag, code] of bad) {
    it(`rejects ${JSON.stringify(frag)} with ${code}`, () => {
      const p = parseFragment(frag);
      expect(p.ok).toBe(false);
      expect(p.error.code).toBe(code);
    });
  }

  it('leaves setup and move errors to the engine', async () => {
    const p = parseFragment('#v=1&game=boxes&size=4x4&moves=0.0');
    expect(p.ok).toBe(true);
    const e = await engine();
    expect(() => e.newGame(p.record)).toThrow(expect.objectContaining({ code: 'line-drawn' }));
  });
});
