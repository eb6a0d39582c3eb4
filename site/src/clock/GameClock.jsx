// GameClock.jsx — the game clock beside the board (clock/clock.js): each seat's time, the one
// that runs marked, a warning when a seat is short of time; for days per move, when the last
// move was made and whether the mover's days are over (with the claim of a win on time).
// The faces are a role="timer" (not read out as they change); a screen reader hears once that a
// seat is short of time, and the result when time runs out.
import { useEffect, useState } from 'preact/hooks';
import './clock.css';
import { agoText, clockFace, dayStatus, lowTime, parseControl, shownTime } from './clock.js';

/** The time now, again every `ms` while `on` (one timer for the whole clock). */
function useNow(on, ms) {
  const [at, setAt] = useState(() => Date.now());
  useEffect(() => {
    if (!on) return undefined;
    setAt(Date.now());
    const id = setInterval(() => setAt(Date.now()), ms);
    return () => clearInterval(id);
  }, [on, ms]);
  return at;
}

/** Live clocks: one face per seat (seats of a team each keep their own time). */
function Faces({ control, snap, seats, names, over, t }) {
  const ticking = !over && snap.running > 0 && !snap.paused;
  const at = useNow(ticking, 100);
  const times = seats.map((_, i) => shownTime(snap, i + 1, at));
  const low = times.map((ms) => lowTime(control, ms));
  // said once when the running seat becomes short of time (not every tick)
  const warned = snap.running && low[snap.running - 1] && !over ? snap.running : 0;
  return (
    <section class="game-clock" aria-label={t('clock.title')} data-testid="clock">
      <ol>
        {seats.map((_, i) => {
          const seat = i + 1;
          const running = snap.running === seat && !over;
          return (
            <li key={seat} class={`clock-seat seat${seat}${running ? ' running' : ''}${low[i] ? ' low' : ''}`}>
              <span class="clock-name">{names[i]}</span>
              <span
                class="clock-face"
                role="timer"
                aria-live="off"
                aria-label={t('clock.of', { name: names[i], time: clockFace(times[i]) })}
                data-testid={`clock-${seat}`}
              >
                {clockFace(times[i])}
              </span>
            </li>
          );
        })}
      </ol>
      {snap.paused && !over && <p class="muted clock-paused">{t('clock.paused')}</p>}
      <p class="sr-only" aria-live="polite">
        {warned ? t('clock.low', { name: names[warned - 1] }) : ''}
      </p>
    </section>
  );
}

/** Days per move: when the side to move got the move, its limit, and a claim once it is over. */
function Days({ control, st, names, session, ask, lang, t }) {
  const at = useNow(!st.state.over, 60000);
  const status = dayStatus(control, st.dates, at);
  // a finished game's result says how it ended; the dates stay in its link and saved copy
  if (!status || st.state.over) return null;
  const { moveCount, movers, toMove, over } = st.state;
  const last = moveCount ? names[movers[moveCount - 1] - 1] : '';
  const ago = agoText(lang, status.since, at);
  const claim = !over && status.overdue && session.canClaim(at);
  return (
    <section class="game-clock days" aria-label={t('clock.title')} data-testid="clock">
      <p data-testid="moved-ago">{moveCount ? t('clock.moved', { name: last, ago }) : t('clock.started', { ago })}</p>
      {!over && <p class="muted">{t('clock.dayLimit', { name: names[toMove - 1], n: control.days })}</p>}
      {!over && status.overdue && (
        <p class="clock-overdue low" data-testid="overdue">
          {t('clock.overdue', { name: names[toMove - 1] })}
        </p>
      )}
      {claim && (
        <button
          type="button"
          data-testid="claim"
          onClick={() =>
            ask({
              token: 'claim',
              title: t('clock.claimTitle'),
              text: t('clock.claimText', { name: names[toMove - 1] }),
              confirm: t('clock.claim'),
            })
          }
        >
          {t('clock.claim')}
        </button>
      )}
    </section>
  );
}

export function GameClock({ st, names, session, ask, lang, t }) {
  const control = parseControl(st.clock);
  if (!control || control.kind === 'none') return null;
  if (control.kind === 'days')
    return <Days control={control} st={st} names={names} session={session} ask={ask} lang={lang} t={t} />;
  if (!st.clockSnap) return null;
  return <Faces control={control} snap={st.clockSnap} seats={st.seats} names={names} over={st.state.over} t={t} />;
}
