// announce.js — what a screen reader hears after something happened in a game (the play page's
// live region and the embeddable board's): the move in the family's words, then the result or
// whose turn it is. Every fact comes from the core's state and geometry.
import { resultText } from './ResultBanner.jsx';

/** What a screen reader hears after something happened: the move, then the result or whose turn. */
export function announcement(st, family, names, t, lang) {
  const ev = st.event;
  if (!ev) return '';
  const parts = [];
  if (ev.kind === 'move') {
    const i = st.geometry.moveTokens.indexOf(ev.token);
    const captured = st.state.captured[st.state.moveCount - 1] || 0;
    const label = i >= 0 ? st.geometry.moveLabels[i] : ev.token;
    parts.push(
      ...family.said({ seat: ev.seat, name: names[ev.seat - 1], label, token: ev.token, captured, state: st.state }, t),
    );
  }
  // A resignation that ended the game is said by the result itself ("Ann resigned. Bo wins."): once.
  // So is a loss on time ("Ann ran out of time. Bo wins."): a flag adds nothing of its own.
  const result = st.state.result;
  if (ev.kind === 'resign' && !(result && result.how === 'resign' && result.resigned === ev.seat)) {
    parts.push(t('say.resigned', { name: names[ev.seat - 1] }));
  }
  if (ev.kind === 'undo') parts.push(t('say.undone'));
  if (result) parts.push(resultText(st.state, names, lang, t));
  else parts.push(t('say.toMove', { name: names[st.state.toMove - 1] }));
  return parts.join(' ');
}
