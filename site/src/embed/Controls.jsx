// Controls.jsx — the embedded board's move controls (the `controls` attribute): Start, Back,
// Forward, Latest, and Play through, which steps through the game's positions one by one.
import { useEffect, useState } from 'preact/hooks';

/** How long autoplay shows each position. */
const AUTOPLAY_MS = 900;

export function Controls({ session, st, t }) {
  const [auto, setAuto] = useState(false);
  const n = st.state.moveCount;
  const at = st.view === null ? n : st.view;
  useEffect(() => {
    if (!auto) return undefined;
    if (at >= n) {
      setAuto(false);
      return undefined;
    }
    const timer = setTimeout(() => session.viewMove(at + 1), AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [auto, at, n, session]);
  const go = (k) => {
    setAuto(false);
    session.viewMove(k);
  };
  function toggle() {
    if (auto) return setAuto(false);
    if (at >= n) session.viewMove(0);
    return setAuto(true);
  }
  return (
    <div class="controls" role="group" aria-label={t('moves.title')}>
      <button type="button" onClick={() => go(0)} disabled={at === 0}>
        {t('moves.first')}
      </button>
      <button type="button" onClick={() => go(at - 1)} disabled={at === 0}>
        {t('moves.back')}
      </button>
      <button type="button" onClick={() => go(at + 1)} disabled={at >= n}>
        {t('moves.forward')}
      </button>
      <button type="button" onClick={() => go(null)} disabled={at >= n}>
        {t('moves.latest')}
      </button>
      <button type="button" class="autoplay" aria-pressed={auto ? 'true' : 'false'} onClick={toggle} disabled={n === 0}>
        {auto ? t('embed.pause') : t('embed.autoplay')}
      </button>
    </div>
  );
}
