// Board.jsx — the boxes family's board: the one SVG renderer for square, hex and triangle boxes boards. It draws what the
// engine's geometry and state say and emits intents (onPlay(token)); it never judges a move.
// UI-only state lives here: keyboard focus, zoom (zoom.jsx).
import { useMemo, useRef, useState } from 'preact/hooks';
import { lastTurnLines, neighbourLine } from './adapter.js';
import { useZoom } from '../../ui/zoom.jsx';
import { BoardFrame } from '../../ui/BoardFrame.jsx';
import { boardKeys } from '../../ui/keys.js';

const MIN_PX_PER_LINE = 40; // a line at least this long on screen, so a finger can pick it
const MIN_PX_PER_LINE_MOUSE = 24; // and for a mouse beside the side column
const INITIAL_FONT = { square: 0.9, hex: 1.3, tri: 0.62 };

/** Hit areas that tile the board: each line's diamond reaches to the centres of its cells. */
function hitPolygons(geo, desc) {
  const sideCells = geo.lines.map(() => []);
  desc.cellSides.forEach((sides, c) => sides.forEach((l) => sideCells[l].push(c)));
  return geo.lines.map(([a, b], l) => {
    const A = desc.pts[a];
    const B = desc.pts[b];
    const M = desc.mids[l];
    const far = sideCells[l].map((c) => desc.centroids[c]);
    if (far.length === 1) far.push([2 * M[0] - far[0][0], 2 * M[1] - far[0][1]]);
    if (far.length === 0) {
      const nx = -(B[1] - A[1]) * 0.3;
      const ny = (B[0] - A[0]) * 0.3;
      far.push([M[0] + nx, M[1] + ny], [M[0] - nx, M[1] - ny]);
    }
    return [A, far[0], B, far[1]].map((p) => `${p[0].toFixed(3)},${p[1].toFixed(3)}`).join(' ');
  });
}

/** Letters shown in closed cells: initials when they differ, else seat numbers. */
export function seatMarks(names) {
  const initials = names.map((n) => (Array.from(n.trim())[0] || '?').toUpperCase());
  return new Set(initials).size === initials.length ? initials : names.map((_, i) => String(i + 1));
}

/**
 * The props every family's board takes (families/index.js): geometry, desc (the family's
 * describe(geometry)), state (engine state to show), legal (tokens the side to move may play),
 * names (per seat), mover (seat to move, 0 when over: hover colour), interactive (a human may
 * play now), busy (a bot is thinking), onPlay(token), t (translator), label (board name).
 * analysis (optional, analysis/analysis.js via the analysis panel): {moves: Map token -> {cls (the
 * colour step's class: an0 best .. an3, an-hint an estimate), value (the solver's), loss (in
 * cells), text ("−5", shown on hover and focus), say (for the line's accessible name)}} drawn
 * over the free lines.
 */
export function Board({
  geometry: geo,
  desc,
  state,
  legal,
  names,
  mover,
  interactive,
  busy,
  onPlay,
  t,
  label,
  analysis = null,
}) {
  const svgRef = useRef(null);
  const [focusLine, setFocusLine] = useState(-1);

  const hits = useMemo(() => hitPolygons(geo, desc), [geo, desc]);
  const legalSet = useMemo(() => new Set(legal), [legal]);
  const lastLines = lastTurnLines(desc, state);
  const tokens = geo.moveTokens;
  const marks = seatMarks(names);
  const pad = desc.unit * 0.45;
  const vb = {
    x: desc.bounds.minX - pad,
    y: desc.bounds.minY - pad,
    w: desc.bounds.maxX - desc.bounds.minX + 2 * pad,
    h: desc.bounds.maxY - desc.bounds.minY + 2 * pad,
  };

  const zoom = useZoom({ w: vb.w / desc.unit, h: vb.h / desc.unit }, MIN_PX_PER_LINE, MIN_PX_PER_LINE_MOUSE);
  const svgStyle = { ...(mover ? { '--mover': `var(--seat${mover})` } : {}), ...zoom.sizeStyle };

  const current = focusLine >= 0 && focusLine < geo.lines.length ? focusLine : firstFree(state);

  function firstFree(st) {
    const i = st.lines.findIndex((o) => o === -1);
    return i < 0 ? 0 : i;
  }

  function lineStatus(i) {
    const o = state.lines[i];
    if (o === -1) return t('board.free');
    if (o === 0) return t('board.border');
    const by = t('board.drawnBy', { name: names[o - 1] });
    return lastLines.has(i) ? `${by}, ${t('board.lastTurn')}` : by;
  }

  function draw(i) {
    if (interactive && legalSet.has(tokens[i])) onPlay(tokens[i]);
  }

  const onKeyDown = boardKeys({
    neighbour: (dx, dy) => neighbourLine(desc, current, dx, dy),
    focus(next) {
      setFocusLine(next);
      const el = svgRef.current && svgRef.current.querySelector(`[data-line="${next}"]`);
      if (el) el.focus();
    },
    act: () => draw(current),
  });

  return (
    <BoardFrame
      zoom={zoom}
      svgRef={svgRef}
      kind={`grid-${geo.grid}`}
      vb={vb}
      style={svgStyle}
      interactive={interactive}
      busy={busy}
      label={label}
      keys={state.over ? null : t('board.keys')}
      onKeyDown={onKeyDown}
      t={t}
    >
      <g class="cells" aria-hidden="true">
        {geo.cells.map((poly, c) => {
          const o = state.cells[c];
          return (
            <polygon
              key={c}
              class={o > 0 ? `cell seat${o}` : 'cell'}
              points={poly.map((d) => desc.pts[d].join(',')).join(' ')}
            />
          );
        })}
      </g>
      <g class="lines">
        {geo.lines.map(([a, b], i) => {
          const o = state.lines[i];
          const free = o === -1;
          const canDraw = interactive && legalSet.has(tokens[i]);
          const A = desc.pts[a];
          const B = desc.pts[b];
          const cls = ['line', free ? 'free' : o === 0 ? 'pre' : `seat${o}`];
          if (lastLines.has(i)) cls.push('last');
          if (canDraw) cls.push('can');
          const an = free && analysis ? analysis.moves.get(tokens[i]) : null;
          if (an) cls.push('an', an.cls);
          const name = t('board.line', { line: geo.moveLabels[i], status: lineStatus(i) });
          return (
            <g
              key={i}
              class={cls.join(' ')}
              data-line={i}
              role="button"
              tabindex={i === current ? 0 : -1}
              aria-label={an ? `${name}, ${an.say}` : name}
              data-value={an && !an.hint ? an.value : undefined}
              data-loss={an && !an.hint ? an.loss : undefined}
              aria-disabled={canDraw ? undefined : 'true'}
              onClick={() => {
                setFocusLine(i);
                draw(i);
              }}
              onFocus={() => setFocusLine(i)}
            >
              <polygon class="hit" points={hits[i]} />
              {lastLines.has(i) && <line class="halo" x1={A[0]} y1={A[1]} x2={B[0]} y2={B[1]} />}
              <line class="stroke" x1={A[0]} y1={A[1]} x2={B[0]} y2={B[1]} />
              {an && (
                <text
                  class="an-val"
                  x={desc.mids[i][0]}
                  y={desc.mids[i][1]}
                  font-size={desc.unit * 0.26}
                  aria-hidden="true"
                >
                  {an.text}
                </text>
              )}
            </g>
          );
        })}
      </g>
      <g class="dots" aria-hidden="true">
        {desc.pts.map(([x, y], d) => (
          <circle key={d} cx={x} cy={y} r={desc.unit * 0.075} />
        ))}
      </g>
      <g class="marks" aria-hidden="true">
        {geo.cells.map((_, c) => {
          const o = state.cells[c];
          if (o <= 0) return null;
          const [x, y] = desc.centroids[c];
          return (
            <text key={c} class={`mark seat${o}`} x={x} y={y} font-size={INITIAL_FONT[geo.grid]}>
              {marks[o - 1]}
            </text>
          );
        })}
      </g>
    </BoardFrame>
  );
}
