// Scoreboard.jsx — every seat with its colour, name, score and whose turn it is; always visible.
export function Scoreboard({ seats, names, scores, toMove, winners, t }) {
  return (
    <section class="scoreboard" aria-label={t('score.title')}>
      <ol>
        {seats.map((seat, i) => {
          const n = i + 1;
          const turn = toMove === n;
          const won = winners && winners.includes(n);
          return (
            <li key={n} class={`seat seat${n}${turn ? ' turn' : ''}${won ? ' won' : ''}`} aria-current={turn ? 'true' : undefined}>
              <span class="swatch" aria-hidden="true" />
              <span class="who">
                <span class="name">{names[i]}</span>
                <span class="kind">
                  {seat.kind === 'bot' ? t('seat.level', { level: seat.level }) : t(`seat.colour${n}`)}
                </span>
              </span>
              <span class="score" aria-label={t('score.cells', { n: scores[i] })}>
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
