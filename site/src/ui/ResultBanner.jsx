// ResultBanner.jsx — the end of the game as the core reports it (state.result): who won and by
// how much, a shared win, a draw, a resignation, a loss on time, or a seat left with no move.
import { hasKey, joinNames } from '../i18n/index.js';

/** The names of a team's seats ("Ann and Cy"), for scores kept per team. */
export function teamNames(team, names, lang) {
  return joinNames(
    lang,
    team.map((s) => names[s - 1]),
  );
}

/** The sentence for a finished state (docs/state-json.md `result`). */
export function resultText(state, names, lang, t) {
  const r = state.result;
  const winnerNames = r.winners.map((s) => names[s - 1]);
  const losers = names.filter((_, i) => !r.winners.includes(i + 1));
  // A team of seats (Dots with 4 players) wins together: one side won, no win was shared.
  const team = state.teams.find(
    (tm) => tm.length > 1 && tm.length === r.winners.length && tm.every((s) => r.winners.includes(s)),
  );
  if (r.how === 'resign' || r.how === 'flag') {
    // `resigned` is the seat that resigned, or that ran out of time (the core's `flag`)
    const loser = names[r.resigned - 1];
    const how = r.how === 'flag' ? 'Flag' : 'Resign';
    if (team) return t(`result.team${how}`, { loser, names: joinNames(lang, winnerNames) });
    return r.winners.length === 1
      ? t(`result.wins${how}`, { loser, name: winnerNames[0] })
      : t(`result.share${how}`, { loser, names: joinNames(lang, winnerNames) });
  }
  if (r.draw) return t('result.draw');
  if (team) {
    const teamText = joinNames(lang, winnerNames);
    if (r.margin === null) return t('result.teamWinner', { names: teamText });
    return t(r.margin === 1 ? 'result.teamWinsOne' : 'result.teamWins', { names: teamText, margin: r.margin });
  }
  if (r.winners.length > 1) return t('result.share', { names: joinNames(lang, winnerNames) });
  if (r.how === 'no-move') return t('result.noMove', { name: winnerNames[0], loser: joinNames(lang, losers) });
  if (r.margin !== null) {
    // A family may word the margin in its own unit (Dots counts dots, not cells).
    const key = r.margin === 1 ? 'result.winsOne' : 'result.wins';
    return t(hasKey(`${key}.${state.family}`) ? `${key}.${state.family}` : key, {
      name: winnerNames[0],
      margin: r.margin,
    });
  }
  return t('result.winner', { name: winnerNames[0] });
}

/** scoresKey: the family's words for the final-score line ("Final score: …", "Pieces on the board: …"). */
export function ResultBanner({ state, names, note, scoresKey = 'result.scores', lang, t, children }) {
  const scores = state.teams.map((team, i) => `${teamNames(team, names, lang)} ${state.scores[i]}`).join(', ');
  return (
    <section class="result" aria-labelledby="result-title">
      <h2 id="result-title">{t('result.title')}</h2>
      <p class="result-main">{resultText(state, names, lang, t)}</p>
      <p class="result-scores">{t(scoresKey, { scores })}</p>
      {note && <p class="muted">{note}</p>}
      <div class="actions">{children}</div>
    </section>
  );
}
