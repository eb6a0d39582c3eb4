// useSavedGames.js — the saved games the table setup lists: read again each time the setup shows
// (and after an import), each game's facts (when, whose turn and the score, or for a finished game
// the result and final score: the core's), and deleting with an Undo toast (a game leaves storage
// only when the toast expires). Also how a saved game is described.
import { useEffect, useRef, useState } from 'preact/hooks';
import { resultText, teamNames } from '../ui/ResultBanner.jsx';
import { parseSize, settingsFromFragment } from '../game/setup.js';
import { clockLabel } from '../ui/SetupForm.jsx';
import { familyOf, familyWords } from '../families/index.js';
import { familyOfSetup } from '../engine/engine-loader.js';
import { seatNames } from '../game/names.js';
import { hasKey } from '../i18n/index.js';
import { deleteGame, loadGames, storedTally } from './storage.js';
import { setupOf } from '../game/record.js';

/** How long a deleted saved game can be brought back before it leaves storage. */
const UNDO_DELETE_MS = 6000;

/**
 * What a saved game is, for its line in the list: "Dots 15 × 15 · Polish rules · 10 s per move ·
 * Ann vs Bot, level 2 · 12 moves". The game and its variants (the family's rules(s) labels, up
 * to their first colon, once the family's words have loaded), the size, the clock, who plays
 * (a bot with its level) and the moves.
 */
export function describeSaved(g, t) {
  let game;
  try {
    const s = settingsFromFragment(`#${setupOf(g.record)}`);
    const family = familyOf(s.game);
    const size = parseSize(s.size);
    const variants = (family.rules ? family.rules(s) : [])
      .slice(1)
      .filter((r) => r.label !== 'setup.players' && hasKey(r.label))
      .map((r) => t(r.label).split(':')[0]);
    const clock = g.clock && g.clock !== 'none' ? [clockLabel(g.clock, t)] : [];
    game = [`${family.title(s, t)} ${t('setup.sizeValue', size)}`, ...variants, ...clock].join(' · ');
  } catch {
    game = g.record.split('&')[0];
  }
  const seats = g.seats.map((c, i) => ({ kind: c === 'h' ? 'human' : 'bot', name: g.names[i] || '' }));
  const names = seatNames(seats, t).map((name, i) => {
    if (seats[i].kind !== 'bot') return name;
    const bot = t('setup.bot', { level: Number(g.seats[i].slice(1)) });
    return seats[i].name ? t('saved.botNamed', { name, bot }) : bot;
  });
  const who = names.length === 2 ? t('saved.against', { a: names[0], b: names[1] }) : names.join(', ');
  return t('saved.entry', { game, names: who, n: g.moves || 0 });
}

/** Can this entry's facts be said without its engine: its tally kept, with the result once over. */
const keptFacts = (g) => {
  const kept = storedTally(g);
  return kept && (!g.over || !!kept.result) ? kept : null;
};

/**
 * When a saved game was last played, whose turn it is and the score, or for a finished game who
 * won and the final score: the core's (kept with the game, or the record replayed), never worked
 * out here. A line of text (only the date when the record cannot be replayed).
 */
export function savedFacts(g, engine, t, lang) {
  const seats = g.seats.map((c, i) => ({ kind: c === 'h' ? 'human' : 'bot', name: g.names[i] || '' }));
  const names = seatNames(seats, t);
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(g.updated));
  const say = (st) => {
    const score = st.teams.map((team, i) => `${teamNames(team, names, lang)} ${st.scores[i]}`).join(', ');
    if (st.result) {
      const family = familyOfSetup(g.record);
      const result = resultText({ ...st, family }, names, lang, t);
      // the family's words for the final score, as its result banner says it, once they are loaded
      const key = family ? familyOf(family).finalScoresKey : '';
      return t('saved.finishedFacts', {
        when,
        result,
        scores: t(key && hasKey(key) ? key : 'result.scores', { scores: score }),
      });
    }
    const turn = st.toMove ? t('status.toMove', { name: names[st.toMove - 1] }) : '';
    return t('saved.facts', { when, turn, score });
  };
  const kept = keptFacts(g);
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
 * fileReport ([report, setReport] of the games file's import: GamesFile), remove(g),
 * undoRemove(), reload()}. Lives as long as the session view: a delete still happens
 * when a game starts before its toast has expired.
 */
export function useSavedGames({ phase, engine, t, lang }) {
  const [saved, setSaved] = useState(null);
  const [removed, setRemoved] = useState(null); // the saved game whose Undo toast is showing
  const fileReport = useState(null); // what the last import of a games file did (GamesFile)
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
    const games = saved.games;
    // a game saved with its score and turn (and result) needs no engine module of its own
    // (storedTally); a result may be worded in its family's words (Dots counts dots)
    const replay = games.filter((g) => !keptFacts(g));
    const words = games.filter((g) => g.over).map((g) => familyWords(g.record));
    Promise.allSettled([...replay.map((g) => engine.readyFor(g.record)), ...words]).then(() => {
      if (gone) return;
      const m = new Map();
      for (const g of games) m.set(g.id, savedFacts(g, engine, t, lang));
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
    fileReport,
    facts: (g) => facts.get(g.id) || (keptFacts(g) ? savedFacts(g, null, t, lang) : ''),
    reload: () => setSaved(loadGames()),
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
