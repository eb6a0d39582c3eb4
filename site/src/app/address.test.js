// address.test.js — what the play page's first script and boot.js read from an address.
import { describe, expect, it } from 'vitest';
import { PEOPLE_ONLY } from './address.js';

describe('PEOPLE_ONLY: no bot plays, so the page starts no bot worker', () => {
  it.each([
    ['#v=1&game=boxes&seats=h,h&names=bo,bi', true],
    ['#seats=h,h,h', true],
    ['#game=boxes&seats=&moves=', true],
    ['#v=1&game=boxes&seats=b1,h&names=,', false],
    ['#v=1&game=boxes&seats=h,b4', false],
    ['#v=1&game=dots&moves=', true], // a share link without seats opens with people only
    ['#game=boxes&id=x&v=1&moves=0.1', true],
    ['#game=boxes&size=3x3&moves=0.1', false], // no link version: refused, the table setup shows
    ['#id=abc&game=boxes&seats=h,b2', false],
    ['#game=boxes&nv=1', false],
    ['#game=boxes&size=5x5', false], // the table setup: its default has a bot
    ['#game=boxes&removes=1', false],
    ['', false],
    ['#game=boxes&xseats=h,h', false],
  ])('%s -> %s', (hash, peopleOnly) => {
    expect(PEOPLE_ONLY.test(hash)).toBe(peopleOnly);
  });
});
