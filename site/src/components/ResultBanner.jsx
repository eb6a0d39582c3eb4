// ResultBanner.jsx — the end of the game: who won and by how much, or a draw, or a resignation.
import { joinNames } from '../i18n/index.js';

/** The sentence for a result ({ family, winners, scores, resigned, misere }). */
export function resultText(result, names, lang, t) {
  const { family, winners, scores, resigned, misere } = result;
  const winnerNames = winners.map((s) => names[s - 1]);
  if (resigned) {
    const loser = names[resigned - 1];
    return winners.length === 1
      ? t('result.winsResign', { loser, name: winnerNames[0] })
      : t('result.shareResign', { loser, names: joinNames(lang, winnerNames) });
  }
  // Shut In ends when the side to move has no legal move: that seat is the loser.
  if (family === 'shutin' && winners.length === 1) {
    return t('result.shutinWins', { name: winnerNames[0], loser: names[2 - winners[0]] });
  }
  if (winners.length === scores.length) return t('result.draw');
  if (winners.length > 1) return t('result.share', { names: joinNames(lang, winnerNames) });
  const w = winners[0];
  const others = scores.filter((_, i) => i + 1 !== w);
  const margin = misere ? Math.min(...others) - scores[w - 1] : scores[w - 1] - Math.max(...others);
  return t('result.wins', { name: winnerNames[0], margin });
}

export function ResultBanner({ result, names, lang, t, children }) {
  const scores = result.scores.map((s, i) => `${names[i]} ${s}`).join(', ');
  return (
    <section class="result" aria-labelledby="result-title">
      <h2 id="result-title">{t('result.title')}</h2>
      <p class="result-main">{resultText(result, names, lang, t)}</p>
      <p class="result-scores">{t('result.scores', { scores })}</p>
      {result.misere && <p class="muted">{t('result.misere')}</p>}
      <div class="actions">{children}</div>
    </section>
  );
}
