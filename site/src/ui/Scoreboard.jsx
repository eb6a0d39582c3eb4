// Scoreboard.jsx — every team with its colour (or piece), names, score and whose turn it is;
// always visible. Scores come per team (docs/state-json.md `teams`); a team of one is a seat.
import { teamNames } from './ResultBanner.jsx';

/** group: a group rather than a landmark (a page may hold many embedded boards). */
export function Scoreboard({ family, seats, names, state, toMove, t, lang, group }) {
  const winners = state.result ? state.result.winners : [];
  return (
    <section class="scoreboard" role={group ? 'group' : undefined} aria-label={t('score.title')}>
      <ol>
        {state.teams.map((team, i) => {
          const first = team[0];
          const turn = team.includes(toMove);
          const won = team.some((s) => winners.includes(s));
          const score = state.scores[i];
          // what the family says of this score instead of its plain unit (Dots: the komi in it)
          const note = family.scoreNote ? family.scoreNote(state, i, t) : null;
          const kinds = team.map((s) =>
            seats[s - 1].kind === 'bot' ? t('seat.level', { level: seats[s - 1].level }) : family.seatText(s, t),
          );
          return (
            <li
              key={first}
              class={`seat seat${first}${turn ? ' turn' : ''}${won ? ' won' : ''}`}
              aria-current={turn ? 'true' : undefined}
            >
              <family.SeatIcon seat={first} />
              <span class="who">
                <span class="name">{teamNames(team, names, lang)}</span>
                <span class="kind">{kinds.join(', ')}</span>
              </span>
              <span class="score-box">
                <span class="score" aria-label={note ? note.say : t(family.scoreKey, { n: score })}>
                  {score}
                </span>
                <span class="score-unit" aria-hidden="true">
                  {note ? note.unit : t(family.scoreUnitKey, { n: score })}
                </span>
              </span>
              {turn && <span class="turn-badge">{t('score.toMove')}</span>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
