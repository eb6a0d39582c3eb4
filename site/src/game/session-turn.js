// session-turn.js — what the side to move may do on this device besides a move (session.js):
// take moves back, resign, a family's action (state.actions: Dots' ground or agree), claim a win
// on time. Each is a can…() the page asks to show its button, and the action, which asks again.

/**
 * store, mayMove, apply(token, byBot), commit(state, event, patch): the session's; game(): its
 * live engine game; seatIsBot(seat), cancelBot(), bots: its bot seats (session-bots.js);
 * timekeeper: its clock (clock/session-clock.js); now: its clock in ms.
 */
export function createTurnActions({
  store,
  game,
  mayMove,
  apply,
  commit,
  seatIsBot,
  cancelBot,
  bots,
  timekeeper,
  now,
}) {
  /**
   * True when undo would do something: some move a human made (or any move, without bots) after
   * the floor (in a link game, the moves the link came with are not this device's to take back).
   */
  function canUndo() {
    const cur = store.get();
    if (cur.phase !== 'playing' || !cur.state) return false;
    // time that ran out does not come back
    if (cur.state.result && cur.state.result.how === 'flag') return false;
    return cur.state.movers.slice(cur.floor).some((seat) => !seatIsBot(seat));
  }

  /** Take back to the last human move (a resignation too): the bots' replies, then that move. */
  function undo() {
    if (!canUndo()) return false;
    cancelBot();
    const movers = store.get().state.movers.slice();
    let state;
    while (movers.length && seatIsBot(movers[movers.length - 1])) {
      state = game().undo();
      movers.pop();
    }
    state = game().undo();
    bots.moved();
    // the clock shows the times of that position again, the later dates and times go
    const timed = timekeeper.undone(state.moveCount, store.get());
    commit(state, { kind: 'undo' }, { view: null, viewState: null, ...timed });
    return true;
  }

  /** Resigning is a move of the side to move (the core's `resign`): a seat this device plays, on its turn. */
  function canResign() {
    const cur = store.get();
    return mayMove(cur) && cur.state.actions.includes('resign');
  }

  function resign() {
    if (!canResign()) return false;
    return apply('resign', false);
  }

  /** A family's special move (state.actions, e.g. Dots' ground or agree): a seat this device plays, on its turn. */
  function canAct(token) {
    const cur = store.get();
    return token !== 'resign' && mayMove(cur) && cur.state.actions.includes(token);
  }

  function act(token) {
    if (!canAct(token)) return false;
    return apply(String(token), false);
  }

  /**
   * Days per move: the side to move let its days run out, and this device plays the other side
   * (a link for another seat, or a bot's game here): it may claim the win, which plays the
   * core's `flag` for the side to move.
   */
  function canClaim(at = now()) {
    return timekeeper.canClaim(store.get(), at);
  }

  function claim() {
    if (!canClaim()) return false;
    return apply('flag', false);
  }

  return { canUndo, undo, canResign, resign, canAct, act, canClaim, claim };
}
