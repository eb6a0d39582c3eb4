// sticky.js — the play page's game column beside the side column (site.css .play-main): it stays
// in the window while the page scrolls to the side column's lower parts (the move list, a replay's
// marks), so the board shows the position a player picks there. A column taller than the window
// sticks by its bottom edge (--stick-top: the window's height less the column's, when negative),
// so no part of it is ever out of reach.
import { useEffect } from 'preact/hooks';

/** Keep --stick-top of the element `ref` points at up to date with its height and the window's. */
export function useStickyColumn(ref) {
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return undefined;
    const place = () => el.style.setProperty('--stick-top', `${Math.min(0, window.innerHeight - el.offsetHeight)}px`);
    const ro = new ResizeObserver(place);
    ro.observe(el);
    window.addEventListener('resize', place);
    place();
    return () => {
      ro.disconnect();
      window.removeEventListener('resize', place);
    };
  }, [ref]);
}

/**
 * Bring the board of the column into the window when it is not wholly there (a move picked from
 * the list on a phone, where the list lies below the board), just below the sticky status bar.
 */
export function revealBoard(col) {
  const board = col && col.querySelector('.board');
  if (!board) return;
  const r = board.getBoundingClientRect();
  const bar = col.querySelector('.status-bar');
  const barBottom = bar && getComputedStyle(bar).position === 'sticky' ? bar.getBoundingClientRect().height : 0;
  if (r.top >= barBottom && r.bottom <= window.innerHeight) return;
  const reduce = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollBy({ top: r.top - barBottom - 8, behavior: reduce ? 'auto' : 'smooth' });
}
