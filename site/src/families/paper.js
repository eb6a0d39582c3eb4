// paper.js — each family's static picture (families/<name>/Paper.jsx), by family name, for
// articles/Diagram.jsx. Not part of the registry's index: the play page never draws one, so its
// first transfer does not carry them.
import { BoxesPicture } from './boxes/Paper.jsx';
import { DotsPicture } from './dots/Paper.jsx';
import { ShutinPicture } from './shutin/Paper.jsx';

const PICTURES = { boxes: BoxesPicture, dots: DotsPicture, shutin: ShutinPicture };

/**
 * The picture of an engine geometry and state (null: the empty board): {vb, body}. free: draw a
 * boxes board's undrawn lines faintly. mark: a move token to pick out (a puzzle's answer), where
 * the family draws one.
 */
export function paperPicture({ geometry, state, free, mark = null }) {
  return PICTURES[geometry.family]({ geometry, state, free, mark });
}
