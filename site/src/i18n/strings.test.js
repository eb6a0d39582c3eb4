// strings.test.js — the translation table is complete: four languages, same placeholders.
import { describe, expect, it } from 'vitest';
import { strings } from './strings.js';
import { errorText, t } from './index.js';
import { LANGS } from '../routes.js';

const holes = (s) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('translation table', () => {
  it('has every entry in every language with the same placeholders', () => {
    for (const [key, entry] of Object.entries(strings)) {
      for (const lang of LANGS) {
        expect(typeof entry[lang], `${key}.${lang}`).toBe('string');
        expect(entry[lang].length, `${key}.${lang}`).toBeGreaterThan(0);
        expect(holes(entry[lang]), `${key}.${lang}`).toEqual(holes(entry.en));
      }
    }
  });

  it('uses the local game names', () => {
    expect(t('da', 'game.boxes.square')).toBe('Prikker og Bokse');
    expect(t('de', 'game.boxes.square')).toBe('Käsekästchen');
    // Shut In: the Norwegian seed's own phrase for the aim of the game; see strings.js.
    expect(t('nb', 'game.shutin')).toBe('Sperre inne');
    expect(t('en', 'game.shutin')).toBe('Shut In');
  });

  it('translates every Shut In engine error with its params', () => {
    const codes = ['cell-syntax', 'cell-range', 'cell-blocked', 'cell-occupied', 'cell-gravity', 'cell-touch',
      'blocked-syntax', 'blocked-range', 'blocked-repeated', 'blocked-start', 'blocked-count'];
    for (const code of codes) expect(strings[`err.${code}`], code).toBeDefined();
    const err = { code: 'cell-touch', params: { cell: 'e5', seat: '1', move: '3', token: 'e5' } };
    expect(errorText('da', err)).toBe('e5 rører ingen af dine brikker, heller ikke på skrå.');
    const count = { code: 'blocked-count', params: { key: 'blocked', value: 'random-99-1', count: '99', max: '12' } };
    expect(errorText('en', count)).toMatch(/^99 blocked cells do not fit: at most 12 /);
  });

  it('translates engine errors by code and params', () => {
    const err = { code: 'size-range', params: { key: 'size', value: '13x2', min: '1', max: '12' } };
    expect(errorText('de', err)).toBe('Die Größe 13x2 liegt außerhalb des Bereichs: Spalten und Reihen gehen von 1 bis 12.');
    expect(errorText('nb', { code: 'no-such-code' })).toBe('Noe gikk galt (feil no-such-code).');
  });
});
