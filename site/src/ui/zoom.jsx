// zoom.jsx — zoom and pan for a board too big for its space, shared by every board at every
// window size. Zoom 1 fits the whole board into its space: the frame's width and, on the play page
// beside the side column, the window's height below what stands above the board (on a phone, a
// share of the window: the scores stay on screen while the board scrolls by; an embedded board,
// the height its page's CSS allows). On the play page, when a unit (a line, a cell, the step
// between two points) would then be smaller than the board's minimum, the board starts zoomed to
// that size and the frame scrolls (pans) inside the page. The minimum is a finger's on a touch
// screen or a narrow window, and the family's smaller mouse minimum beside the side column with a
// fine pointer. An embedded board (an article's, another site's) always starts whole: its page
// chose the box, and a part of a field without its coordinates tells a reader nothing. Zoom
// controls show whenever a unit is below the finger's minimum, so anyone can still zoom in, to
// the finger's size among the steps.
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';

const ZOOM_STEPS = [1, 1.5, 2, 3, 4];
/** The play page's two columns (site.css .play-layout): the board fits the window's height. */
const WIDE = '(min-width: 56rem)';
/** A mouse or a pen: the family's smaller minimum applies (beside the side column only). */
const FINE = '(pointer: fine)';
const NARROW_SHARE = 0.78; // on a phone the board takes at most this share of the window's height
const MIN_SHARE = 0.5; // and beside the side column never less, whatever stands above it
const BOTTOM_GAP = 8; // px kept free below the help line under the board

/** Coordinates stay at least this big on screen (px), however small the units are drawn. */
export const LABEL_PX = 12;

/** A label's font size in units: `units` as drawn, grown to LABEL_PX where a unit is small. */
export const labelFont = (units, pxPerUnit) => (pxPerUnit ? Math.max(units, LABEL_PX / pxPerUnit) : units);

const matches = (q) => typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(q).matches;

/**
 * The space the frame `el` gives its board: {width, cap (the height it may take), fine, own (the
 * hook sets the board's height)}. A board in a [data-fit-window] (the play page's game column)
 * fits the window; elsewhere (an embedded board in an article) the page's CSS caps its height,
 * read off the drawing while it is unzoomed (`lastCap`: that reading, kept while zoomed).
 */
function measureSpace(el, lastCap) {
  if (!el.closest('[data-fit-window]')) {
    const svg = el.querySelector('svg');
    const h = svg && !el.classList.contains('zoomed') ? svg.getBoundingClientRect().height : 0;
    return { width: el.clientWidth, cap: h > 0 ? Math.floor(h) : lastCap, fine: false, own: false };
  }
  const wide = matches(WIDE);
  let cap = window.innerHeight * NARROW_SHARE;
  if (wide) {
    const frame = el.getBoundingClientRect();
    const board = el.parentElement ? el.parentElement.getBoundingClientRect() : frame;
    const below = Math.max(0, board.bottom - frame.bottom); // the help line
    // Where the frame stands when the page is at its top: the column may stick to the window
    // (site.css .play-main), so it is measured from the column's row, which does not move.
    const col = el.closest('[data-fit-window]');
    const row = (col.parentElement || col).getBoundingClientRect().top + window.scrollY;
    const top = row + (frame.top - col.getBoundingClientRect().top);
    cap = Math.max(window.innerHeight * MIN_SHARE, window.innerHeight - top - below - BOTTOM_GAP);
  }
  return { width: el.clientWidth, cap: Math.floor(cap), fine: wide && matches(FINE), own: true };
}

/**
 * size: the drawing's size in units ({w, h}), or a function of the on-screen size of one unit
 * (px, 0 before the first measure) that returns it, for a board whose margins grow to keep its
 * labels legible; the hook returns that object as `box`. minPx: the smallest on-screen size of a
 * unit for a finger; fineMinPx: for a mouse beside the side column. Returns the frame ref, the
 * zoom state, the SVG's and the frame's size styles and pxPerUnit (the unit's size on screen).
 */
export function useZoom(size, minPx, fineMinPx = minPx) {
  const wrapRef = useRef(null);
  const [space, setSpace] = useState({ width: 0, cap: 0, fine: false, own: false });
  const [zoom, setZoom] = useState(null); // null = automatic
  const zoomedRef = useRef(false);
  const spaceRef = useRef(space);
  spaceRef.current = space;

  const measure = () => {
    const el = wrapRef.current;
    if (!el) return;
    const cur = spaceRef.current;
    const next = measureSpace(el, cur.cap);
    // A pixel or two of rounding is no reason to draw again (and never a reason to loop).
    if (
      Math.abs(next.width - cur.width) > 1 ||
      Math.abs(next.cap - cur.cap) > 2 ||
      next.fine !== cur.fine ||
      next.own !== cur.own
    )
      setSpace(next);
  };
  useEffect(() => {
    const el = wrapRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return undefined;
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    window.addEventListener('resize', measure);
    measure();
    return () => {
      ro.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, []);
  // What stands above the board (a notice, an error, the zoom controls) moves it: measure again
  // after every drawing.
  useLayoutEffect(measure);

  const sizeOf = typeof size === 'function' ? size : () => size;
  const minActive = space.fine ? fineMinPx : minPx;
  const fitScale = (d) => (space.width ? Math.min(space.width / d.w, space.cap ? space.cap / d.h : Infinity) : 0);
  // The zoom at which a unit is the minimum's size; the board starts there on the play page only.
  const fingerZoomOf = (scale) => (scale ? Math.max(1, minActive / scale) : 1);
  const zoomOf = (scale) => zoom ?? (space.own ? fingerZoomOf(scale) : 1);
  // The margins of `size` depend on the unit's size, which depends on the margins: a few rounds
  // settle it (a label's few hundredths of a unit).
  let box = sizeOf(0);
  for (let i = 0; i < 3; i++) {
    const s = fitScale(box);
    box = sizeOf(s * zoomOf(s));
  }
  const scale = fitScale(box);
  const fingerZoom = fingerZoomOf(scale);
  const z = zoomOf(scale);
  const zoomed = z > 1.001;
  zoomedRef.current = zoomed;
  const fitWidth = scale * box.w;

  // A zoom keeps the middle of the view in the middle; the first zoom shows the board's middle.
  const centre = useRef({ x: 0.5, y: 0.5 });
  useEffect(() => {
    const el = wrapRef.current;
    if (!el) return undefined;
    const onScroll = () => {
      if (!zoomedRef.current) return;
      centre.current = {
        x: (el.scrollLeft + el.clientWidth / 2) / el.scrollWidth,
        y: (el.scrollTop + el.clientHeight / 2) / el.scrollHeight,
      };
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, []);
  useEffect(() => {
    const el = wrapRef.current;
    if (!el) return;
    if (!zoomed) {
      centre.current = { x: 0.5, y: 0.5 };
      return;
    }
    const { x, y } = centre.current;
    el.scrollLeft = x * el.scrollWidth - el.clientWidth / 2;
    el.scrollTop = y * el.scrollHeight - el.clientHeight / 2;
  }, [z, zoomed]);

  function zoomBy(dir) {
    const steps = [...new Set([...ZOOM_STEPS, fingerZoom])].sort((a, b) => a - b);
    const i = steps.findIndex((s) => s >= z - 0.001);
    setZoom(steps[Math.max(0, Math.min(steps.length - 1, i + dir))]);
  }

  const cap = space.own && space.cap ? `${space.cap}px` : undefined;
  return {
    wrapRef,
    zoomed,
    box,
    pxPerUnit: scale * z,
    // Controls whenever a unit is smaller than a finger's minimum (a mouse player may zoom in too).
    showControls: (scale && minPx / scale > 1.001) || zoomed,
    sizeStyle:
      zoomed && fitWidth
        ? { width: `${Math.round(fitWidth * z)}px`, maxWidth: 'none', maxHeight: 'none' }
        : cap
          ? { maxHeight: cap }
          : {},
    frameStyle: zoomed && cap ? { maxHeight: cap } : undefined,
    zoomBy,
    fit: () => setZoom(1),
  };
}

/** The +, − and "fit to screen" buttons for a useZoom() state. */
export function ZoomControls({ zoom, t }) {
  if (!zoom.showControls) return null;
  return (
    <div class="board-zoom" role="group" aria-label={t('board.fit')}>
      <button type="button" onClick={() => zoom.zoomBy(1)} aria-label={t('board.zoomIn')} title={t('board.zoomIn')}>
        +
      </button>
      <button
        type="button"
        onClick={() => zoom.zoomBy(-1)}
        aria-label={t('board.zoomOut')}
        title={t('board.zoomOut')}
        disabled={!zoom.zoomed}
      >
        −
      </button>
      <button type="button" onClick={zoom.fit} disabled={!zoom.zoomed}>
        {t('board.fit')}
      </button>
    </div>
  );
}
