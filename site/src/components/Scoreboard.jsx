// Scoreboard.jsx — every seat with its colour, name, score and whose turn it is; always visible.
// Shut In seats show their piece (cross, circle) and count pieces instead of cells.
import { Piece } from './Pieces.jsx';

export function Scoreboard({ seats, names, scores, toMove, winners, t, family = 'boxes' }) {
  const shutin = family === 'shutin';
  return (
    <section class="scoreboard" aria-label={t('score.title')}>
      <ol>
        {seats.map((seat, i) => {
          const n = i + 1;
          const turn = toMove === n;
          const won = winners && winners.includes(n);
          return (
            <li key={n} class={`seat seat${n}${turn ? ' turn' : ''}${won ? ' won' : ''}`} aria-current={turn ? 'true' : undefined}>
              {shutin ? (
                <svg class="piece-icon" viewBox="0 0 1 1" aria-hidden="true">
                  <Piece seat={n} />
                </svg>
              ) : (
                <span class="swatch" aria-hidden="true" />
              )}
              <span class="who">
                <span class="name">{names[i]}</span>
                <span class="kind">
                  {seat.kind === 'bot'
                    ? t('seat.level', { level: seat.level })
                    : shutin
                      ? t(n === 1 ? 'seat.crosses' : 'seat.circles')
                      : t(`seat.colour${n}`)}
                </span>
              </span>
              <span class="score" aria-label={t(shutin ? 'score.pieces' : 'score.cells', { n: scores[i] })}>
                {scores[i]}
              </span>
              {turn && <span class="turn-badge">{t('score.toMove')}</span>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
