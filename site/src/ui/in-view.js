// in-view.js — a message that appears off screen (a puzzle's verdict under its board on a phone, or
// beside a board scrolled half out of the window) comes into view by the shortest scroll, smoothly
// unless the reader asked for less motion.
import { useEffect } from 'preact/hooks';

/** Bring the element of `ref` into view whenever `said` becomes something new (not when null). */
export function useBringIntoView(ref, said) {
  useEffect(() => {
    const el = ref.current;
    if (!said || !el) return;
    const r = el.getBoundingClientRect();
    if (r.top >= 0 && r.bottom <= window.innerHeight) return;
    const still = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollIntoView({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
  }, [ref, said]);
}
