// OwnPuzzles.jsx — after "Replay with analysis" found moves that lost value: "Make puzzles of these
// mistakes" keeps each such position the solver proved as the player's own puzzle (puzzles/own.js)
// and links to them on the Puzzles page.
import { useState } from 'preact/hooks';
import { relHref, routeFor } from '../app/routes.js';
import { addOwn, ownPuzzlesOf } from '../puzzles/own.js';

/** st: the session store's value (a finished game); replay: {results, blunders}. */
export function OwnPuzzles({ st, replay, t, lang }) {
  const [made, setMade] = useState(null); // null, or {list, stored}
  if (!replay.blunders.size) return null;
  function make() {
    const game = { id: st.id, record: st.state.record, moves: st.state.moves };
    const list = ownPuzzlesOf(game, replay.results, replay.blunders);
    setMade({ list, stored: list.length > 0 && addOwn(list) });
  }
  if (!made)
    return (
      <p>
        <button type="button" class="secondary" onClick={make} data-testid="make-puzzles">
          {t('analysis.makePuzzles')}
        </button>
      </p>
    );
  if (!made.list.length) return <p class="muted">{t('analysis.noPuzzles')}</p>;
  if (!made.stored) return <p class="muted">{t('analysis.puzzlesNotKept')}</p>;
  const href = `${relHref(routeFor('play', lang).path, routeFor('puzzles', lang).path)}#p=own/${made.list[0].id}`;
  return (
    <p data-testid="made-puzzles">
      {t('analysis.madePuzzles', { n: made.list.length })} <a href={href}>{t('analysis.openPuzzles')}</a>
    </p>
  );
}
