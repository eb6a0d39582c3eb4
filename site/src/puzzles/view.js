// view.js — a shipped puzzle (site/src/puzzles/<family>-<kind>.jsonl, docs/puzzles.md) in the
// shape the verdicts read (verdict.js), from the position's state and geometry as the board's
// engine gives them (<paperdots-board>'s `state` and `geometry`): who moves, the score, the open
// cells, each legal move's label and its proved value.
import { familyOf } from '../families/index.js';

/** A legal move's proved value: the stored proof, or `rest` (a compact proof's common value). */
export function valueOf(p, token) {
  if (Object.hasOwn(p.proof, token)) return p.proof[token];
  return p.rest === undefined ? null : p.rest;
}

/** The move token played on `family`'s board as puzzle p's proof names it (the family's
 * `puzzles.asProved`: e.g. a Dots "x-y!" that captures nothing is the plain point). */
export function provedToken(p, token, family) {
  const rule = familyOf(family).puzzles;
  return rule.asProved ? rule.asProved(p.proof, token) : token;
}

/** The verdicts' puzzle for shipped puzzle p at `state` (its position) on `geometry`: each legal
 * move and each further move its proof values (the family's `puzzles.extraMoves`). */
export function viewOf(p, state, geometry) {
  const family = familyOf(geometry.family);
  const rule = family.puzzles;
  const label = new Map(geometry.moveTokens.map((tok, i) => [tok, geometry.moveLabels[i]]));
  return {
    family: geometry.family,
    kind: rule.kind,
    moveKey: rule.moveKey,
    cellWord: rule.cellWord(geometry),
    misere: /(^|&)misere=1(&|$)/.test(p.setup),
    depth: p.depth ?? null,
    mover: state.toMove,
    scores: state.scores,
    left: family.cellsLeft(state),
    best: p.value,
    options: [...state.legal, ...(rule.extraMoves ? rule.extraMoves(p.proof) : [])]
      .map((token) => ({
        token,
        label: label.get(token) || token,
        ...(rule.moveName && rule.moveName(token)),
        value: valueOf(p, token),
      }))
      .filter((o) => o.value !== null),
  };
}

/** The reasons the core read for a wrong move (docs/puzzles.md "Reasons"), as sentences' keys:
 * puzzles.reason.<family>.<code> (a code may mean another thing in another game). */
export function reasonKeys(p, token) {
  return ((p.reasons && p.reasons[token]) || []).map((code) => `puzzles.reason.${p.family}.${code}`);
}
