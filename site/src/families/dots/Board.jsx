// Board.jsx — the Dots board: squared paper with the dots on the grid's intersections, drawn
// from the engine's state: live and captured dots, every standing capture filled in its
// capturer's colour with its ring as an outline, houses as dashed outlines, the last dot
// ringed. It emits intents (onPlay(token)) and never judges a move: the points it offers are
// the engine's legal list.
//
// One focusable point (a roving cursor) instead of one tab stop per point: a 39 × 32 field has
// 1,248 points. The cursor's label names the point, what is on it, the dots around it and the
// area it lies in; arrow keys move it, Enter or Space plays there. Under polish rules a
// switch beside the board adds the sport's "!" (capture now) to the next dot.
//
// Under ring=any a dot that can close more than one ring opens the ring chooser (RingChooser.jsx).
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { around, closesByChoice, colourOf, houseOf, neighbourPoint, numbered, ringsPath } from './adapter.js';
import { labelFont, useZoom } from '../../ui/zoom.jsx';
import { BoardFrame } from '../../ui/BoardFrame.jsx';
import { boardKeys } from '../../ui/keys.js';
import { RingChooser, RingShown, useRingChooser } from './RingChooser.jsx';

const MIN_PX_PER_STEP = 26; // neighbouring points at least this far apart on screen, for a finger
const MIN_PX_PER_STEP_MOUSE = 12; // and for a mouse beside the side column: the sport's 39 × 32 fits a laptop
const MAX_REM_PER_STEP = 3; // small fields stop growing here
const LABEL = 0.36; // the coordinates' font size in steps (board.css), grown where a step is small
const LEFT = 1.1; // room for the row numbers left of the field, at least
const BOTTOM = 0.95; // and the column numbers below it
const PAD = 0.5;
const LABEL_GAP = 0.3; // between the numbers and the nearest points

/**
 * The drawing's size in steps when a step is `px` on screen: the field with its numbers, whose
 * margins grow with the numbers' font (labelFont) so a big field keeps legible coordinates.
 */
function fieldBox(desc, px) {
  const font = labelFont(LABEL, px);
  // Two digits are about 1.2 em wide; the column numbers one line high.
  const left = Math.max(LEFT, 2 * LABEL_GAP + 1.25 * font);
  const bottom = Math.max(BOTTOM, LABEL_GAP + 1.1 * font);
  return { x: -left, y: -PAD, w: desc.w - 1 + left + PAD, h: desc.h - 1 + PAD + bottom, font, left, bottom };
}

/** A point's words with what the analysis says of it (its rank among the bot's points, a threat). */
function analysisWords(words, analysis, tok) {
  if (!analysis) return words;
  const extra = [analysis.points.get(tok), analysis.threats.get(tok)].filter(Boolean).map((x) => x.say);
  return [words, ...extra].join(', ');
}

/** Two digits are about 1.25 em wide; beside each other they keep at least this gap (steps). */
const DIGITS_GAP = 0.15;

/**
 * The props every family's board takes (see boxes/Board.jsx), and analysis (the bot's view,
 * analysis/AnalysisBot.jsx): {points: Map token -> {rank, pick, say}: its best points,
 * numbered; threats: Map token -> {moves (1 or 2), say}: dots that can be surrounded}.
 */
export function Board({
  desc,
  settings,
  state,
  legal,
  names,
  mover,
  interactive,
  busy,
  onPlay,
  choices = null,
  t,
  label,
  analysis = null,
}) {
  const svgRef = useRef(null);
  const [cursor, setCursor] = useState(-1);
  const [capture, setCapture] = useState(false); // polish: add "!" to the next dot
  const polish = closesByChoice(settings);
  // The "!" is for one dot: every new turn (a move, an undo, another game) starts without it.
  useEffect(() => setCapture(false), [state.moveCount, mover]);
  // Open only while a dot can be put (not once the game is over, nor while looking back).
  const offerCapture = polish && !state.over && legal.length > 0;
  const refocus = useRef(false);
  const legalSet = useMemo(() => new Set(legal), [legal]);
  const houses = useMemo(() => houseOf(desc, state), [desc, state]);
  const n = desc.w * desc.h;
  const zoom = useZoom((px) => fieldBox(desc, px), MIN_PX_PER_STEP, MIN_PX_PER_STEP_MOUSE);
  const vb = zoom.box;
  const colour = mover ? colourOf(desc, mover) : 0;
  const svgStyle = {
    ...(colour ? { '--mover': `var(--seat${colour})` } : {}),
    ...zoom.sizeStyle,
    ...(zoom.zoomed ? {} : { maxWidth: `min(100%, ${(vb.w * MAX_REM_PER_STEP).toFixed(2)}rem)` }),
  };
  const canPlay = (p) => interactive && legalSet.has(desc.tokens[p]);

  // The cursor: the point last visited, else the last dot, else the middle of the field.
  let current = cursor >= 0 && cursor < n ? cursor : state.last;
  if (current < 0) current = Math.floor(desc.h / 2) * desc.w + Math.floor(desc.w / 2);
  // Right after the DOM changes (not after paint): the next key press must find the focus here.
  useLayoutEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    const el = svgRef.current && svgRef.current.querySelector('.cursor');
    if (el) el.focus();
  }, [current]);

  /** A colour's name for a listener: the seat names of its team ("Ann and Cy"). */
  const teamName = (c) => desc.teams[c - 1].map((s) => names[s - 1]).join(' & ');

  function dotWords(p) {
    const v = state.points[p];
    if (v > 0) return t('board.dots.dot', { team: teamName(v) });
    if (v < 0) return t('board.dots.captured', { team: teamName(-v) });
    return '';
  }

  function pointLabel(p) {
    const parts = [desc.labels[p]];
    const dot = dotWords(p);
    if (dot) parts.push(dot);
    else if (state.owner[p]) parts.push(t('board.dots.territory', { team: teamName(state.owner[p]) }));
    else parts.push(t(canPlay(p) ? 'board.dots.free' : 'board.cell.empty'));
    if (p === state.last) parts.push(t('board.lastMove'));
    if (houses[p] >= 0 && !state.owner[p])
      parts.push(t('board.dots.inHouse', { team: teamName(state.houses[houses[p]].team) }));
    const near = around(desc, p)
      .filter((q) => state.points[q] !== 0)
      .map((q) => `${desc.labels[q]} ${dotWords(q)}`);
    if (near.length) parts.push(t('board.dots.near', { list: near.join('; ') }));
    return parts.join(', ');
  }

  const tokenAt = (p) => `${desc.tokens[p]}${offerCapture && capture ? '!' : ''}`;

  const chooser = useRingChooser({ interactive, moveCount: state.moveCount, choices, onPlay, refocus });
  /** Play at p, or open the chooser when the dot can close more than one ring. */
  const attempt = (p) => chooser.attempt(p, tokenAt(p));

  const onKeyDown = boardKeys({
    neighbour: (dx, dy) => neighbourPoint(desc, current, dx, dy),
    focus(next) {
      refocus.current = true;
      setCursor(next);
    },
    // Enter on a point that is not offered still asks the engine, so the player hears why not.
    act: () => interactive && attempt(current),
  });

  function onClick(e) {
    const el = e.target.closest && e.target.closest('[data-point]');
    if (!el) return;
    const p = Number(el.dataset.point);
    setCursor(p);
    if (chooser.choosing && chooser.choosing.point === p) chooser.switchRing(1);
    // A free point that is not offered (in a house, in territory, outside the first dots' area)
    // still asks the engine, as Enter does, so the player is told why not; a dot is no question.
    else if (canPlay(p) || (interactive && state.points[p] === 0)) attempt(p);
  }

  const grid = useMemo(() => {
    let d = '';
    for (let x = 0; x < desc.w; x++) d += `M${x} ${-PAD}V${desc.h - 1 + PAD}`;
    for (let y = 0; y < desc.h; y++) d += `M${-PAD} ${y}H${desc.w - 1 + PAD}`;
    return d;
  }, [desc]);

  const [cx, cy] = desc.at[current];
  // The last dot is ringed while it is the last move (not after a grounding or an offer to end).
  const lastTok = state.moves[state.moves.length - 1] || '';
  const lastIsDot = state.last >= 0 && lastTok.split(/[!:]/)[0] === desc.tokens[state.last];
  return (
    <>
      {/* Polish rules: the "!" box, there for the whole game (open while a dot can be put), so the
          board below never moves; the ending's notes stand by its buttons (index.jsx turnNote). */}
      {polish && !state.over && (
        <label class={`check capture-now${offerCapture ? '' : ' off'}`}>
          <input
            type="checkbox"
            name="capture"
            checked={capture}
            disabled={!offerCapture}
            onChange={(e) => setCapture(e.currentTarget.checked)}
          />
          <span>{t('board.dots.captureNow')}</span>
        </label>
      )}
      <RingChooser chooser={chooser} t={t} />
      <BoardFrame
        zoom={zoom}
        svgRef={svgRef}
        kind="dots"
        vb={vb}
        style={svgStyle}
        interactive={interactive}
        busy={busy}
        label={label}
        help={state.over ? null : t('board.dots.help')}
        keys={state.over ? null : t('board.dots.keys')}
        onKeyDown={onKeyDown}
        t={t}
      >
        <path class="paper" d={grid} aria-hidden="true" />
        <g
          class="coords"
          aria-hidden="true"
          style={vb.font > LABEL ? { fontSize: `${vb.font.toFixed(3)}px` } : undefined}
        >
          {Array.from({ length: desc.w }, (_, x) =>
            numbered(x + 1, desc.w, desc.w >= 10 && 1.25 * vb.font > 1 - DIGITS_GAP) ? (
              <text key={`x${x}`} x={x} y={desc.h - 1 + (LABEL_GAP + vb.bottom) / 2}>
                {x + 1}
              </text>
            ) : null,
          )}
          {Array.from({ length: desc.h }, (_, y) =>
            numbered(y + 1, desc.h) ? (
              <text key={`y${y}`} x={-(vb.left + LABEL_GAP) / 2} y={desc.h - 1 - y}>
                {y + 1}
              </text>
            ) : null,
          )}
        </g>
        <g class="areas" aria-hidden="true">
          {state.territory.map((a, i) => (
            <path key={`t${i}`} class={`territory seat${a.team}`} d={ringsPath(desc, a.rings)} />
          ))}
          {state.houses.map((h, i) => (
            <path
              key={`h${i}`}
              class={`house seat${h.team}${h.pending ? ' pending' : ''}`}
              d={ringsPath(desc, h.rings)}
            />
          ))}
        </g>
        <g class="points" aria-hidden="true" onClick={onClick}>
          {desc.at.map(([x, y], p) => {
            const v = state.points[p];
            const can = canPlay(p);
            return (
              <g
                key={p}
                class={`pt${v > 0 ? ` seat${v}` : v < 0 ? ` seat${-v} taken` : ''}${can ? ' can' : ''}`}
                data-point={p}
                data-token={desc.tokens[p]}
              >
                <rect class="hit" x={x - 0.5} y={y - 0.5} width="1" height="1" />
                {v !== 0 && <circle class="dot" cx={x} cy={y} r={v > 0 ? 0.24 : 0.2} />}
                {can && <circle class="ghost" cx={x} cy={y} r="0.24" />}
              </g>
            );
          })}
        </g>
        <RingShown desc={desc} chooser={chooser} />
        {lastIsDot && (
          <circle class="last" cx={desc.at[state.last][0]} cy={desc.at[state.last][1]} r="0.4" aria-hidden="true" />
        )}
        {analysis && (
          <g class="analysis-layer" aria-hidden="true">
            {desc.tokens.map((tok, p) => {
              const th = analysis.threats.get(tok);
              return th ? (
                <circle
                  key={`t${p}`}
                  class={`an-threat t${th.moves}`}
                  data-threat={tok}
                  cx={desc.at[p][0]}
                  cy={desc.at[p][1]}
                  r="0.38"
                />
              ) : null;
            })}
            {desc.tokens.map((tok, p) => {
              const pt = analysis.points.get(tok);
              if (!pt) return null;
              const [x, y] = desc.at[p];
              return (
                <g key={`p${p}`} class={`an-point${pt.pick ? ' pick' : ''}`} data-rank={pt.rank} data-token={tok}>
                  <circle cx={x} cy={y} r="0.3" />
                  <text x={x} y={y}>
                    {pt.rank}
                  </text>
                </g>
              );
            })}
          </g>
        )}
        <g
          key={current}
          class={`cursor${canPlay(current) ? ' can' : ''}`}
          data-cursor={desc.tokens[current]}
          role="button"
          tabindex={0}
          aria-label={analysisWords(pointLabel(current), analysis, desc.tokens[current])}
          aria-disabled={canPlay(current) ? undefined : 'true'}
        >
          <rect class="focus-ring" x={cx - 0.42} y={cy - 0.42} width="0.84" height="0.84" rx="0.2" />
        </g>
      </BoardFrame>
    </>
  );
}
