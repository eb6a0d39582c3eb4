// @vitest-environment happy-dom
// SavedGames.test.jsx — the list of saved games: the filter (all / unfinished / finished) with its
// counts, Continue for an unfinished game and Open for a finished one, the list cut to LIST_SHOWN
// until "Show all"; the games file's report of a merge or of a refused file, in words; and the
// notice of a link that rewrites a move, is older, or has another setup.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render } from '@testing-library/preact';
import { LIST_SHOWN, SavedGames } from './SavedGames.jsx';
import { GamesFile } from './GamesFile.jsx';
import { LinkKnown } from '../share/LinkNotices.jsx';
import { Pruned } from '../pages/play/Notices.jsx';
import { FINISHED_KEPT } from './storage.js';
import { translator } from '../i18n/index.js';

const t = translator('en');
const game = (id, over, updated) => ({
  id,
  record: 'game=boxes&moves=0',
  seats: ['h', 'h'],
  names: ['', ''],
  you: null,
  over,
  updated,
});

function list(games, props = {}) {
  return render(
    <SavedGames
      games={games}
      skipped={0}
      onContinue={vi.fn()}
      onDelete={vi.fn()}
      describe={(g) => `game ${g.id}`}
      facts={() => ''}
      t={t}
      {...props}
    />,
  );
}
const rows = (c) =>
  [...c.querySelectorAll('li[data-game-id]')].map(
    (li) => `${li.dataset.gameId}:${li.querySelector('button.primary').textContent}`,
  );

describe('saved games list', () => {
  it('filters finished and unfinished games, with the counts in the filter', () => {
    const { container, getByLabelText } = list([
      game('aaaa1', false, 3),
      game('bbbb2', true, 2),
      game('cccc3', true, 1),
    ]);
    expect([...container.querySelectorAll('.saved-filter label')].map((l) => l.textContent)).toEqual([
      'All (3)',
      'Unfinished (1)',
      'Finished (2)',
    ]);
    expect(rows(container)).toEqual(['aaaa1:Continue', 'bbbb2:Open', 'cccc3:Open']);
    fireEvent.click(getByLabelText('Finished (2)'));
    expect(rows(container)).toEqual(['bbbb2:Open', 'cccc3:Open']);
    fireEvent.click(getByLabelText('Unfinished (1)'));
    expect(rows(container)).toEqual(['aaaa1:Continue']);
  });

  it('says when a filter has nothing, and opens a finished game with the same action as continuing', () => {
    const onContinue = vi.fn();
    const g = game('bbbb2', true, 2);
    const { container, getByLabelText, getByText } = list([g], { onContinue });
    fireEvent.click(getByLabelText('Unfinished (0)'));
    expect(container.textContent).toContain('No unfinished games.');
    fireEvent.click(getByLabelText('All (1)'));
    fireEvent.click(getByText('Open'));
    expect(onContinue).toHaveBeenCalledWith(g);
    expect(container.querySelector('button.primary').getAttribute('aria-label')).toBe('Open game bbbb2');
  });

  it(`shows the newest ${LIST_SHOWN} until "Show all"`, () => {
    const many = Array.from({ length: LIST_SHOWN + 3 }, (_, i) => game(`game${i}`, i % 2 === 0, 100 - i));
    const { container, getByText } = list(many);
    expect(rows(container)).toHaveLength(LIST_SHOWN);
    fireEvent.click(getByText(`Show all (${LIST_SHOWN + 3})`));
    expect(rows(container)).toHaveLength(LIST_SHOWN + 3);
  });

  it('has no filter with no games, and keeps what it is given at its end (the games file)', () => {
    const { container } = list([], { children: <p class="extra">file</p> });
    expect(container.querySelector('.saved-filter')).toBe(null);
    expect(container.querySelector('.saved-games .extra')).not.toBe(null);
  });
});

describe('games file', () => {
  const file = (name, text) => ({ name, text: async () => text });
  async function choose(onImport, chosen) {
    const r = render(<GamesFile count={0} onExport={vi.fn()} onImport={onImport} t={t} />);
    const input = r.container.querySelector('input[type=file]');
    Object.defineProperty(input, 'files', { value: [chosen], configurable: true });
    fireEvent.change(input);
    await new Promise((res) => setTimeout(res, 0));
    return r.container;
  }

  it('offers no export with nothing saved, and reports every count of a merge and the games dropped', async () => {
    const onImport = vi.fn(() => ({
      ok: true,
      added: 2,
      replaced: 1,
      kept: 4,
      conflicts: 1,
      failed: 0,
      skipped: 0,
      pruned: 3,
    }));
    const c = await choose(onImport, file('mine.json', '{"x":1}'));
    expect(onImport).toHaveBeenCalledWith('{"x":1}');
    expect(c.querySelector('[data-testid=export-games]')).toBe(null);
    const report = c.querySelector('.games-file-report');
    expect(report.getAttribute('role')).toBe('status');
    expect([...report.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'new games: 2',
      'updated with more moves: 1',
      'already here: 4',
      'changed elsewhere, kept beside yours: 1',
      'not saved (the browser’s storage is full or disabled): 0',
    ]);
    expect(report.textContent).toContain(
      `The 3 oldest finished games were removed to keep room (Paperdots keeps ${FINISHED_KEPT}).`,
    );
  });

  it('says why a file is refused, by its code', async () => {
    const c = await choose(() => ({ ok: false, code: 'games-file-json' }), file('x.json', 'oops'));
    expect(c.querySelector('[role=alert]').textContent).toBe(
      'This file cannot be imported: it is not readable JSON text (it may be damaged). Your saved games are untouched.',
    );
  });
});

describe('a link for a game kept here', () => {
  const ours = { id: 'mine0001', moves: 3 };
  const say = (how) =>
    render(<LinkKnown known={{ id: 'mine0001', ours, how }} onOpenOurs={vi.fn()} onDismiss={vi.fn()} t={t} />).container
      .textContent;

  it('names the move it changes with both tokens, or a different setup, and keeps both', () => {
    expect(say({ kind: 'conflict', move: 3, ours: '6-6', theirs: '2-2' })).toContain(
      'This link changes move 3, which you had as 6-6: the link has 2-2.',
    );
    expect(say({ kind: 'conflict', move: 3, ours: '6-6', theirs: '2-2' })).toContain('Both versions are kept');
    expect(say({ kind: 'conflict', move: 0, ours: '', theirs: '' })).toContain(
      'a different setup: it is not the same game',
    );
  });

  it('says an old link is older than our copy', () => {
    expect(say({ kind: 'behind' })).toContain('This link is older than your copy of this game, which has 3 moves.');
    expect(render(<Pruned n={1} onDismiss={vi.fn()} t={t} />).container.textContent).toContain(
      `1 finished game, the oldest, was removed to keep room (Paperdots keeps ${FINISHED_KEPT}).`,
    );
  });
});
