// print.test.js — the print page's address: a record in the fragment is read, and a damaged
// %-escape is an error the page shows (it once threw a URIError and the page stopped there).
import { describe, expect, it } from 'vitest';
import { fragmentRecord } from './PrintPage.jsx';
import { errorText } from '../i18n/index.js';
import { LANGS } from '../app/routes.js';

describe('print page fragment', () => {
  it('reads a record, escaped or not, and ignores what is not one', () => {
    expect(fragmentRecord('#game=boxes&size=3x3&moves=1.7')).toEqual({ record: 'game=boxes&size=3x3&moves=1.7' });
    expect(fragmentRecord('#game%3Dboxes%26size%3D3x3')).toEqual({ record: 'game=boxes&size=3x3' });
    expect(fragmentRecord('')).toBe(null);
    expect(fragmentRecord('#top')).toBe(null);
  });

  it('turns a damaged %-escape into an error said in every language, not a thrown URIError', () => {
    for (const hash of ['#game=boxes%E0%A4%A', '#game=boxes&size=3x3%', '#%zz']) {
      const got = fragmentRecord(hash);
      expect(got && got.error && got.error.code, hash).toBe('address-escape');
      for (const lang of LANGS) expect(errorText(lang, got.error)).not.toBe(errorText(lang, { code: 'no-such' }));
    }
  });

  it('passes a %00 on as a NUL, for the engine to refuse (text-nul), rather than cutting the record', () => {
    expect(fragmentRecord('#game=dots%00&size=1000x1000')).toEqual({ record: 'game=dots\0&size=1000x1000' });
  });
});
