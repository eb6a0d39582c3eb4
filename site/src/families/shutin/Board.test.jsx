// @vitest-environment happy-dom
// Board.test.jsx — the Shut In board draws the engine's state and emits intents; the cells
// it offers are the engine's legal list.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render } from '@testing-library/preact';
import { loadEngine } from '../../../../wasm/engine.js';
import { describeShutin } from './adapter.js';
import { Board } from './Board.jsx';
import { strings as boardStrings } from './play.js';
import { addStrings } from '../../i18n/index.js';
import { translator } from '../../i18n/index.js';

// The board's words come with its lazily loaded part (play.js), as on the site.
addStrings(boardStrings);

const engine = await loadEngine({ wasmBinary: readFileSync(path.resolve(process.cwd(), 'wasm/dist/paperdots.wasm')) });

function mount(setup, moves, onPlay, { interactive = true, lang = 'en' } = {}) {
  const g = engine.newGame(moves ? `${setup}&moves=${moves}` : setup);
  const geometry = g.geometry();
  const state = g.state();
  const legal = g.legalMoves();
  g.free();
  return render(
    <Board
      desc={describeShutin(geometry)}
      state={state}
      legal={legal}
      mover={state.toMove}
      interactive={interactive}
      onPlay={onPlay}
      t={translator(lang)}
      label="board"
    />,
  );
}

const cell = (container, tok) => container.querySelector(`[data-token="${tok}"]`);

describe('Shut In board', () => {
  it('draws every cell, pieces and hatched blocked cells, and hints the legal cells', () => {
    const { container } = mount('game=shutin&size=5x4&blocked=c2', '', vi.fn());
    expect(container.querySelectorAll('.sq')).toHaveLength(20);
    expect(container.querySelectorAll('.sq.seat1 .cross')).toHaveLength(2);
    expect(container.querySelectorAll('.sq.seat2 .circle')).toHaveLength(2);
    expect(container.querySelector('.sq.blocked .hatched')).not.toBeNull();
    expect([...container.querySelectorAll('.sq.can')].map((e) => e.dataset.token)).toEqual(['c1', 'a2', 'b2']);
    expect(container.querySelectorAll('.sq.can .hint')).toHaveLength(3);
  });

  it('labels cells for screen readers in the page language', () => {
    const { container } = mount('game=shutin&size=4x4', 'a2', vi.fn());
    expect(cell(container, 'a2').getAttribute('aria-label')).toBe('a2, cross, last move');
    expect(cell(container, 'c1').getAttribute('aria-label')).toBe('c1, circle');
    expect(cell(container, 'c2').getAttribute('aria-label')).toBe('c2, empty, legal');
    expect(cell(container, 'd4').getAttribute('aria-label')).toBe('d4, empty');
    const nb = mount('game=shutin&size=4x4&blocked=c3', '', vi.fn(), { lang: 'nb' }).container;
    expect(cell(nb, 'c3').getAttribute('aria-label')).toBe('c3, blokkert');
    expect(cell(nb, 'a1').getAttribute('aria-label')).toBe('a1, kryss');
  });

  it('emits the token of a clicked empty cell (one not offered too, for the engine to say why) and nothing for a piece', () => {
    const onPlay = vi.fn();
    const { container } = mount('game=shutin&size=4x4', '', onPlay);
    expect(cell(container, 'a1').classList.contains('empty')).toBe(false);
    fireEvent.click(cell(container, 'a1'));
    expect(onPlay).not.toHaveBeenCalled();
    expect(cell(container, 'd4').classList.contains('can')).toBe(false);
    fireEvent.click(cell(container, 'd4'));
    expect(onPlay).toHaveBeenLastCalledWith('d4');
    fireEvent.click(cell(container, 'b2'));
    expect(onPlay).toHaveBeenLastCalledWith('b2');
  });

  it('plays by keyboard: arrows move the cursor, Enter and Space place', () => {
    const onPlay = vi.fn();
    const { container } = mount('game=shutin&size=4x4', '', onPlay);
    const svg = container.querySelector('svg');
    expect(container.querySelector('[tabindex="0"]').dataset.token).toBe('a2');
    fireEvent.keyDown(svg, { key: 'ArrowRight' });
    expect(container.querySelector('[tabindex="0"]').dataset.token).toBe('b2');
    fireEvent.keyDown(svg, { key: 'ArrowUp' });
    // Enter on a cell that is not offered still goes to the engine, which says why it is refused.
    fireEvent.keyDown(svg, { key: 'Enter' });
    expect(onPlay).toHaveBeenLastCalledWith('b3');
    fireEvent.keyDown(svg, { key: 'ArrowDown' });
    fireEvent.keyDown(svg, { key: ' ' });
    expect(onPlay).toHaveBeenCalledWith('b2');
  });

  it('offers nothing when it is not a human turn', () => {
    const onPlay = vi.fn();
    const { container } = mount('game=shutin&size=4x4', '', onPlay, { interactive: false });
    expect(container.querySelectorAll('.sq.can')).toHaveLength(0);
    fireEvent.click(cell(container, 'a2'));
    fireEvent.keyDown(container.querySelector('svg'), { key: 'Enter' });
    expect(onPlay).not.toHaveBeenCalled();
    expect(cell(container, 'a2').getAttribute('aria-label')).toBe('a2, empty');
  });
});
