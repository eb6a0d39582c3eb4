// link.test.js — share-link fragments: round trip, link-layer keys stripped before the engine,
// and clear error codes for damaged links; records are then judged by the real engine.
import { describe, expect, it } from 'vitest';
import { buildFragment, newGameId, parseFragment, recordCheck, setupPart } from './link.js';
import { engine } from '../../../tests/wasm/helpers.js';

const record = 'game=boxes&grid=hex&size=3x3&border=open&misere=0&players=2&moves=0.5.9';

describe('share links', () => {
  it('round-trips every field, names in UTF-8', async () => {
    const id = newGameId();
    const frag = buildFragment({ record, id, seats: ['h', 'b3'], names: ['Åse, Ø.', 'Бот'], you: 1 });
    expect(frag.startsWith(`v=1&n=3&c=${recordCheck(record)}&game=boxes&grid=hex`)).toBe(true);
    expect(frag).not.toMatch(/[ ,]Ø/);
    const p = parseFragment('#' + frag);
    expect(p).toMatchObject({ ok: true, record, id, seats: ['h', 'b3'], names: ['Åse, Ø.', 'Бот'], you: 1 });
    const e = await engine();
    const g = e.newGame(p.record);
    expect(g.record()).toBe(record);
    g.free();
  });

  it('carries a chosen ring (x-y:steps), six seats and the seat of the fifth player', async () => {
    const e = await engine();
    const g = e.newGame(
      'game=dots&size=7x7&start=empty&ring=any&players=6&moves=3-4.4-4.4-5.1-1.5-4.1-2.5-2.1-3.6-3.1-4.4-3:397713',
    );
    const rec = g.record();
    g.free();
    expect(rec).toContain('.4-3:397713');
    const seats = ['h', 'b1', 'h', 'b2', 'h', 'b4'];
    const frag = buildFragment({ record: rec, id: 'abcd', seats, names: ['A', '', 'C', '', 'E', ''], you: 5 });
    const p = parseFragment(frag);
    expect(p).toMatchObject({ ok: true, record: rec, seats, you: 5 });
    const again = e.newGame(p.record);
    expect(again.record()).toBe(rec);
    again.free();
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

  it('checks itself: the number of moves and a checksum of the record come before the moves', () => {
    expect(recordCheck(record)).toMatch(/^[0-9a-z]{6}$/);
    expect(recordCheck(record)).toBe(recordCheck(record));
    expect(recordCheck(record)).not.toBe(recordCheck(record.replace('0.5.9', '0.5.8')));
    // FNV-1a 32-bit of "a" is 0xe40c292c; its last six base-36 digits.
    expect(recordCheck('a')).toBe((0xe40c292c % 36 ** 6).toString(36).padStart(6, '0'));
    const frag = buildFragment({ record, id: 'abcd', seats: ['h', 'h'], names: ['', ''] });
    expect(parseFragment(frag)).toMatchObject({ ok: true, record });
    // Cut inside the move list: the count and the checksum survive the cut and catch it.
    const cut = frag.slice(0, frag.indexOf('moves=0.5.9') + 'moves=0.5'.length);
    expect(parseFragment(cut)).toMatchObject({ ok: false, error: { code: 'link-check' } });
    // Cut inside a move token (9 → nothing, 10 → 1): the count is right, the checksum is not.
    const ten = record.replace('0.5.9', '0.5.10');
    const frag10 = buildFragment({ record: ten, id: 'abcd', seats: ['h', 'h'], names: ['', ''] });
    const cut10 = frag10.slice(0, frag10.indexOf('moves=0.5.10') + 'moves=0.5.1'.length);
    expect(parseFragment(cut10)).toMatchObject({ ok: false, error: { code: 'link-check' } });
    // An empty game checks too; a link without the check still opens.
    const empty = 'game=boxes&grid=hex&size=3x3&border=open&misere=0&players=2&moves=';
    expect(parseFragment(buildFragment({ record: empty, id: 'abcd', seats: ['h', 'h'], names: ['', ''] })).ok).toBe(
      true,
    );
    expect(parseFragment(`v=1&${record}`)).toMatchObject({ ok: true, record });
    expect(parseFragment(`v=1&n=x&${record}`)).toMatchObject({ ok: false, error: { code: 'link-check' } });
    expect(parseFragment(`v=1&c=zzzzzz&${record}`)).toMatchObject({ ok: false, error: { code: 'link-check' } });
  });

  it('keeps the setup of a damaged link and drops every link-layer key and the moves', () => {
    const frag = buildFragment({ record, id: 'abcd', seats: ['h', 'b3'], names: ['Ann', 'Bo'], you: 1, an: 1 });
    // Damaged: a cut checksum. The setup (and only the setup) survives.
    const damaged = '#' + frag.replace(/c=[0-9a-z]+/, 'c=zz');
    expect(parseFragment(damaged).ok).toBe(false);
    expect(setupPart(damaged)).toBe('game=boxes&grid=hex&size=3x3&border=open&misere=0&players=2');
    // Each link-layer key is dropped wherever it stands; unknown keys stay for the engine to judge.
    for (const key of ['v', 'n', 'c', 'id', 'seats', 'names', 'you', 'an', 'moves']) {
      expect(setupPart(`game=dots&${key}=1&size=9x9`)).toBe('game=dots&size=9x9');
    }
    expect(setupPart('game=dots&colour=red')).toBe('game=dots&colour=red');
    // Nothing usable: no setup first.
    expect(setupPart('#v=1&n=2&moves=1.2')).toBe('');
    expect(setupPart('')).toBe('');
  });
});
