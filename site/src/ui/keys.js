// keys.js — keyboard play shared by every board: arrow keys move focus to the neighbouring item
// (a line, a cell) and Enter or Space plays the focused one.
const ARROWS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/**
 * A keydown handler. neighbour(dx, dy): the item in that direction (< 0: none); focus(i): move
 * the focus there; act(): play the focused item.
 */
export function boardKeys({ neighbour, focus, act }) {
  return (e) => {
    const dir = ARROWS[e.key];
    if (dir) {
      e.preventDefault();
      const next = neighbour(dir[0], dir[1]);
      if (next >= 0) focus(next);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      act();
    }
  };
}
