// zoom.jsx — zoom and pan for a board too big for its space, shared by every board at every
// window size. Zoom 1 fits the board into its frame (the frame's width and the height the page
// gives the board); when a unit (a line, a cell, the step between two points) would then be
// smaller than the board's minimum, the board starts zoomed to that size, shows the zoom
// controls, and the frame scrolls (pans) inside the page. A board that fits shows no controls.
import { useEffect, useRef, useState } from 'preact/hooks';

const ZOOM_STEPS = [1, 1.5, 2, 3, 4];

/**
 * unitsAcross, unitsDown: the drawing's size in units (its viewBox); minPxPerUnit: the smallest
 * on-screen size of one unit. Returns the frame ref, the zoom state and the SVG size style.
 */
export function useZoom(unitsAcross, minPxPerUnit, unitsDown = 0) {
  const wrapRef = useRef(null);
  const [fit, setFit] = useState({ width: 0, height: 0 }); // the drawing's size at zoom 1, px
  const [zoom, setZoom] = useState(null); // null = automatic
  const zoomedRef = useRef(false);

  useEffect(() => {
    const el = wrapRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return undefined;
    let capHeight = Infinity;
    const measure = () => {
      const svg = el.querySelector('svg');
      // While unzoomed, the svg's box shows the height the page allows it (CSS max-height).
      if (svg && !zoomedRef.current) {
        const h = svg.getBoundingClientRect().height;
        if (h > 0) capHeight = h;
      }
      const width = el.clientWidth;
      const scale = Math.min(width / unitsAcross, unitsDown ? capHeight / unitsDown : Infinity);
      setFit({ width: scale * unitsAcross, height: unitsDown ? scale * unitsDown : 0 });
    };
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    measure();
    return () => ro.disconnect();
  }, [unitsAcross, unitsDown]);

  const autoZoom = fit.width ? Math.max(1, (minPxPerUnit * unitsAcross) / fit.width) : 1;
  const z = zoom ?? autoZoom;
  const zoomed = z > 1.001;
  zoomedRef.current = zoomed;

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
    const steps = [...new Set([...ZOOM_STEPS, autoZoom])].sort((a, b) => a - b);
    const i = steps.findIndex((s) => s >= z - 0.001);
    setZoom(steps[Math.max(0, Math.min(steps.length - 1, i + dir))]);
  }

  return {
    wrapRef,
    zoomed,
    // Controls only when the board is too big to fit its space with its units at their minimum.
    showControls: autoZoom > 1.001 || zoomed,
    sizeStyle: zoomed && fit.width ? { width: `${Math.round(fit.width * z)}px`, maxWidth: 'none', maxHeight: 'none' } : {},
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
