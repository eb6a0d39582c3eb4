// embed.test.js — the embeddable board's pure parts: reading its attributes (config.js), the
// shadow root's theme colours from the site's stylesheet (styles.js), and the embed code the
// play page offers (code.js), read back the way the element and the /embed/ page read it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ATTRIBUTES, gameKey, normaliseMoves, pickLang, readConfig } from './config.js';
import { shadowCss } from './styles.js';
import { embedCode } from './code.js';
import { parseFragment } from '../share/link.js';
import { embedStrings } from '../i18n/strings-embed.js';
import { LANGS } from '../app/routes.js';

const attrs = (map) => (name) => (name in map ? map[name] : null);
const read = (map, inherited = '') => readConfig(attrs(map), inherited);

describe('embed attributes (config.js)', () => {
  it('reads a setup with moves written with spaces, commas or dots, and the flags', () => {
    const r = read({ setup: ' game=boxes&size=2x2 ', moves: '0, 5 7.9', controls: '', readonly: '', 'start-at': '2' });
    expect(r).toEqual({
      ok: true,
      config: {
        lang: 'en',
        theme: 'auto',
        size: 'medium',
        controls: true,
        readonly: true,
        record: 'game=boxes&size=2x2&moves=0.5.7.9',
        seats: null,
        names: null,
        startAt: 2,
      },
    });
    expect(normaliseMoves('  a1  b2,c3 ')).toBe('a1.b2.c3');
  });

  it('takes the seats as words or link codes, and names', () => {
    const r = read({ setup: 'game=shutin', seats: 'Human, bot3', names: 'Ann, Bo' });
    expect(r.config.seats).toEqual(['h', 'b3']);
    expect(r.config.names).toEqual(['Ann', 'Bo']);
    expect(read({ setup: 'game=shutin', seats: 'h,b1' }).config.seats).toEqual(['h', 'b1']);
  });

  it('reads a share link: its record, seats and names', () => {
    const link = 'v=1&game=boxes&size=2x2&moves=0.5&id=abcd1234&seats=h,b2&names=Ann,';
    const r = read({ link: `#${link}` });
    expect(r.ok).toBe(true);
    expect(r.config.record).toBe('game=boxes&size=2x2&moves=0.5');
    expect(r.config.seats).toEqual(['h', 'b2']);
    expect(r.config.names).toEqual(['Ann', '']);
  });

  it('names each bad attribute with a code that has words in every language', () => {
    const cases = [
      [{}, 'setup-missing', {}],
      [{ setup: '  ' }, 'setup-missing', {}],
      [{ setup: 'game=boxes&moves=0', moves: '1' }, 'moves-twice', {}],
      [{ link: 'v=1&game=boxes', setup: 'game=boxes' }, 'link-and-setup', {}],
      [{ link: 'game=boxes' }, 'link', { reason: 'link.link-version-missing', params: {} }],
      [{ link: '' }, 'link-empty', {}],
      [{ link: ' # ' }, 'link-empty', {}],
      [{ setup: 'game=boxes', seats: 'human,robot' }, 'seats', { value: 'robot' }],
      [{ setup: 'game=boxes', 'start-at': 'three' }, 'start-at', { value: 'three' }],
      [{ setup: 'game=boxes', 'start-at': '-1' }, 'start-at', { value: '-1' }],
      [{ setup: 'game=boxes', theme: 'pink' }, 'theme', { value: 'pink', allowed: 'auto, light, dark' }],
      [{ setup: 'game=boxes', size: 'huge' }, 'size', { value: 'huge', allowed: 'small, medium, large, full' }],
      [{ setup: 'game=boxes', lang: 'fr' }, 'lang', { value: 'fr', allowed: LANGS.join(', ') }],
    ];
    for (const [map, code, params] of cases) {
      const r = read(map);
      expect(r.ok, code).toBe(false);
      expect(r.error, code).toEqual({ code, params });
      expect(embedStrings[`embed.err.${code}`], code).toBeDefined();
    }
    // The element's own checks after the engine built the game have words too.
    for (const code of ['seats-count', 'start-range', 'engine'])
      expect(embedStrings[`embed.err.${code}`], code).toBeDefined();
  });

  it("speaks the element's lang, else the page's, else English; a bad lang is told in English", () => {
    expect(pickLang('DE', 'en')).toBe('de');
    expect(pickLang(null, 'nb-NO')).toBe('nb');
    expect(pickLang(null, 'no')).toBe('nb');
    expect(pickLang(null, 'fr-FR')).toBe('en');
    expect(read({ setup: 'game=boxes' }, 'da').config.lang).toBe('da');
    expect(read({ setup: 'game=boxes', theme: 'x' }, 'de').lang).toBe('de');
    expect(read({ setup: 'game=boxes', lang: 'sv' }).lang).toBe('en');
  });

  it('keeps the game when only looks change (lang, theme, size, controls)', () => {
    const a = read({ setup: 'game=boxes', moves: '0' }).config;
    const b = read({ setup: 'game=boxes', moves: '0', lang: 'de', theme: 'dark', size: 'small', controls: '' }).config;
    expect(gameKey(a)).toBe(gameKey(b));
    expect(gameKey(a)).not.toBe(gameKey(read({ setup: 'game=boxes', moves: '0.1' }).config));
    expect(gameKey(a)).not.toBe(gameKey(read({ setup: 'game=boxes', moves: '0', readonly: '' }).config));
    expect(ATTRIBUTES).toEqual(
      expect.arrayContaining(['setup', 'moves', 'start-at', 'readonly', 'controls', 'seats', 'lang', 'theme', 'size']),
    );
  });
});

describe('shadow root styles (styles.js)', () => {
  const site = readFileSync(new URL('../styles/site.css', import.meta.url), 'utf8');

  it("puts the site's colours on :host, and the dark ones under theme=dark and under auto", () => {
    const css = shadowCss(site);
    expect(css).not.toMatch(/:root\b/);
    const dark = /prefers-color-scheme: dark\)\s*\{\s*:root\s*\{([^}]*)\}/.exec(site)[1];
    expect(dark).toMatch(/--bg:\s*#14171d/);
    expect(css).toContain(`:host([theme='dark']){${dark};color-scheme:dark}`);
    expect(css).toContain(`:host(:not([theme='light']):not([theme='dark'])){${dark}}`);
    expect(css).toMatch(/:host\s*\{\s*--bg:\s*#fbfaf6/);
    // and the same from the minified form a build inlines
    const min = site.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s*([{}:;,])\s*/g, '$1');
    expect(shadowCss(min)).toContain(":host([theme='dark']){--bg:#14171d");
  });

  it('refuses a stylesheet whose theme blocks it cannot find', () => {
    expect(() => shadowCss(':root{--bg:#fff}')).toThrow(/prefers-color-scheme/);
  });
});

describe('embed code (code.js)', () => {
  const g = {
    site: 'https://example.org/paperdots/',
    record: 'game=boxes&grid=square&size=2x2&border=open&misere=0&players=2&moves=0.5',
    id: 'abcd1234',
    seats: ['h', 'b2'],
    names: ['Ann', ''],
    lang: 'de',
    title: 'Käsekästchen "2x2"',
  };

  it('writes the script tag with the record, the bot seat, the language and controls', () => {
    const { script } = embedCode(g);
    expect(script).toBe(
      '<script type="module" src="https://example.org/paperdots/embed/paperdots-board.js"></script>\n' +
        '<paperdots-board setup="game=boxes&amp;grid=square&amp;size=2x2&amp;border=open&amp;misere=0&amp;players=2" ' +
        'moves="0.5" seats="human,bot2" lang="de" controls></paperdots-board>',
    );
    expect(embedCode({ ...g, seats: ['h', 'h'], at: 1 }).script).toContain(
      'moves="0.5" start-at=1 lang="de" controls>',
    );
  });

  it('writes an iframe of /embed/ whose fragment is a share link of the same game', () => {
    const { iframe } = embedCode({ ...g, at: 1 });
    const src = /src="([^"]*)"/.exec(iframe)[1].replace(/&amp;/g, '&');
    expect(iframe).toContain('title="Käsekästchen &quot;2x2&quot;"');
    const url = new URL(src);
    expect(url.pathname).toBe('/paperdots/embed/');
    expect([...url.searchParams]).toEqual([
      ['lang', 'de'],
      ['controls', ''],
      ['start-at', '1'],
    ]);
    const link = parseFragment(url.hash);
    expect(link.ok).toBe(true);
    expect(link.record).toBe(g.record);
    expect(link.seats).toEqual(['h', 'b2']);
    expect(link.names).toEqual(['Ann', '']);
  });
});
