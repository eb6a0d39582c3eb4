// paper-round.js — the rounding of the static pictures' coordinates (articles/Diagram.jsx and the
// families' Paper.jsx): three decimals keep the printed SVG exact enough and small.
export const round = (n) => Number(n.toFixed(3));
