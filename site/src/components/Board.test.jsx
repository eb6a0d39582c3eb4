// @vitest-environment happy-dom
// Board.test.jsx — the board draws the engine's geometry and emits intents; it judges nothing.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render } from '@testing-library/preact';
import { loadEngine } from '../../../wasm/engine.js';
import { describeGeometry, lastTurnLines } from '../model/boxes-board.js';
import { Board } from './Board.jsx';
import { translator } from '../i18n/index.js';

// happy-dom gives import.meta.url an http: scheme, so the wasm is found from the project root.
const engine = await loadEngine({ wasmBinary: readFileSync(path.resolve(process.cwd(), 'wasm/dist/paperdots.wasm')) });

function mount(setup, moves, onPlay, interactive = true) {
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
      lastLines={lastTurnLines(state)}
      names={['Ann', 'Bob']}
      mover={state.toMove}
      interactive={interactive}
      onPlay={onPlay}
      t={translator('en')}
      label="board"
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
    expect(l0.getAttribute('aria-label')).toBe('line between dot 1,1 and 2,1, drawn by Ann, last turn');
    expect(container.querySelector('[data-line="1"]').getAttribute('aria-label')).toBe(
      'line between dot 2,1 and 3,1, free',
    );
    fireEvent.click(l0);
    expect(onPlay).not.toHaveBeenCalled();
  });

  it('marks Swedish border lines as pre-drawn and closed cells with the owner', () => {
    const { container } = mount('game=boxes&grid=tri&size=3x3&border=swedish', '', vi.fn());
    expect(container.querySelectorAll('.line.pre')).toHaveLength(12);
  });
});
