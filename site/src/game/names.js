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
