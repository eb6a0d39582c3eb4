// turns.js — a game's moves grouped in turns: a turn is one seat's moves in a row (a box closed
// in Dots and Boxes gives the same seat the next line). The move list numbers turns, and every
// text that names a move there (a replay's mark, "showing the board after …") uses that number.

/** movers: the seat of each move (state.movers). Returns [{seat, moves: [move index, …]}]. */
export function turnsOf(movers) {
  const turns = [];
  movers.forEach((seat, k) => {
    const last = turns[turns.length - 1];
    if (last && last.seat === seat) last.moves.push(k);
    else turns.push({ seat, moves: [k] });
  });
  return turns;
}

/** The number (from 1) of the turn that move index k belongs to. */
export function turnOfMove(movers, k) {
  let n = 0;
  for (let i = 0; i <= k && i < movers.length; i++) if (i === 0 || movers[i] !== movers[i - 1]) n++;
  return n;
}
