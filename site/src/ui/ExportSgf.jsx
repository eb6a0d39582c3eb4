// ExportSgf.jsx — the game as an SGF file (Dots: GM[40], with the ring each capture closed),
// written by the core: download it, or copy the text to open the game on another Dots site.
// clock: the game clock's times (clock/clock.js sgfClock), written as TM, OT and BL / WL; info:
// the players' names and the date (sgfInfo below), written as PB, PW and DT.
import { useMemo } from 'preact/hooks';
import { errorText } from '../i18n/index.js';

/** A date (ms) as the day it fell on here, "2026-12-01" (SGF's DT). */
export function sgfDate(ms) {
  const d = new Date(ms);
  const two = (n) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
}

/**
 * What an SGF file says of a game beyond its record: PB and PW, the names of seats 1 (Black) and
 * 2 (White), as the saved games' list names them: the name typed for the seat, and a bot as
 * "Bot, level 2" in the page's language (with a typed name, "Robo (Bot, level 2)"). The file is
 * for people to read (the sites show PB and PW as they are, and an import here takes its seats
 * from the table setup, not from these words), so the words are those the player reads on the
 * page. A person with no typed name gets none: "Player 1" is the page's word, not a name, and a
 * file read in another language gets that language's word. With teams (4 or 6 seats) a colour
 * is several players and the names are left out. DT: the day of `played` (ms).
 * seats: the session's seats ({kind, level, name}).
 */
export function sgfInfo(seats, played, t) {
  const name = (s) => {
    const typed = (s.name || '').trim();
    if (s.kind !== 'bot') return typed;
    const bot = t('setup.bot', { level: s.level });
    return typed ? t('saved.botNamed', { name: typed, bot }) : bot;
  };
  const names = seats.length === 2 ? { pb: name(seats[0]), pw: name(seats[1]) } : {};
  return { ...names, dt: sgfDate(played) };
}

export function ExportSgf({ engine, record, clock = null, info = null, id, t, lang }) {
  const timing = clock ? JSON.stringify(clock) : '';
  const about = info ? JSON.stringify(info) : '';
  const sgf = useMemo(() => {
    try {
      return {
        text: engine.sgfExport(record, timing ? JSON.parse(timing) : null, about ? JSON.parse(about) : null),
      };
    } catch (err) {
      return { error: errorText(lang, err) };
    }
  }, [engine, record, timing, about, lang]);

  return (
    <details class="export-sgf">
      <summary>{t('sgf.title')}</summary>
      {sgf.error ? (
        <p class="error">{sgf.error}</p>
      ) : (
        <>
          <label for="sgf-text">{t('sgf.label')}</label>
          <textarea id="sgf-text" rows={4} readOnly value={sgf.text} onFocus={(e) => e.currentTarget.select()} />
          <p class="share-row">
            <a
              class="button"
              href={`data:application/x-go-sgf;charset=utf-8,${encodeURIComponent(sgf.text)}`}
              download={`paperdots-${id || 'game'}.sgf`}
            >
              {t('sgf.download')}
            </a>
          </p>
        </>
      )}
    </details>
  );
}
