// @vitest-environment happy-dom
// dots.test.jsx — the Dots adapter and board against the real engine: positions and colours
// from the geometry, rings as paths, houses named to a listener, one focusable cursor, clicks
// that emit the engine's tokens (with "!" when the polish switch is on), and the family's words.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render } from '@testing-library/preact';
import { loadEngine } from '../../../../wasm/engine.js';
import { around, colourOf, describeDots, houseOf, neighbourPoint, outlines, ringsPath } from './adapter.js';
import { Board } from './Board.jsx';
import { dots } from './index.jsx';
import { resultText } from '../../ui/ResultBanner.jsx';
import { strings as boardStrings } from './play.js';
import { addStrings, translator } from '../../i18n/index.js';

addStrings(boardStrings);
const engine = await loadEngine({ wasmBinary: readFileSync(path.resolve(process.cwd(), 'wasm/dist/paperdots.wasm')) });

function game(record) {
  const g = engine.newGame(record);
  const out = { geometry: g.geometry(), state: g.state() };
  g.free();
  return out;
}

const SETUP = 'game=dots&size=7x7&start=empty';
const CAPTURE = '3-3.3-4.4-4.4-5.5-3.5-4.4-2.4-3';
const HOUSE = '2-2.6-6.3-1.6-5.4-2.5-6.3-3';

function mount(
  record,
  { onPlay = vi.fn(), interactive = true, lang = 'en', settings = { rules: 'russian' }, choices = null } = {},
) {
  const { geometry, state } = game(record);
  const names = geometry.teams
    .flat()
    .sort()
    .map((s) => `P${s}`);
  return render(
    <Board
      desc={describeDots(geometry)}
      settings={settings}
      state={state}
      legal={state.legal}
      names={names}
      mover={state.toMove}
      interactive={interactive}
      onPlay={onPlay}
      choices={choices}
      t={translator(lang)}
      label="board"
    />,
  );
}

/** The family's choices for a token, asked of a game of the real engine at `record`. */
const choicesAt = (record, settings) => (tok) => {
  const g = engine.newGame(record);
  try {
    return dots.choices(g, tok, settings);
  } finally {
    g.free();
  }
};

// ring=any: X's 4-3 closes round O's 4-4; the shortest ring takes 4-4, the ring by 5-2 and 6-3
// takes 5-3 too (tests/native/test_dots_variants.c draws it).
const RING7 = 'game=dots&size=7x7&start=empty&ring=any&moves=3-4.4-4.4-5.1-1.5-4.1-2.5-2.1-3.6-3.1-4';
const ANY = { rules: 'russian', ring: 'any' };

describe('Dots adapter', () => {
  it('places point x-y at (x-1, H-y) and maps tokens both ways', () => {
    const desc = describeDots(game(SETUP).geometry);
    expect(desc.at[desc.index.get('1-1')]).toEqual([0, 6]);
    expect(desc.at[desc.index.get('7-7')]).toEqual([6, 0]);
    expect(desc.tokens[desc.index.get('3-4')]).toBe('3-4');
  });

  it('gives team-mates one colour (seats 1, 3 and 2, 4)', () => {
    const desc = describeDots(game('game=dots&size=7x7&start=empty&players=4').geometry);
    expect([1, 2, 3, 4].map((s) => colourOf(desc, s))).toEqual([1, 2, 1, 2]);
  });

  it('draws a capture’s ring as a closed path through the ring’s points', () => {
    const { geometry, state } = game(`${SETUP}&moves=${CAPTURE}`);
    const desc = describeDots(geometry);
    expect(state.territory).toHaveLength(1);
    const d = ringsPath(desc, state.territory[0].rings);
    const corners = [...d.matchAll(/[ML](\d+) (\d+)/g)].map((m) => `${Number(m[1]) + 1}-${7 - Number(m[2])}`).sort();
    expect(corners).toEqual(['3-4', '4-3', '4-5', '5-4']);
    expect(d.endsWith('Z')).toBe(true);
  });

  it('draws the chosen ring of a ring=any capture as one outline, not two areas side by side', () => {
    const setup = 'game=dots&size=15x15&start=empty&ring=any';
    const moves = '5-2.5-3.6-3.12-12.5-4.12-13.4-5.12-14.3-4.12-10';
    const g = engine.newGame(`${setup}&moves=${moves}`);
    let state;
    try {
      // 4-3 closes two rings (the engine's list, shortest first): the longer one is played
      const rings = dots.choices(g, '4-3', { ring: 'any' });
      expect(rings).toHaveLength(2);
      state = g.play(rings[1].move);
    } finally {
      g.free();
    }
    const desc = describeDots(game(setup).geometry);
    const rings = state.territory[0].rings;
    const d = ringsPath(desc, rings);
    expect(d.match(/M/g)).toHaveLength(1);
    const corners = [...d.matchAll(/[ML](\d+) (\d+)/g)].map((m) => `${Number(m[1]) + 1}-${15 - Number(m[2])}`).sort();
    expect(corners).toEqual(['3-4', '4-3', '4-5', '5-2', '5-4', '6-3']);
    // a ring alone, and an outline with its hole, stay as they are
    expect(outlines([[1, 2, 3, 4]])).toEqual([[1, 2, 3, 4]]);
    expect(
      outlines([
        [0, 1, 2, 3],
        [10, 11, 12],
      ]),
    ).toEqual([
      [0, 1, 2, 3],
      [10, 11, 12],
    ]);
  });

  it('moves by arrows on the screen and stays at the edge; lists the neighbours on the field', () => {
    const desc = describeDots(game(SETUP).geometry);
    const p = desc.index.get('1-1');
    expect(desc.tokens[neighbourPoint(desc, p, 0, -1)]).toBe('1-2');
    expect(desc.tokens[neighbourPoint(desc, p, 1, 0)]).toBe('2-1');
    expect(neighbourPoint(desc, p, -1, 0)).toBe(p);
    expect(neighbourPoint(desc, p, 0, 1)).toBe(p);
    expect(
      around(desc, p)
        .map((q) => desc.tokens[q])
        .sort(),
    ).toEqual(['1-2', '2-1', '2-2']);
    expect(around(desc, desc.index.get('4-4'))).toHaveLength(8);
  });

  it('finds the points inside a house, not those on its ring', () => {
    const { geometry, state } = game(`${SETUP}&moves=${HOUSE}`);
    const desc = describeDots(geometry);
    const at = houseOf(desc, state);
    expect(state.houses).toHaveLength(1);
    expect(at[desc.index.get('3-2')]).toBe(0);
    expect(at[desc.index.get('2-2')]).toBe(-1);
    expect(at[desc.index.get('5-5')]).toBe(-1);
  });
});

describe('Dots board', () => {
  it('draws dots, a captured dot, the capture and the last dot from the state', () => {
    const { container } = mount(`${SETUP}&moves=${CAPTURE}`);
    expect(container.querySelectorAll('.pt.seat1:not(.taken), .pt.seat2:not(.taken)')).toHaveLength(7);
    expect(container.querySelector('.pt.seat1.taken[data-token="4-4"]')).not.toBeNull();
    expect(container.querySelectorAll('.territory.seat2')).toHaveLength(1);
    expect(container.querySelectorAll('.last')).toHaveLength(1);
    expect(container.querySelector('.pt.can[data-token="4-4"]')).toBeNull();
  });

  it('rings the last dot only while it is the last move: not after a grounding', () => {
    const { container } = mount(`${SETUP}&moves=${CAPTURE}.ground`);
    expect(container.querySelectorAll('.last')).toHaveLength(0);
  });

  it('has one focusable cursor whose label names the point, its dots around and its house', () => {
    const { container } = mount(`${SETUP}&moves=${HOUSE}`);
    expect(container.querySelectorAll('[tabindex]')).toHaveLength(1);
    const svg = container.querySelector('svg');
    expect(container.querySelector('.cursor').getAttribute('aria-label')).toMatch(
      /^3-3, dot of P1, last move, next to: /,
    );
    fireEvent.keyDown(svg, { key: 'ArrowDown' });
    const label = container.querySelector('.cursor').getAttribute('aria-label');
    expect(label).toMatch(/^3-2, free, in a house of P1, next to: /);
    expect(label).toContain('2-2 dot of P1');
    const de = mount(`${SETUP}&moves=${CAPTURE}`, { lang: 'de' }).container;
    fireEvent.keyDown(de.querySelector('svg'), { key: 'ArrowUp' });
    expect(de.querySelector('.cursor').getAttribute('aria-label')).toMatch(/^4-4, Punkt von P1, umzingelt/);
  });

  it('emits the token of a clicked free point, with "!" when the polish switch is on', () => {
    const onPlay = vi.fn();
    const { container } = mount(SETUP, { onPlay });
    fireEvent.click(container.querySelector('.pt[data-token="2-5"] .hit'));
    expect(onPlay).toHaveBeenLastCalledWith('2-5');
    expect(container.querySelector('input[name=capture]')).toBeNull();
    const polish = vi.fn();
    const p = mount('game=dots&size=7x7&start=empty&rules=polish', {
      onPlay: polish,
      settings: { rules: 'polish' },
    }).container;
    fireEvent.click(p.querySelector('input[name=capture]'));
    fireEvent.click(p.querySelector('.pt[data-token="2-5"] .hit'));
    expect(polish).toHaveBeenLastCalledWith('2-5!');
  });

  it('emits a clicked free point that is not offered too (the engine says why), never a dot', () => {
    const onPlay = vi.fn();
    const { container } = mount('game=dots&size=7x7&start=empty&first=1&moves=4-4', { onPlay });
    expect(container.querySelector('.pt[data-token="1-1"]').classList.contains('can')).toBe(false);
    fireEvent.click(container.querySelector('.pt[data-token="1-1"] .hit'));
    expect(onPlay).toHaveBeenLastCalledWith('1-1');
    onPlay.mockClear();
    fireEvent.click(container.querySelector('.pt[data-token="4-4"] .hit'));
    expect(onPlay).not.toHaveBeenCalled();
    // nothing is asked of a board that is not the player's to move
    const still = vi.fn();
    const idle = mount('game=dots&size=7x7&start=empty&first=1&moves=4-4', { onPlay: still, interactive: false });
    fireEvent.click(idle.container.querySelector('.pt[data-token="1-1"] .hit'));
    expect(still).not.toHaveBeenCalled();
  });

  it('unchecks the polish "!" at every new turn, and offers it and the help line only while the game goes on', () => {
    const POLISH = 'game=dots&size=7x7&start=empty&rules=polish';
    const props = (record) => {
      const { geometry, state } = game(record);
      return {
        desc: describeDots(geometry),
        settings: { rules: 'polish' },
        state,
        legal: state.legal,
        names: ['P1', 'P2'],
        mover: state.toMove,
        interactive: true,
        onPlay: vi.fn(),
        t: translator('en'),
        label: 'board',
      };
    };
    const first = props(POLISH);
    const { container, rerender } = render(<Board {...first} />);
    const box = () => container.querySelector('input[name=capture]');
    fireEvent.click(box());
    expect(box().checked).toBe(true);
    rerender(<Board {...props(`${POLISH}&moves=3-4`)} />);
    expect(box().checked).toBe(false);
    expect(container.querySelector('#board-help')).not.toBeNull();
    expect(container.querySelector('svg').getAttribute('aria-describedby')).toBe('board-help');
    const over = props(`${POLISH}&moves=3-4.agree.agree`);
    expect(over.state.over).toBe(true);
    rerender(<Board {...over} />);
    expect(box()).toBeNull();
    expect(container.querySelector('#board-help')).toBeNull();
    expect(container.querySelector('svg').getAttribute('aria-describedby')).toBeNull();
  });

  it('offers nothing and emits nothing when it is not a human turn', () => {
    const onPlay = vi.fn();
    const { container } = mount(SETUP, { onPlay, interactive: false });
    expect(container.querySelectorAll('.pt.can')).toHaveLength(0);
    fireEvent.keyDown(container.querySelector('svg'), { key: 'Enter' });
    expect(onPlay).not.toHaveBeenCalled();
  });
});

describe('Dots ring chooser (ring=any)', () => {
  it('lists the engine’s rings for a dot: the shortest first, then the longer one', () => {
    const list = choicesAt(RING7, ANY)('4-3');
    expect(list.map((c) => [c.move, c.takes, c.area])).toEqual([
      ['4-3', 1, 1],
      ['4-3:397713', 1, 2],
    ]);
    const desc = describeDots(game(RING7).geometry);
    expect(list[1].cells.map((p) => desc.tokens[p]).sort()).toEqual(['4-4', '5-3']);
    expect(list[1].ring.map((p) => desc.tokens[p])).toEqual(['4-3', '5-2', '6-3', '5-4', '4-5', '3-4']);
    // no choice: a dot that closes nothing, and the shortest-ring rule
    expect(choicesAt(RING7, ANY)('1-7')).toEqual([]);
    expect(choicesAt(RING7, { rules: 'russian', ring: 'short' })('4-3')).toEqual([]);
  });

  it('by mouse: a click opens the chooser, a click on the dot again switches, the button plays the ring shown', () => {
    const onPlay = vi.fn();
    const { container, getByText } = mount(RING7, { onPlay, settings: ANY, choices: choicesAt(RING7, ANY) });
    fireEvent.click(container.querySelector('[data-token="4-3"] .hit'));
    expect(onPlay).not.toHaveBeenCalled();
    const chooser = container.querySelector('[data-testid="ring-chooser"]');
    expect(chooser).not.toBeNull();
    expect([...chooser.querySelectorAll('input')].map((i) => i.value)).toEqual(['4-3', '4-3:397713']);
    expect(container.querySelector('.ring-choice').dataset.ring).toBe('4-3');
    expect(container.querySelectorAll('.ring-choice .ring-cell')).toHaveLength(1);
    fireEvent.click(container.querySelector('[data-token="4-3"] .hit'));
    expect(container.querySelector('.ring-choice').dataset.ring).toBe('4-3:397713');
    expect(container.querySelectorAll('.ring-choice .ring-cell')).toHaveLength(2);
    expect(container.querySelector('.ring-choice .ring-line')).not.toBeNull();
    fireEvent.click(getByText('Close this ring'));
    expect(onPlay).toHaveBeenCalledWith('4-3:397713');
    expect(container.querySelector('[data-testid="ring-chooser"]')).toBeNull();
  });

  it('by touch on the radios and by keyboard: arrows pick a radio, Enter plays it, Escape cancels', () => {
    const onPlay = vi.fn();
    const { container, getByText } = mount(RING7, { onPlay, settings: ANY, choices: choicesAt(RING7, ANY) });
    const cursorTo = (tok) => {
      // the roving cursor starts at the last dot (1-4); walk it with arrows to tok
      const desc = describeDots(game(RING7).geometry);
      const [tx, ty] = desc.at[desc.index.get(tok)];
      let el = container.querySelector('.cursor');
      for (let i = 0; i < 20; i++) {
        const [x, y] = desc.at[desc.index.get(el.dataset.cursor)];
        if (x === tx && y === ty) return el;
        const key = x < tx ? 'ArrowRight' : x > tx ? 'ArrowLeft' : y < ty ? 'ArrowDown' : 'ArrowUp';
        fireEvent.keyDown(el, { key });
        el = container.querySelector('.cursor');
      }
      throw new Error(`cursor never reached ${tok}`);
    };
    fireEvent.keyDown(cursorTo('4-3'), { key: 'Enter' });
    let chooser = container.querySelector('[data-testid="ring-chooser"]');
    expect(chooser).not.toBeNull();
    expect(document.activeElement.value).toBe('4-3'); // the focus is on the checked radio
    fireEvent.keyDown(chooser, { key: 'Escape' });
    expect(container.querySelector('[data-testid="ring-chooser"]')).toBeNull();
    expect(onPlay).not.toHaveBeenCalled();
    // again, and the second ring by its radio (a tap, or the arrow keys' change), then Enter
    fireEvent.keyDown(cursorTo('4-3'), { key: 'Enter' });
    chooser = container.querySelector('[data-testid="ring-chooser"]');
    const second = chooser.querySelectorAll('input')[1];
    fireEvent.click(second);
    expect(container.querySelector('.ring-choice').dataset.ring).toBe('4-3:397713');
    expect(getByText('Ring 2: 1 surrounded, 2 points')).not.toBeNull();
    fireEvent.keyDown(second, { key: 'Enter' });
    expect(onPlay).toHaveBeenCalledWith('4-3:397713');
  });

  it('plays a dot with one way to close at once, and a point that closes nothing', () => {
    const onPlay = vi.fn();
    const { container } = mount(RING7, { onPlay, settings: ANY, choices: choicesAt(RING7, ANY) });
    fireEvent.click(container.querySelector('[data-token="2-2"] .hit'));
    expect(onPlay).toHaveBeenCalledWith('2-2');
    expect(container.querySelector('[data-testid="ring-chooser"]')).toBeNull();
  });

  it('the chosen ring the board plays is the one the engine takes', () => {
    const g = engine.newGame(RING7);
    g.play('4-3:397713');
    const st = g.state();
    const desc = describeDots(g.geometry());
    g.free();
    expect(st.owner[desc.index.get('5-3')]).toBe(1);
    expect(st.scores).toEqual([1, 0]);
  });
});

describe('Dots setup: random places and six players', () => {
  it('draws a seed for random4 when a game starts without one, and keeps a given one', () => {
    const s = dots.prepareStart({ start: 'random4', place: '0' });
    expect(Number(s.place)).toBeGreaterThanOrEqual(1);
    expect(Number(s.place)).toBeLessThanOrEqual(999999);
    expect(dots.prepareStart({ start: 'random4', place: '77' }).place).toBe('77');
    expect(dots.prepareStart({ start: 'cross', place: '0' }).place).toBe('0');
  });

  it('gives seats 1, 3, 5 one colour and 2, 4, 6 the other', () => {
    const desc = describeDots(game('game=dots&size=7x7&start=empty&players=6').geometry);
    expect([1, 2, 3, 4, 5, 6].map((s) => colourOf(desc, s))).toEqual([1, 2, 1, 2, 1, 2]);
  });
});

describe('Dots words', () => {
  const t = translator('en');
  it('says and lists a move with a chosen ring as its point', () => {
    const t = translator('en');
    expect(dots.moveText('4-3:397713', t, '1-4')).toBe('4-3 (chosen ring)');
    expect(dots.said({ name: 'Ann', token: '4-3:397713', captured: 1 }, t)[0]).toBe(
      'Ann put a dot on 4-3 and closed a chosen ring.',
    );
  });

  it('says a move, a capture, grounding and an offer to end', () => {
    expect(dots.said({ name: 'Ann', token: '4-3', captured: 1 }, t)).toEqual([
      'Ann put a dot on 4-3.',
      'One dot surrounded.',
    ]);
    expect(dots.said({ name: 'Ann', token: '6-6!', captured: 2 }, t)).toEqual([
      'Ann put a dot on 6-6 and took the surrounds.',
      '2 dots surrounded.',
    ]);
    expect(dots.said({ name: 'Bob', token: 'ground', captured: 3 }, t)).toEqual([
      'Bob grounded; 3 of their dots count as surrounded.',
    ]);
    expect(dots.said({ name: 'Bob', token: 'agree', captured: 0 }, t)).toEqual(['Bob offers to end the game.']);
    expect(dots.moveText('6-6!', t)).toBe('6-6!');
    expect(dots.moveText('ground', t)).toBe('grounded');
  });

  it('lists and says a grounding on the opponent’s turn under the seat that made it', () => {
    // O grounds while X is to move (playdots' ending): the core names O as the mover
    const { state } = game(`${SETUP}&moves=3-3.5-5.2-2.4-5.ground-waiting`);
    expect(state.movers).toEqual([1, 2, 1, 2, 2]);
    expect(state.captured.at(-1)).toBe(2);
    expect(state.scores).toEqual([2, 0]);
    expect(state.actions).toEqual([]);
    expect(dots.moveText('ground-waiting', t, '4-5')).toBe('grounded');
    expect(dots.said({ name: 'Bob', token: 'ground-waiting', captured: 1 }, t)).toEqual([
      'Bob grounded; 1 of their dots counts as surrounded.',
    ]);
    expect(dots.resultNote({}, t, state)).toBe('Ended by grounding.');
  });

  it('words the polish ending from the core: an offer, its acceptance and a decline', () => {
    const polish = 'game=dots&size=7x7&start=empty&rules=polish';
    const offered = game(`${polish}&moves=1-1.agree`).state;
    expect(offered.actions).toEqual(['resign', 'agree', 'decline']);
    expect(offered.legal).toEqual([]);
    expect(dots.actions.agree.label(offered, t)).toBe('Accept the end');
    expect(dots.actions.decline.label(offered, t)).toBe('Decline');
    expect(dots.said({ name: 'Bob', token: 'agree', captured: 0, state: offered }, t)).toEqual([
      'Bob offers to end the game.',
    ]);
    const agreed = game(`${polish}&moves=1-1.agree.agree`).state;
    expect(dots.said({ name: 'Ann', token: 'agree', captured: 0, state: agreed }, t)).toEqual([
      'Ann agrees to end the game.',
    ]);
    const declined = game(`${polish}&moves=1-1.agree.decline`).state;
    expect(declined.actions).toEqual(['resign']);
    expect(declined.toMove).toBe(2);
    expect(dots.said({ name: 'Ann', token: 'decline', captured: 0, state: declined }, t)).toEqual([
      'Ann declines the offer to end; the game goes on.',
    ]);
    expect(dots.turnNote(declined, ['Ann', 'Bob'], t)?.key).toBe('declined');
    // after the offerer's move either side may offer again, and the note is gone
    const after = game(`${polish}&moves=1-1.agree.decline.2-2`).state;
    expect(after.actions).toEqual(['resign', 'agree']);
    expect(dots.turnNote(after, ['Ann', 'Bob'], t)).toBe(null);
    expect(dots.moveText('agree', t, '1-1')).toBe('offered to end');
    expect(dots.moveText('agree', t, 'agree')).toBe('agreed');
    expect(dots.moveText('decline', t, 'agree')).toBe('declined');
  });

  it('asks before grounding with the cost the core reports', () => {
    const { state } = game(`${SETUP}&moves=3-3.5-5.2-2.4-5.ground`);
    expect(dots.actions.ground.confirm({ preview: state, t }).text).toBe(
      'Grounding ends the game now. 2 of your dots are not joined to the edge and count as surrounded. The score would be 0–2.',
    );
    expect(dots.resultNote({}, t, state)).toBe('Ended by grounding.');
    // The margin in dots, in the family's own words (German says Punkte, not Felder).
    expect(resultText(state, ['Ann', 'Bob'], 'de', translator('de'))).toBe('Bob gewinnt mit 2 Punkten Vorsprung.');
    expect(resultText(state, ['Ann', 'Bob'], 'en', t)).toBe('Bob wins by 2 dots.');
  });
});
