// games-file.js — all of a player's saved games as one file, to move them to another browser or
// device: export writes every entry (saved/storage.js) as JSON; import reads such a file back,
// checks every entry as storage does, and merges it with what this browser has, losing nothing:
//   - a game this browser does not have is added;
//   - the same game with more moves (the file's copy continues ours) replaces ours;
//   - ours continuing the file's, or the same record, stays as it is;
//   - the same id with different moves (or another setup) is a conflict: the file's copy is
//     added under a new id beside ours, so both versions stay.
// The engine checks each record when the game is opened, as for any saved game.
import { compareRecords } from '../share/compare.js';
import { newGameId } from '../share/link.js';
import { loadGame, loadGames, pruneFinished, saveGameResult, validEntry } from './storage.js';
import { loadProgress, mergeProgress, saveProgress, triesOf, validProgress } from '../puzzles/progress.js';

export const GAMES_FILE_FORMAT = 'paperdots-games';
export const GAMES_FILE_VERSION = 1;
/** The largest file import reads (far above a few hundred games). */
export const GAMES_FILE_MAX = 4 * 1024 * 1024;

/** Every saved game as the text of one file (JSON), with the puzzle record (puzzles/progress.js)
 * when the player has tried a puzzle. */
export function gamesFileText(now = Date.now()) {
  const { games } = loadGames();
  const { progress } = loadProgress();
  const puzzles = triesOf(progress) > 0 ? { puzzles: progress } : {};
  return `${JSON.stringify({ format: GAMES_FILE_FORMAT, version: GAMES_FILE_VERSION, exported: new Date(now).toISOString(), games, ...puzzles }, null, 1)}\n`;
}

/** The file's name: paperdots-games-YYYY-MM-DD.json. */
export function gamesFileName(now = Date.now()) {
  return `paperdots-games-${new Date(now).toISOString().slice(0, 10)}.json`;
}

/**
 * Read a games file. Never throws.
 * @returns {{ok: true, games: object[], skipped: number, puzzles: object|null} | {ok: false, code: string}}
 *   puzzles: the file's puzzle record, null when it has none or a damaged one
 *   code: 'games-file-long' | 'games-file-json' | 'games-file-format' | 'games-file-version'
 */
export function readGamesFile(text) {
  if (typeof text !== 'string' || text.length > GAMES_FILE_MAX) return { ok: false, code: 'games-file-long' };
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, code: 'games-file-json' };
  }
  if (!data || typeof data !== 'object' || data.format !== GAMES_FILE_FORMAT || !Array.isArray(data.games))
    return { ok: false, code: 'games-file-format' };
  if (data.version !== GAMES_FILE_VERSION) return { ok: false, code: 'games-file-version' };
  const games = data.games.filter(validEntry);
  const puzzles = validProgress(data.puzzles) ? data.puzzles : null;
  return { ok: true, games, skipped: data.games.length - games.length, puzzles };
}

/**
 * Merge games read from a file into this browser's saved games (see the top of this file).
 * @returns {{added: number, replaced: number, kept: number, conflicts: number, failed: number}}
 *   failed: entries the browser refused to store (full or disabled storage)
 */
export function importGames(games) {
  const out = { added: 0, replaced: 0, kept: 0, conflicts: 0, failed: 0 };
  const save = (e, count) => {
    if (saveGameResult(e).ok) out[count] += 1;
    else out.failed += 1;
  };
  for (const e of games) {
    const ours = loadGame(e.id);
    if (!ours) {
      save(e, 'added');
      continue;
    }
    const how = compareRecords(ours.record, e.record);
    if (how.kind === 'ahead') save(e, 'replaced');
    else if (how.kind === 'conflict') save({ ...e, id: newGameId() }, 'conflicts');
    else out.kept += 1;
  }
  return out;
}

/**
 * Read a games file and merge it (importGames); then, as when a game ends, the finished games
 * beyond storage.js FINISHED_KEPT go, oldest first (never an unfinished one).
 * The file's puzzle record merges into this browser's (puzzles/progress.js mergeProgress).
 * @returns {{ok: true, added, replaced, kept, conflicts, failed, skipped, pruned, puzzles} | {ok: false, code}}
 *   skipped: entries of the file that were not well formed; pruned: finished games dropped;
 *   puzzles: null (the file has no puzzle record) or {added, taken, rating}
 */
export function importGamesFile(text) {
  const read = readGamesFile(text);
  if (!read.ok) return read;
  const counts = importGames(read.games);
  let puzzles = null;
  if (read.puzzles) {
    const merged = mergeProgress(loadProgress().progress, read.puzzles);
    saveProgress(merged.progress);
    puzzles = { added: merged.added, taken: merged.taken, rating: Math.round(merged.progress.rating) };
  }
  return { ok: true, ...counts, skipped: read.skipped, pruned: pruneFinished(), puzzles };
}
