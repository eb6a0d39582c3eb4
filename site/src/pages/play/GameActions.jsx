// GameActions.jsx — the buttons beside a game: while it is played (undo, resign, the family's
// special moves such as Dots' ground, new game) and once it is over (rematch, swap seats, undo a
// resignation, new game).
import { rotateSeats } from '../../game/setup.js';

/** Under the result: rematch, the same game with the seats turned, undo a resignation, a new game. */
export function EndActions({ session, st, onStart, t }) {
  const { result } = st.state;
  return (
    <>
      <button type="button" class="primary" onClick={() => session.rematch()}>
        {t('actions.rematch')}
      </button>
      <button type="button" onClick={() => onStart(rotateSeats(st.settings))}>
        {t('setup.swap')}
      </button>
      {result && result.how === 'resign' && session.canUndo() && (
        <button type="button" onClick={() => session.undo()}>
          {t('actions.undo')}
        </button>
      )}
      <button type="button" onClick={() => session.newGame()}>
        {t('actions.new')}
      </button>
    </>
  );
}

/**
 * While the game is played. ask(question) opens the confirmation dialog; a family action with a
 * confirmation asks with the core's preview of the position after it (family.actions[tok].confirm).
 */
export function TurnActions({ session, st, family, names, ask, t }) {
  // The family's special moves the core allows now (state.actions), e.g. Dots' ground and agree.
  // An answer to an offer shows only where it can be given (the offerer waits without buttons).
  const familyActions = family.actions
    ? st.state.actions.filter(
        (tok) => family.actions[tok] && !(family.actions[tok].answer?.(st.state) && !session.canAct(tok)),
      )
    : [];
  const note = family.turnNote ? family.turnNote(st.state, names, t) : null;
  /** Play a family action, asking first when the family wants a confirmation (from the core's preview). */
  function act(tok) {
    const confirm = family.actions[tok].confirm;
    if (!confirm) {
      session.act(tok);
      return;
    }
    const preview = session.preview(tok);
    if (preview) ask({ token: tok, ...confirm({ preview, state: st.state, names, t }) });
  }
  return (
    <section class="game-actions" aria-label={t('actions.title')}>
      {note && (
        <p class="turn-note" data-note={note.key}>
          {note.text}
        </p>
      )}
      <button type="button" onClick={() => session.undo()} disabled={!session.canUndo()}>
        {t('actions.undo')}
      </button>
      <button
        type="button"
        data-action="resign"
        onClick={() =>
          ask({ token: 'resign', title: t('resign.title'), text: t('resign.text'), confirm: t('actions.resign') })
        }
        disabled={!session.canResign()}
      >
        {t('actions.resign')}
      </button>
      {familyActions.map((tok) => (
        <button key={tok} type="button" data-action={tok} onClick={() => act(tok)} disabled={!session.canAct(tok)}>
          {family.actions[tok].label(st.state, t)}
        </button>
      ))}
      <button type="button" onClick={() => session.newGame()}>
        {t('actions.new')}
      </button>
    </section>
  );
}
