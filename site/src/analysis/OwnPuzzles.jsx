// OwnPuzzles.jsx — after "Replay with analysis" found moves that lost value: "Make puzzles of these
// mistakes" keeps each such position that was proved a puzzle as the player's own (puzzles/own.js)
// and links to them on the Puzzles page. The exact panel's positions are proved by the replay
// itself; the bot panel's (Dots) are proved now, one after another, by the horizon search in the
// analysis worker (`make`), with the count shown as it goes.
import { useEffect, useRef, useState } from 'preact/hooks';
import { relHref, routeFor } from '../app/routes.js';
import { addOwn, ownPuzzlesOf } from '../puzzles/own.js';
import { errorText } from '../i18n/index.js';

/**
 * st: the session store's value (a finished game); replay: {results, blunders, puzzleKs?}; make(game,
 * onProgress): the puzzles of the game's marked positions, or a promise of them (null: stopped);
 * by default read from the replay's exact results; noneKey: what to say when no position is one.
 */
export function OwnPuzzles({ st, replay, make, noneKey = 'analysis.noPuzzles', noneParams, t, lang }) {
  // null, {done, total} while proving, {list, stored}, or {failed}
  const [made, setMade] = useState(null);
  const here = useRef(true);
  useEffect(
    () => () => {
      here.current = false;
    },
    [],
  );
  // the marked moves a puzzle can be made of (the bot's replay leaves out a grounding made on the
  // opponent's turn: the position before it was the other side's to play)
  const count = replay.puzzleKs ? replay.puzzleKs.length : replay.blunders.size;
  if (!count) return null;
  async function start() {
    const game = { id: st.id, record: st.state.record, moves: st.state.moves };
    const set = (x) => here.current && setMade(x);
    set({ done: 0, total: count });
    try {
      const list = await (make
        ? make(game, (done, total) => set({ done, total }))
        : ownPuzzlesOf(game, replay.results, replay.blunders));
      set(list ? { list, stored: list.length > 0 && addOwn(list) } : null);
    } catch (err) {
      set({ failed: errorText(lang, err) });
    }
  }
  if (!made)
    return (
      <p>
        <button type="button" class="secondary" onClick={start} data-testid="make-puzzles">
          {t('analysis.makePuzzles')}
        </button>
      </p>
    );
  if (made.failed)
    return (
      <p class="muted" data-testid="made-puzzles-failed">
        {t('analysis.puzzlesFailed', { why: made.failed })}
      </p>
    );
  if (!made.list)
    return (
      <p class="muted" role="status" data-testid="making-puzzles">
        {t('analysis.makingPuzzles', { done: made.done, total: made.total })}
      </p>
    );
  if (!made.list.length) return <p class="muted">{t(noneKey, noneParams)}</p>;
  if (!made.stored) return <p class="muted">{t('analysis.puzzlesNotKept')}</p>;
  const href = `${relHref(routeFor('play', lang).path, routeFor('puzzles', lang).path)}#p=own/${made.list[0].id}`;
  return (
    <p data-testid="made-puzzles">
      {t('analysis.madePuzzles', { n: made.list.length })}{' '}
      <a href={href}>{t('analysis.openPuzzles', { n: made.list.length })}</a>
    </p>
  );
}
