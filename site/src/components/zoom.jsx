// zoom.jsx — zoom and pan for a board too big for the screen, shared by every board. Zoom 1 fits
// the frame's width; a small screen starts zoomed so each unit (a line, a cell) stays
// finger-sized, and the frame then scrolls (pans) inside the page.
import { useEffect, useRef, useState } from 'preact/hooks';

const ZOOM_STEPS = [1, 1.5, 2, 3, 4];

/**
 * unitsAcross: the drawing's width in units (line lengths, cells); minPxPerUnit: the smallest
 * on-screen size of one unit. Returns the frame ref, the zoom state and the SVG size style.
 */
export function useZoom(unitsAcross, minPxPerUnit) {
  const wrapRef = useRef(null);
  const [fitWidth, setFitWidth] = useState(0);
  const [zoom, setZoom] = useState(null); // null = automatic

  useEffect(() => {
    const el = wrapRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return undefined;
    const ro = new ResizeObserver(() => setFitWidth(el.clientWidth));
    ro.observe(el);
    setFitWidth(el.clientWidth);
    return () => ro.disconnect();
  }, []);

  const autoZoom = fitWidth ? Math.max(1, (minPxPerUnit * unitsAcross) / fitWidth) : 1;
  const z = zoom ?? autoZoom;
  const zoomed = z > 1.001;

  function zoomBy(dir) {
    const steps = [...new Set([...ZOOM_STEPS, autoZoom])].sort((a, b) => a - b);
    const i = steps.findIndex((s) => s >= z - 0.001);
    setZoom(steps[Math.max(0, Math.min(steps.length - 1, i + dir))]);
  }

  return {
    wrapRef,
    zoomed,
    // Controls only when the board is too big to fit with finger-sized units.
    showControls: autoZoom > 1.001 || zoomed,
    sizeStyle: zoomed && fitWidth ? { width: `${Math.round(fitWidth * z)}px`, maxHeight: 'none' } : {},
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
