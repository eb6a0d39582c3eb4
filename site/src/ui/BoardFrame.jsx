// BoardFrame.jsx — what every family's board shares around its drawing: zoom controls, the
// scrolling frame, the SVG element (role, label, busy state, keyboard handler) and the help line.
// The family's board draws its items as children and keeps its own rules of drawing.
import { ZoomControls } from './zoom.jsx';

/**
 * zoom: useZoom(); svgRef: the board's ref; kind: extra classes of the svg (e.g. "grid-hex");
 * vb: {x, y, w, h} viewBox; style: the svg's style; help, keys: the help line under the board (how
 * to play, and how with the keyboard: not shown on a touch screen; neither once the game is over).
 */
export function BoardFrame({
  zoom,
  svgRef,
  kind,
  vb,
  style,
  interactive,
  busy,
  label,
  help = null,
  keys = null,
  onKeyDown,
  t,
  children,
}) {
  const described = !!(help || keys);
  return (
    <div class="board">
      <ZoomControls zoom={zoom} t={t} />
      <div class={`board-scroll${zoom.zoomed ? ' zoomed' : ''}`} ref={zoom.wrapRef} style={zoom.frameStyle}>
        <svg
          ref={svgRef}
          class={`board-svg ${kind}${interactive ? ' live' : ''}${busy ? ' busy' : ''}`}
          aria-busy={busy ? 'true' : undefined}
          viewBox={`${vb.x} ${vb.y} ${vb.w} ${vb.h}`}
          style={style}
          role="group"
          aria-label={label}
          aria-describedby={described ? 'board-help' : undefined}
          onKeyDown={onKeyDown}
        >
          {children}
        </svg>
      </div>
      {described && (
        <p id="board-help" class="board-help">
          {help}
          {help && keys && ' '}
          {keys && <span class="board-keys">{keys}</span>}
        </p>
      )}
    </div>
  );
}
