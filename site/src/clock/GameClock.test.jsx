// @vitest-environment happy-dom
// GameClock.test.jsx — the clock faces: one per seat, the running one marked, short of time
// marked and said once (a polite region, not the ticking faces), paused in a hidden tab; days per
// move: when the last move was made, and the claim once the mover's days are over; a loss on
// time in the result sentence, in four languages.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/preact';
import { GameClock } from './GameClock.jsx';
import { resultText } from '../ui/ResultBanner.jsx';
import { translator } from '../i18n/index.js';

const t = translator('en');
const names = ['Ann', 'Bob'];
const seats = names.map((name) => ({ kind: 'human', level: 1, name }));
const base = (patch) => ({
  seats,
  state: { over: false, toMove: 2, moveCount: 1, movers: [1], result: null },
  ...patch,
});

describe('GameClock', () => {
  afterEach(() => vi.useRealTimers());

  it("shows each seat's time, marks the running seat and a short time, and says it once", () => {
    vi.useFakeTimers({ now: 100000 });
    const st = base({ clock: '20s', clockSnap: { left: [20000, 4000], running: 2, since: 100000, paused: false } });
    const { container } = render(<GameClock st={st} names={names} session={{}} ask={() => {}} lang="en" t={t} />);
    const faces = [...container.querySelectorAll('[role=timer]')];
    expect(faces.map((f) => f.textContent)).toEqual(['0:20', '0:04.0']);
    expect(faces[1].getAttribute('aria-live')).toBe('off');
    expect(faces[1].getAttribute('aria-label')).toBe('Bob: 0:04.0 left');
    const rows = container.querySelectorAll('.clock-seat');
    expect(rows[1].className).toBe('clock-seat seat2 running low');
    expect(rows[1].classList.contains('low')).toBe(true);
    expect(rows[0].classList.contains('low')).toBe(false);
    expect(container.querySelector('[aria-live=polite]').textContent).toBe('Bob is short of time.');
  });

  it('says the clock is paused, and nothing runs after the game', () => {
    const st = base({ clock: '5m+5s', clockSnap: { left: [300000, 290000], running: 2, since: 0, paused: true } });
    const { container } = render(
      <GameClock st={st} names={names} session={{}} ask={() => {}} lang="de" t={translator('de')} />,
    );
    expect(container.querySelector('.clock-paused').textContent).toBe(
      'Die Uhr steht, solange dieser Tab verborgen ist.',
    );
    expect([...container.querySelectorAll('[role=timer]')].map((f) => f.textContent)).toEqual(['5:00', '4:50']);
    const none = render(
      <GameClock
        st={base({ clock: 'none', clockSnap: null })}
        names={names}
        session={{}}
        ask={() => {}}
        lang="en"
        t={t}
      />,
    );
    expect(none.container.innerHTML).toBe('');
  });

  it('days per move: when the last move was made; the claim once the mover is over time', () => {
    const day = 86400000;
    vi.useFakeTimers({ now: 10 * day });
    const asked = [];
    const session = { canClaim: () => true };
    const st = base({ clock: '3d', dates: [5 * day, 6 * day] });
    const { container, getByTestId } = render(
      <GameClock st={st} names={names} session={session} ask={(q) => asked.push(q)} lang="nb" t={translator('nb')} />,
    );
    expect(getByTestId('moved-ago').textContent).toBe('Ann trakk for 4 døgn siden.');
    expect(getByTestId('overdue').textContent).toBe('Bob har brukt opp tiden for dette trekket.');
    getByTestId('claim').click();
    expect(asked[0].token).toBe('claim');
    expect(container.textContent).toContain('Bob har 3 dager per trekk.');
  });

  it('the result of a loss on time, in four languages', () => {
    const state = {
      teams: [[1], [2]],
      scores: [0, 0],
      result: { winners: [1], draw: false, how: 'flag', resigned: 2, margin: null },
    };
    expect(resultText(state, names, 'en', t)).toBe('Bob ran out of time. Ann wins.');
    expect(resultText(state, names, 'da', translator('da'))).toBe('Bob løb tør for tid. Ann vinder.');
    expect(resultText(state, names, 'de', translator('de'))).toBe('Bob hat die Zeit überschritten. Ann gewinnt.');
    expect(resultText(state, names, 'nb', translator('nb'))).toBe('Bob gikk tom for tid. Ann vinner.');
  });
});
