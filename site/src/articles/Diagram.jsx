// Diagram.jsx — a board as a plain, static SVG picture: what the engine's geometry and state say
// (docs/state-json.md), for the articles' pictures (readable before any script runs, and printed
// as vectors) and the printable sheets. No buttons, no focus, no zoom: the live board is
// <paperdots-board>; this is its paper copy. It draws the engine's facts and judges nothing.
// Each family draws its own board (families/<name>/Paper.jsx); this is the frame around it.
import { paperPicture } from '../families/paper.js';
import { round as f } from '../families/paper-round.js';

/**
 * geometry, state: the engine's JSON (state null: the empty board); label: what the picture
 * shows, for screen readers; free: draw the undrawn lines of a boxes board faintly (articles) or
 * leave only the dots (a blank sheet to play on); mark: a move token the family picks out (a
 * puzzle sheet's answer).
 */
export function Diagram({ geometry, state = null, label, free = true, className = '', mark = null }) {
  const pic = paperPicture({ geometry, state, free, mark });
  const [x, y, w, h] = pic.vb.map(f);
  return (
    <svg
      class={`diagram diagram-${geometry.family}${geometry.grid ? ` grid-${geometry.grid}` : ''} ${className}`.trim()}
      viewBox={`${x} ${y} ${w} ${h}`}
      data-aspect={f(w / h)}
      role="img"
      aria-label={label}
      xmlns="http://www.w3.org/2000/svg"
    >
      {pic.body}
    </svg>
  );
}
