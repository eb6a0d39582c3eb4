// useSavedGames.js — the saved games the table setup lists: read again each time the setup shows,
// each open game's facts (when, whose turn, the score: the core's), and deleting with an Undo
// toast (a game leaves storage only when the toast expires). Also how a saved game is described.
import { useEffect, useRef, useState } from 'preact/hooks';
import { teamNames } from '../../components/ResultBanner.jsx';
import { settingsFromFragment } from '../../model/setup.js';
import { familyOf } from '../../families/index.js';
import { seatNames } from '../../model/names.js';
import { deleteGame, loadGames, storedTally } from '../../model/storage.js';

/** How long a deleted saved game can be brought back before it leaves storage. */
const UNDO_DELETE_MS = 6000;

/** "Dots and Boxes, Ann and Bot · 12 moves" for a saved game. */
export function describeSaved(g, t) {
  let game;
  try {
    const s = settingsFromFragment(`#${g.record.split('&moves=')[0]}`);
    game = familyOf(s.game).title(s, t);
  } catch {
    game = g.record.split('&')[0];
  }
  const seats = g.seats.map((c, i) => ({ kind: c === 'h' ? 'human' : 'bot', name: g.names[i] || '' }));
  return t(g.moves === 1 ? 'saved.describeOne' : 'saved.describe', { game, names: seatNames(seats, t).join(', '), moves: g.moves || 0 });
}

/**
 * When a saved game was last played, whose turn it is and the score: the score and the turn are
 * the core's (the record replayed), never worked out here. {when, turn, score} or null.
 */
export function savedFacts(g, engine, t, lang) {
  const seats = g.seats.map((c, i) => ({ kind: c === 'h' ? 'human' : 'bot', name: g.names[i] || '' }));
  const names = seatNames(seats, t);
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(g.updated));
  const say = (st) => {
    const score = st.teams.map((team, i) => `${teamNames(team, names, lang)} ${st.scores[i]}`).join(', ');
    const turn = st.toMove ? t('status.toMove', { name: names[st.toMove - 1] }) : ''; // 0: the game is over
    return t('saved.facts', { when, turn, score });
  };
  const kept = storedTally(g);
  if (kept) return say(kept);
  let game = null;
  try {
    game = engine.newGame(g.record);
    return say(game.state());
  } catch {
    return when;
  } finally {
    if (game) game.free();
  }
}

/**
 * phase: the session's ('setup' reads the list again). Returns {saved ({games, skipped} or
 * null), facts (a saved game's facts line), removed (the game whose Undo toast shows, or null),
 * remove(g), undoRemove()}. Lives as long as the session view: a delete still happens when a
 * game starts before its toast has expired.
 */
export function useSavedGames({ phase, engine, t, lang }) {
  const [saved, setSaved] = useState(null);
  const [removed, setRemoved] = useState(null); // the saved game whose Undo toast is showing
  const timer = useRef(null);
  useEffect(() => {
    if (phase === 'setup') setSaved(loadGames());
  }, [phase]);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Each saved game's facts: kept with it (shown with the list's first render, below), or once the
  // engine modules of their families have loaded
  const [facts, setFacts] = useState(() => new Map());
  useEffect(() => {
    if (!saved || !engine) return undefined;
    let gone = false;
    const open = saved.games.filter((g) => !g.over);
    // a game saved with its score and turn needs no engine module of its own (storedTally)
    const replay = open.filter((g) => !storedTally(g));
    Promise.allSettled(replay.map((g) => engine.readyFor(g.record))).then(() => {
      if (gone) return;
      const m = new Map();
      for (const g of open) m.set(g.id, savedFacts(g, engine, t, lang));
      setFacts(m);
    });
    return () => {
      gone = true;
    };
    // t follows lang, which never changes while the page is mounted
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved, engine, lang]);
  /** Delete for real (the toast expired, or another delete replaced it). */
  const dropNow = (g) => {
    deleteGame(g.id);
    setSaved(loadGames());
  };
  return {
    saved,
    removed,
    facts: (g) => facts.get(g.id) || (!g.over && storedTally(g) ? savedFacts(g, null, t, lang) : ''),
    remove(g) {
      clearTimeout(timer.current);
      if (removed) dropNow(removed);
      setRemoved(g);
      timer.current = setTimeout(() => {
        dropNow(g);
        setRemoved(null);
      }, UNDO_DELETE_MS);
    },
    undoRemove() {
      clearTimeout(timer.current);
      setRemoved(null);
    },
  };
}
