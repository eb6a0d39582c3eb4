// Board.jsx — the Shut In board: an SVG grid of cells with crosses (seat 1), circles
// (seat 2) and hatched blocked cells, drawn from the engine's state. It emits intents
// (onPlay(token)) and never judges a move: the cells it offers are the engine's legal list.
// UI-only state lives here: the keyboard cursor, zoom (zoom.jsx).
import { useMemo, useRef, useState } from 'preact/hooks';
import { lastTurnCells, neighbourCell } from './adapter.js';
import { Piece } from './Pieces.jsx';
import { labelFont, useZoom } from '../../ui/zoom.jsx';
import { BoardFrame } from '../../ui/BoardFrame.jsx';
import { boardKeys } from '../../ui/keys.js';

const MIN_PX_PER_CELL = 26; // a cell at least this big on screen, so a finger can pick it
const MAX_REM_PER_CELL = 4.5; // small boards stop growing here, so pieces stay piece-sized
const MARGIN = 0.62; // room for the column letters below the grid and the row numbers left of it
const EDGE = 0.1;
const LABEL = 0.32; // the coordinates' font size in cells (board.css), grown where a cell is small

/**
 * The props every family's board takes (see boxes/Board.jsx); this one reads desc
 * (describeShutin), state, legal, mover, interactive, busy, onPlay, t, label and analysis
 * ({moves: Map token -> {cls (an-win, an-lose, an-hint), text, say}}: a frame in each cell).
 */
export function Board({ desc, state, legal, mover, interactive, busy, onPlay, t, label, analysis = null }) {
  const svgRef = useRef(null);
  const [cursor, setCursor] = useState(-1);
  const legalSet = useMemo(() => new Set(legal), [legal]);
  const last = lastTurnCells(desc, state);
  const n = desc.w * desc.h;
  const vb = { x: -MARGIN, y: -EDGE, w: desc.w + MARGIN + EDGE, h: desc.h + MARGIN + EDGE };
  const zoom = useZoom(vb, MIN_PX_PER_CELL);
  const coordFont = labelFont(LABEL, zoom.pxPerUnit);
  const svgStyle = {
    ...(mover ? { '--mover': `var(--seat${mover})` } : {}),
    ...zoom.sizeStyle,
    ...(zoom.zoomed ? {} : { maxWidth: `min(100%, ${(vb.w * MAX_REM_PER_CELL).toFixed(2)}rem)` }),
  };
  const canPlay = (i) => interactive && legalSet.has(desc.tokens[i]);

  // The roving tab stop: the cell last visited, else the first legal cell, else the first empty one.
  let current = cursor >= 0 && cursor < n ? cursor : desc.tokens.findIndex((tok) => legalSet.has(tok));
  if (current < 0)
    current = Math.max(
      0,
      state.cells.findIndex((v) => v === 0),
    );

  function cellLabel(i) {
    const v = state.cells[i];
    const parts = [desc.labels[i]];
    if (v === -1) parts.push(t('board.cell.blocked'));
    else if (v === 0) {
      parts.push(t('board.cell.empty'));
      if (canPlay(i)) parts.push(t('board.cell.legal'));
    } else {
      parts.push(t(v === 1 ? 'board.cell.cross' : 'board.cell.circle'));
      if (last.has(i)) parts.push(t('board.lastMove'));
    }
    return parts.join(', ');
  }

  // An empty cell that is not offered still asks the engine, as Enter does, so the player is
  // told why not; a piece or a blocked cell is no question.
  function place(i) {
    if (canPlay(i) || (interactive && state.cells[i] === 0)) onPlay(desc.tokens[i]);
  }

  const onKeyDown = boardKeys({
    neighbour: (dx, dy) => neighbourCell(desc, current, dx, dy),
    focus(next) {
      setCursor(next);
      const el = svgRef.current && svgRef.current.querySelector(`[data-cell="${next}"]`);
      if (el) el.focus();
    },
    // Enter on a cell that is not offered still asks the engine, so the player hears why not
    // (the session shows the core's error for that cell, role="alert").
    act: () => interactive && onPlay(desc.tokens[current]),
  });

  return (
    <BoardFrame
      zoom={zoom}
      svgRef={svgRef}
      kind={'shutin'}
      vb={vb}
      style={svgStyle}
      interactive={interactive}
      busy={busy}
      label={label}
      help={state.over ? null : t('board.shutin.help')}
      keys={state.over ? null : t('board.shutin.keys')}
      onKeyDown={onKeyDown}
      t={t}
    >
      <defs>
        <pattern id="si-hatch" width="0.2" height="0.2" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <line class="hatch" x1="0.1" y1="0" x2="0.1" y2="0.2" />
        </pattern>
      </defs>
      <g
        class="coords"
        aria-hidden="true"
        style={coordFont > LABEL ? { fontSize: `${coordFont.toFixed(3)}px` } : undefined}
      >
        {desc.columns.map((c, x) => (
          <text key={c} x={x + 0.5} y={desc.h + MARGIN / 2}>
            {c}
          </text>
        ))}
        {Array.from({ length: desc.h }, (_, r) => (
          <text key={r} x={-MARGIN / 2} y={desc.h - r - 0.5}>
            {r + 1}
          </text>
        ))}
      </g>
      {desc.origin.map(([x, y], i) => {
        const v = state.cells[i];
        const can = canPlay(i);
        const cls = ['sq', v === -1 ? 'blocked' : v > 0 ? `seat${v}` : 'empty'];
        if (can) cls.push('can');
        const an = v === 0 && analysis ? analysis.moves.get(desc.tokens[i]) : null;
        if (an) cls.push('an', an.cls);
        if (last.has(i)) cls.push('last');
        return (
          <g
            key={i}
            class={cls.join(' ')}
            data-cell={i}
            data-token={desc.tokens[i]}
            role="button"
            tabindex={i === current ? 0 : -1}
            aria-label={an ? `${cellLabel(i)}, ${an.say}` : cellLabel(i)}
            data-value={an && !an.hint ? an.value : undefined}
            aria-disabled={can ? undefined : 'true'}
            onClick={() => {
              setCursor(i);
              place(i);
            }}
            onFocus={() => setCursor(i)}
          >
            <rect class="bg" x={x} y={y} width="1" height="1" />
            {v === -1 && <rect class="hatched" x={x} y={y} width="1" height="1" fill="url(#si-hatch)" />}
            {last.has(i) && <rect class="halo" x={x + 0.07} y={y + 0.07} width="0.86" height="0.86" rx="0.12" />}
            {v > 0 && <Piece seat={v} x={x} y={y} />}
            {can && <circle class="hint" cx={x + 0.5} cy={y + 0.5} r="0.08" />}
            {can && (
              <g class="ghost">
                <Piece seat={mover} x={x} y={y} />
              </g>
            )}
            {an && <rect class="an-frame" x={x + 0.1} y={y + 0.1} width="0.8" height="0.8" rx="0.1" />}
            {an && (
              <text class="an-val" x={x + 0.82} y={y + 0.22} aria-hidden="true">
                {an.text}
              </text>
            )}
            <rect class="focus-ring" x={x + 0.04} y={y + 0.04} width="0.92" height="0.92" rx="0.08" />
          </g>
        );
      })}
    </BoardFrame>
  );
}
