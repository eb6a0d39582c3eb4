// useTitleFocus.js — a new game (the view appears, or a rematch or a pasted link starts or resumes
// another in it) takes focus (and the view) to the game's title: the control the player used is
// gone. Not the game the address opened with the page (Play's quietGame; asked once, when the
// view first appears). In a layout effect: the new board is never shown with focus still where it
// was (a clean-clone browser run read the old focus in that gap).
import { useLayoutEffect, useRef } from 'preact/hooks';

/** st: the session's state; quietGame: Play's ref; titleRef: the title's. */
export function useTitleFocus(st, quietGame, titleRef) {
  const focusedFor = useRef(null); // the start or resume event the title took focus for
  useLayoutEffect(() => {
    const ev = st.event;
    const begun = ev && (ev.kind === 'start' || ev.kind === 'resume') ? ev.id : -1;
    const first = focusedFor.current === null;
    if (!first && (begun === -1 || begun === focusedFor.current)) return;
    focusedFor.current = begun;
    const quiet = first && quietGame.current === st.id;
    if (first) quietGame.current = null;
    if (!quiet && titleRef.current) titleRef.current.focus();
    // a new game shows as a new start or resume event; the rest of the state follows it
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [st.event]);
}
