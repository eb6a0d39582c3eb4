// useMoveSounds.js — the optional sounds of a game: one for a move, another when the core says the
// move captured. Only events that arrive while the game is shown sound, and only when the player
// turned sounds on.
import { useEffect, useRef } from 'preact/hooks';
import { playSound } from '../../game/sound.js';

export function useMoveSounds(st, on) {
  const heard = useRef(st.event ? st.event.id : 0);
  useEffect(() => {
    const ev = st.event;
    if (!ev || ev.id === heard.current) return;
    heard.current = ev.id;
    if (!on || ev.kind !== 'move') return;
    playSound(st.state.captured[st.state.moveCount - 1] > 0 ? 'capture' : 'move');
  }, [st.event, st.state, on]);
}
