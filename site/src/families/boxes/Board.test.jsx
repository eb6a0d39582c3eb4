// @vitest-environment happy-dom
// Board.test.jsx — the board draws the engine's geometry and emits intents; it judges nothing.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render } from '@testing-library/preact';
import { loadEngine } from '../../../../wasm/engine.js';
import { describeGeometry } from './adapter.js';
import { Board } from './Board.jsx';
import { strings as boardStrings } from './play.js';
import { addStrings } from '../../i18n/index.js';
import { translator } from '../../i18n/index.js';

// happy-dom gives import.meta.url an http: scheme, so the wasm is found from the project root.
// The board's words come with its lazily loaded part (play.js), as on the site.
addStrings(boardStrings);

const engine = await loadEngine({ wasmBinary: readFileSync(path.resolve(process.cwd(), 'wasm/dist/paperdots.wasm')) });

function mount(setup, moves, onPlay, interactive = true, analysis = null) {
  const g = engine.newGame(moves ? `${setup}&moves=${moves}` : setup);
  const geometry = g.geometry();
  const state = g.state();
  const legal = g.legalMoves();
  g.free();
  return render(
    <Board
      geometry={geometry}
      desc={describeGeometry(geometry)}
      state={state}
      legal={legal}
      names={['Ann', 'Bob']}
      mover={state.toMove}
      interactive={interactive}
      onPlay={onPlay}
      t={translator('en')}
      label="board"
      analysis={analysis}
    />,
  );
}

describe('Board', () => {
  it('draws every line of a hex board and emits the token of a clicked free line', () => {
    const onPlay = vi.fn();
    const { container } = mount('game=boxes&grid=hex&size=2x2', '', onPlay);
    expect(container.querySelectorAll('.line')).toHaveLength(19);
    fireEvent.click(container.querySelector('[data-line="4"]'));
    expect(onPlay).toHaveBeenCalledWith('4');
  });

  it('labels lines for screen readers and ignores drawn lines and non-interactive boards', () => {
    const onPlay = vi.fn();
    const { container } = mount('game=boxes&grid=square&size=2x2', '0', onPlay);
    const l0 = container.querySelector('[data-line="0"]');
    expect(l0.getAttribute('aria-label')).toBe('line 1,1–2,1, drawn by Ann, last turn');
    expect(container.querySelector('[data-line="1"]').getAttribute('aria-label')).toBe('line 2,1–3,1, free');
    fireEvent.click(l0);
    expect(onPlay).not.toHaveBeenCalled();
  });

  it('marks Swedish border lines as pre-drawn', () => {
    const { container } = mount('game=boxes&grid=tri&size=3x3&border=swedish', '', vi.fn());
    expect(container.querySelectorAll('.line.pre')).toHaveLength(12);
  });

  it('fills a closed cell in the owner colour with the owner initial', () => {
    // 2x1: Bob (seat 2) draws line 3, the last side of the left cell; the right one stays open.
    const { container } = mount('game=boxes&grid=square&size=2x1', '0.1.2.4.5.3', vi.fn());
    const cells = container.querySelectorAll('.cells .cell');
    expect(cells[0].getAttribute('class')).toBe('cell seat2');
    expect(cells[1].getAttribute('class')).toBe('cell');
    const marks = container.querySelectorAll('.marks .mark');
    expect(marks).toHaveLength(1);
    expect(marks[0].getAttribute('class')).toBe('mark seat2');
    expect(marks[0].textContent).toBe('B');
  });

  it('draws the analysis it is given over the free lines only: colour step, value and words', () => {
    const moves = new Map([
      ['0', { cls: 'an0', value: 1, loss: 0, text: '\u2713', say: 'a best move' }], // drawn: not shown
      ['1', { cls: 'an0', value: 1, loss: 0, text: '\u2713', say: 'a best move' }],
      ['2', { cls: 'an3', value: -7, loss: 4, text: '\u22124', say: 'loses 4 boxes' }],
      ['5', { hint: true, cls: 'an-hint', text: '?', say: 'estimate' }],
    ]);
    const { container } = mount('game=boxes&grid=square&size=2x2', '0', vi.fn(), true, { moves });
    const at = (i) => container.querySelector(`[data-line="${i}"]`);
    expect(at(0).classList.contains('an')).toBe(false);
    expect(at(0).querySelector('.an-val')).toBe(null);
    expect([...at(1).classList]).toEqual(expect.arrayContaining(['an', 'an0']));
    expect(at(1).getAttribute('data-value')).toBe('1');
    expect(at(1).querySelector('.an-val').textContent).toBe('\u2713');
    expect(at(1).getAttribute('aria-label')).toBe('line 2,1–3,1, free, a best move');
    expect([...at(2).classList]).toEqual(expect.arrayContaining(['an', 'an3']));
    expect(at(2).getAttribute('data-loss')).toBe('4');
    expect(at(2).querySelector('.an-val').textContent).toBe('\u22124');
    expect(at(5).classList.contains('an-hint')).toBe(true);
    expect(at(5).getAttribute('data-value')).toBe(null);
    expect(container.querySelectorAll('.line.an')).toHaveLength(3);
  });
});
