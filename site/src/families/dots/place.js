// place.js — the seed of start=random4's crosses (docs/dots-rules.md "Start figures"): the site draws one
// when the player picks that start (or starts without one), and writes it in the setup as
// place=N, so a record or a link replays the same field.

/** A seed 1..999999, as the setup's string. */
export const drawPlace = () => String(1 + Math.floor(Math.random() * 999999));
