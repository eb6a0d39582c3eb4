// links-long.test.js — every legal game fits in a share link, however long: a 39×32 Dots game of
// 1 000+ moves by correspondence (days per move: every move's date travels too), and games of
// every family, build into links the site accepts that give back the same record, which the real
// engine plays. Before `mc=` (share/move-code.js) such a game passed the 8 192-character limit.
import { describe, expect, it } from 'vitest';
import { COMPACT_OVER, MAX_LINK, buildFragment, parseFragment } from '../../site/src/share/link.js';
import { engine } from './helpers.js';

const e = await engine();

/** A game of random legal moves (a fixed seed) until `max` moves or its end: its record. */
function randomGame(setup, max, seed = 7) {
  const g = e.newGame(setup);
  let s = seed;
  const rand = (n) => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s % n;
  };
  try {
    for (let k = 0; k < max; k++) {
      const legal = g.legalMoves();
      if (!legal.length) break;
      g.play(legal[rand(legal.length)]);
    }
    return g.record();
  } finally {
    g.free();
  }
}

const movesOf = (record) => record.split('&moves=')[1].split('.').filter(Boolean);

describe('long games in links', () => {
  it('a 39x32 Dots correspondence game of 1 000+ moves, with every date, fits and opens', () => {
    const record = randomGame('game=dots&size=39x32', 1248);
    const n = movesOf(record).length;
    expect(n).toBeGreaterThanOrEqual(1000);
    // a move every 20 hours or so: the dates' list is as long as it gets for days per move
    const start = Date.UTC(2026, 0, 1);
    const dates = Array.from({ length: n + 1 }, (_, i) => start + i * 20 * 3600 * 1000 + (i % 7) * 61000);
    const args = { record, id: 'abcd1234', seats: ['h', 'h'], names: ['Ann', 'Bo'], you: 2, clock: '3d', dates };
    const link = buildFragment(args);
    expect(link.length).toBeLessThanOrEqual(MAX_LINK);
    expect(link).toMatch(/&mc=p/);
    expect(link).not.toMatch(/&moves=/);
    const back = parseFragment(link);
    expect(back.ok, JSON.stringify(back.error)).toBe(true);
    expect(back.record).toBe(record);
    expect(back.dates).toEqual(dates.map((d) => Math.floor(d / 60000) * 60000));
    const g = e.newGame(back.record);
    expect(g.state().moveCount).toBe(n);
    g.free();
    // the same game with its moves as tokens would not fit: the reason for the compact form
    expect(link.replace(/mc=[^&]*/, `moves=${movesOf(record).join('.')}`).length).toBeGreaterThan(MAX_LINK);
  });

  it('games of every family round-trip through a long link; short links keep their moves as tokens', () => {
    for (const setup of [
      'game=boxes&grid=hex&size=12x12',
      'game=boxes&size=12x12&players=4',
      'game=dots&size=30x30&rules=polish',
      'game=dots&size=20x20&ring=any&extra=may',
      'game=shutin&size=16x16&gravity=0&start=free',
    ]) {
      for (const max of [5, 2000]) {
        const record = randomGame(setup, max, max);
        const link = buildFragment({ record, id: 'abcd', seats: ['h', 'h'], names: ['', ''] });
        const plain = link.replace(/mc=[^&]*/, `moves=${record.split('&moves=')[1]}`);
        expect(/&mc=/.test(link), setup).toBe(plain.length > COMPACT_OVER);
        const back = parseFragment(link);
        expect(back.ok, `${setup}: ${JSON.stringify(back.error)}`).toBe(true);
        expect(back.record, setup).toBe(record);
      }
    }
  });

  it('a damaged compact list is refused in words, never read as another game', () => {
    const record = randomGame('game=dots&size=39x32', 1100);
    const link = buildFragment({ record, id: 'abcd', seats: ['h', 'h'], names: ['', ''] });
    // cut after 20 whole moves: a shorter game, caught by the count and the checksum
    const cut = link.replace(/(&mc=[^&]{41})[^&]*/, '$1');
    expect(parseFragment(cut)).toMatchObject({ ok: false, error: { code: 'link-check' } });
    // cut inside a move
    const half = link.replace(/(&mc=[^&]{40})[^&]*/, '$1');
    expect(parseFragment(half)).toMatchObject({ ok: false, error: { code: 'link-moves-bad' } });
    const garbled = link.replace(/&mc=p(..)/, '&mc=p$$$$');
    expect(parseFragment(garbled)).toMatchObject({ ok: false, error: { code: 'link-moves-bad' } });
    const both = link.replace(/&mc=/, '&moves=1-1&mc=');
    expect(parseFragment(both).ok).toBe(false);
  });
});
