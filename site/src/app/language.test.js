// language.test.js — the root page's language: a language picked here wins over the browser's.
import { describe, expect, it } from 'vitest';
import { pickLanguage } from './language.js';

describe('the root page language', () => {
  it('takes the language picked here first, then the browser’s, then English', () => {
    expect(pickLanguage(['en-US'], 'da')).toBe('da');
    expect(pickLanguage(['de-AT', 'en'], null)).toBe('de');
    expect(pickLanguage(['nn-NO'], null)).toBe('nb');
    expect(pickLanguage(['no'], null)).toBe('nb');
    expect(pickLanguage(['fr', 'sv'], null)).toBe('en');
    expect(pickLanguage([], 'xx')).toBe('en');
  });
});
