// MoveList.jsx — the moves of the game, grouped by numbered turns, with buttons to step through them.
// Choosing a move shows the board after it; the live game is unchanged. Every word comes from
// the core: move labels from the geometry, what each move captured from the state.
// After "Replay with analysis", `marks` (Map move index -> {text, say}: what the move lost, as the
// analysis words it) puts a mark beside each such move; choosing it shows the position before.
// onView(k, picked): show the board after k moves (null: the latest); picked when a move or a
// mark of the list was chosen (the page brings the board into view).
import { useEffect, useRef } from 'preact/hooks';
import { turnOfMove, turnsOf } from '../game/turns.js';

/**
 * How the move list names a token: the core's label from the geometry, else the family's words
 * (moveText), else the shared words of an action (resign). `t` must have the words it needs.
 */
export function moveLabel(tok, geometry, moveText, t) {
  const i = geometry.moveTokens.indexOf(tok);
  if (i >= 0) return geometry.moveLabels[i];
  return moveText ? moveText(tok) : t(`moves.action.${tok}`);
}

export function MoveList({ state, view, names, geometry, moveText, onView, t, marks = null }) {
  const n = state.moves.length;
  const at = view === null ? n : view;
  const listRef = useRef(null);
  // Keep the current move in sight inside the list (without scrolling the page).
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const cur = list.querySelector('.move.current');
    if (!cur) return;
    const top = cur.offsetTop; // .turns is positioned, so this is relative to the list
    if (top < list.scrollTop || top + cur.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = top - list.clientHeight / 2;
    }
  }, [at, n]);
  const labels = new Map(geometry.moveTokens.map((tok, i) => [tok, geometry.moveLabels[i]]));
  // k: the move's index, so a family can word a token by the one before it (Dots: an answer).
  const text = (tok, k) => labels.get(tok) ?? (moveText ? moveText(tok, state.moves[k - 1]) : t(`moves.action.${tok}`));
  const turns = turnsOf(state.movers.slice(0, n));
  return (
    <section class="movelist" aria-labelledby="moves-title">
      <h2 id="moves-title">{t('moves.title')}</h2>
      <div class="move-steps" role="group" aria-label={t('moves.title')}>
        <button type="button" onClick={() => onView(0)} disabled={at === 0}>
          {t('moves.first')}
        </button>
        <button type="button" onClick={() => onView(at - 1)} disabled={at === 0}>
          {t('moves.back')}
        </button>
        <button type="button" onClick={() => onView(at + 1)} disabled={at >= n}>
          {t('moves.forward')}
        </button>
        <button type="button" onClick={() => onView(null)} disabled={at >= n}>
          {t('moves.latest')}
        </button>
      </div>
      {view !== null && (
        <p class="viewing" role="status">
          {view === 0
            ? t('moves.viewingStart')
            : t('moves.viewingAfter', {
                n: turnOfMove(state.movers, view - 1),
                move: text(state.moves[view - 1], view - 1),
              })}
        </p>
      )}
      {n === 0 ? (
        <p class="muted">{t('moves.none')}</p>
      ) : (
        <ol class="turns" ref={listRef}>
          {turns.map((turn, i) => (
            <li key={turn.moves[0]} class={`turn seat${turn.seat}`}>
              <span class="turn-no">{t('moves.turnNo', { n: i + 1 })}</span>
              <span class="swatch" aria-hidden="true" />
              <span class="turn-name">{names[turn.seat - 1]}</span>
              <span class="turn-moves">
                {turn.moves.map((k) => {
                  const captured = state.captured[k];
                  const lost = marks && marks.get(k);
                  const move = (
                    <button
                      type="button"
                      key={k}
                      class={`move${k + 1 === at ? ' current' : ''}`}
                      aria-current={k + 1 === at ? 'step' : undefined}
                      aria-label={`${t('moves.inTurn', { n: i + 1, move: text(state.moves[k], k) })}${
                        captured ? ` ${t('moves.captured', { n: captured })}` : ''
                      }`}
                      onClick={() => onView(k + 1, true)}
                    >
                      {text(state.moves[k], k)}
                      {captured > 0 && <span class="plus"> {t('moves.captured', { n: captured })}</span>}
                    </button>
                  );
                  if (!lost) return move;
                  return (
                    <span key={k} class="move-marked">
                      {move}
                      <button
                        type="button"
                        class={`blunder${k === at ? ' current' : ''}`}
                        data-move={k}
                        aria-label={t('moves.marked', { n: i + 1, move: text(state.moves[k], k), say: lost.say })}
                        onClick={() => onView(k, true)}
                      >
                        {lost.text}
                      </button>
                    </span>
                  );
                })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
