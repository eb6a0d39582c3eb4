// @vitest-environment happy-dom
// StartDots.test.jsx — the table setup's own start dots: a click on a point cycles it through
// player 1, player 2 and empty, the keys move a cursor and put dots, and the setup string the
// form builds from them starts a game that the real engine lays out with those dots and that
// first mover; any other start leaves the keys out.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fireEvent, render } from '@testing-library/preact';
import { loadEngine } from '../../../../wasm/engine.js';
import { StartDots, cycleDot } from './StartDots.jsx';
import { strings as dotsStrings } from './play.js';
import { addStrings, translator } from '../../i18n/index.js';
import { defaultSettings, setupString, settingsFromFragment } from '../../game/setup.js';

addStrings(dotsStrings);
const engine = await loadEngine({ wasmBinary: readFileSync(path.resolve(process.cwd(), 'wasm/dist/paperdots.wasm')) });
const t = translator('en');

/** The form's settings for start=dots on a 9×9 field, changed by every update as the form does. */
function mount(extra = {}) {
  let s = { ...defaultSettings('dots'), size: '9x9', start: 'dots', ...extra };
  const view = render(<StartDots s={s} update={(patch) => rerender(patch)} t={t} />);
  function rerender(patch) {
    s = { ...s, ...patch };
    view.rerender(<StartDots s={s} update={(p) => rerender(p)} t={t} />);
  }
  return { view, get: () => s };
}

describe('own start dots in the table setup', () => {
  it('cycles a point through player 1, player 2 and empty', () => {
    expect(cycleDot({ dotsa: '', dotsb: '' }, '3-3')).toEqual({ dotsa: '3-3', dotsb: '' });
    expect(cycleDot({ dotsa: '3-3.4-4', dotsb: '' }, '3-3')).toEqual({ dotsa: '4-4', dotsb: '3-3' });
    expect(cycleDot({ dotsa: '4-4', dotsb: '3-3.5-5' }, '3-3')).toEqual({ dotsa: '4-4', dotsb: '5-5' });
  });

  it('puts dots by click and by keys, lists them, and clears them', () => {
    const { view, get } = mount();
    expect(view.container.querySelectorAll('.start-dot').length).toBe(81);
    // numbered as on the board: every point of a 9-point edge, along the bottom and the left
    const coords = [...view.container.querySelectorAll('.start-dots-rows text, .start-dots-cols text')].map(
      (e) => e.textContent,
    );
    expect(coords).toEqual([...'123456789', ...'123456789']);
    const at = (p) => view.container.querySelector(`.start-dot[data-point="${p}"]`);
    fireEvent.click(at('3-3'));
    fireEvent.click(at('4-4'));
    fireEvent.click(at('4-4'));
    expect(get()).toMatchObject({ dotsa: '3-3', dotsb: '4-4' });
    expect(at('3-3').classList.contains('seat1')).toBe(true);
    expect(at('4-4').classList.contains('seat2')).toBe(true);
    // the cursor follows the last click (4-4): left twice, up once is 2-5
    const field = view.container.querySelector('.start-dots-field');
    for (const key of ['ArrowLeft', 'ArrowLeft', 'ArrowUp']) fireEvent.keyDown(field, { key });
    expect(field.getAttribute('aria-label')).toBe('Start dots: 2-5, empty');
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(get().dotsa).toBe('3-3.2-5');
    expect(field.getAttribute('aria-label')).toBe('Start dots: 2-5, Player 1');
    expect(view.container.querySelector('.start-dots-list').textContent).toBe(
      'Player 1:\u00a03-3, 2-5 · Player 2:\u00a04-4',
    );
    fireEvent.click(view.getByText('Clear the start dots'));
    expect(get()).toMatchObject({ dotsa: '', dotsb: '' });
  });

  it('gives a setup the engine lays out with those dots and that first mover; other starts leave the keys out', () => {
    const s = { ...defaultSettings('dots'), size: '9x9', start: 'dots', dotsa: '3-3.4-4', dotsb: '5-5', turn: '2' };
    const setup = setupString(s);
    expect(setup).toMatch(/&start=dots&dotsa=3-3\.4-4&dotsb=5-5&turn=2&/);
    const g = engine.newGame(setup);
    const { points, toMove } = g.state();
    const geo = g.geometry();
    g.free();
    const at = (x, y) => points[(y - 1) * geo.w + (x - 1)];
    expect([at(3, 3), at(4, 4), at(5, 5), at(6, 6)]).toEqual([1, 1, 2, 0]);
    expect(toMove).toBe(2);
    // read back from the engine's canonical setup, as a link or a saved game gives it
    expect(settingsFromFragment(setup, defaultSettings('dots'), { canonical: true })).toMatchObject({
      start: 'dots',
      dotsa: '3-3.4-4',
      dotsb: '5-5',
      turn: '2',
    });
    // one colour only: the empty list is left out; another start: none of the three
    expect(setupString({ ...s, dotsb: '' })).not.toMatch(/dotsb/);
    expect(setupString({ ...s, start: 'cross' })).not.toMatch(/dotsa|dotsb|turn/);
  });
});
