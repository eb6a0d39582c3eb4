// compare.test.js — a link for a game this browser has a copy of: how the two records stand, and
// what of the link is believed (withOurCopy: our own move dates and, unless the link answers
// ours, our own seat).
import { describe, expect, it } from 'vitest';
import { compareRecords, withOurCopy } from './compare.js';

const SETUP = 'game=boxes&grid=square&size=2x2&border=open&misere=0&players=2';
const rec = (moves) => `${SETUP}&moves=${moves.join('.')}`;
const DAY = 86400000;
const T0 = Date.UTC(2026, 11, 1);

describe('withOurCopy', () => {
  const ours = { id: 'game0001', record: rec(['0']), you: null, dates: [T0, T0 + DAY] };

  it('keeps the dates of the moves we have: a link cannot backdate them', () => {
    const link = { record: rec(['0']), you: 2, dates: [T0 - 3 * DAY, T0 - 3 * DAY] };
    const how = compareRecords(ours.record, link.record);
    expect(how.kind).toBe('same');
    const g = withOurCopy(link, { ours, how });
    expect(g.dates).toEqual([T0, T0 + DAY]);
  });

  it('dates a move the link adds no earlier than the moves before it', () => {
    const link = { record: rec(['0', '5']), you: 1, dates: [T0 - 3 * DAY, T0 - 3 * DAY, T0 - 2 * DAY] };
    const g = withOurCopy(link, { ours, how: compareRecords(ours.record, link.record) });
    expect(g.dates).toEqual([T0, T0 + DAY, T0 + DAY]);
    const later = { ...link, dates: [T0, T0, T0 + 2 * DAY] };
    expect(withOurCopy(later, { ours, how: { kind: 'ahead' } }).dates[2]).toBe(T0 + 2 * DAY);
  });

  it('a reload of this tab keeps the seats it played; any other opening believes the link’s seat', () => {
    // the address bar of a game on one device names the seat to move (for whoever it is copied to)
    const link = { record: ours.record, you: 2, dates: null };
    expect(withOurCopy(link, { ours, how: { kind: 'same' } }, 0).you).toBe(null);
    expect(withOurCopy(link, { ours, how: { kind: 'same' } }).you).toBe(2);
    const bound = { ...ours, you: 1, floor: 1 };
    expect(withOurCopy({ ...link, you: 1 }, { ours: bound, how: { kind: 'same' } }, 1)).toMatchObject({
      you: 1,
      floor: 1,
    });
    const reply = withOurCopy({ record: rec(['0', '5']), you: 1 }, { ours, how: { kind: 'ahead' } }, 0);
    expect(reply.you).toBe(1);
    expect(reply.floor).toBe(undefined);
  });
});
