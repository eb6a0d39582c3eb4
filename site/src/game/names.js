// names.js — the names shown for the seats: what the player typed, or "Player n" / "Bot n".
export function seatNames(seats, t) {
  const bots = seats.filter((s) => s.kind === 'bot').length;
  return seats.map((s, i) => {
    const typed = (s.name || '').trim();
    if (typed) return typed;
    if (s.kind === 'bot') return bots === 1 ? t('seat.bot', { n: '' }).trim() : t('seat.bot', { n: i + 1 });
    return t('seat.player', { n: i + 1 });
  });
}

/**
 * The players' names an SGF file gives (PB, PW), for seats 1 and 2: '' where it gives none, or
 * only its colour's word — zagram.org writes PB[Black] PW[White] for players it has no name for,
 * and such a seat keeps the name the table gives it ("Player 1", "Bot").
 */
export function sgfNames(pb, pw) {
  return [pb, pw].map((name) => {
    const n = String(name || '').trim();
    return /^(black|white)$/i.test(n) ? '' : n;
  });
}
