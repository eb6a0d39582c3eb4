// opener.js — the play page's address: which fragments are share links (or cannot be read), the
// fragment kept on the game shown, and opening a link's game once its engine module has loaded
// (a bad link explains itself and never touches saved games).
import { SHARE_LINK } from '../app/address.js';
import { familyWords } from '../families/index.js';
import { parseFragment, setupPart } from './link.js';
import { ownFragment } from '../saved/autosave.js';
import { compareRecords, withOurCopy } from './compare.js';
import { loadGame } from '../saved/storage.js';
import { errorText } from '../i18n/index.js';

/** A fragment is a share link when it carries link-layer keys or moves (home cards don't). */
export const isShareLink = (hash) => SHARE_LINK.test(hash);

/**
 * A fragment that is neither a share link nor a setup (home cards link "#game=…") nor the id of
 * something on the page (the skip link's "#main"): a link that could not be read at all.
 */
export function isUnreadable(hash) {
  const text = hash.replace(/^#/, '');
  if (!text || isShareLink(hash) || text.startsWith('game=')) return false;
  return !document.getElementById(text);
}

const TAB_GAME = 'paperdots:tab-game';
let lastTab = ''; // what this page last kept there

/**
 * The game this tab's address last showed and the seat the tab played in it (0: every person's),
 * {id, you}, or null: kept for the tab, so a reload knows its own address from a link opened in it.
 */
function tabGame() {
  try {
    return JSON.parse(sessionStorage.getItem(TAB_GAME) || 'null');
  } catch {
    return null;
  }
}

/**
 * Keep the address bar's fragment on the current game; on the setup, clear a game's fragment but
 * keep a setup typed into the address (#game=dots…), which a reload opens again.
 */
export function syncFragment(st) {
  const playing = st.phase === 'playing' && st.id;
  const want = playing ? `#${ownFragment(st)}` : isShareLink(location.hash) ? '' : location.hash;
  if (location.hash !== want) history.replaceState(history.state, '', `${location.pathname}${location.search}${want}`);
  const tab = want ? JSON.stringify({ id: st.id, you: st.you || 0 }) : '';
  if (!tab || tab === lastTab) return;
  lastTab = tab;
  try {
    sessionStorage.setItem(TAB_GAME, tab);
  } catch {
    // no storage for the tab: a reload opens its address as any link
  }
}

/** A record as the core writes it (what saved games hold: the setup in full), or null when refused. */
function canonicalRecord(engine, record) {
  let g = null;
  try {
    g = engine.newGame(record);
    return g.state().record;
  } catch {
    return null;
  } finally {
    if (g) g.free();
  }
}

/**
 * The play page's ways into a game that wait for its family's engine module: t, lang; quietGame
 * (Play's ref: the game the address opened with the page); opened() lifts the page's opening
 * mark; setProblem({text, fresh}) shows why a link could not open; setEngineFailed(true) says a
 * module could not load. A link about to open is told to linkOpening(known) (before the page's
 * autosave sees its game), one that opened to linkOpened(known, its geometry): known is null for a game this
 * browser has no copy of, else {id, ours: the stored entry, how: compare.js
 * compareRecords(ours.record, the link's record)}.
 */
export function linkOpener({ t, lang, quietGame, opened, setProblem, setEngineFailed, linkOpening, linkOpened }) {
  /** Load the engine module of the family a setup or record names, then f(); a failed load is said. */
  function whenReady(engine, text, f) {
    engine.readyFor(text).then(f, () => setEngineFailed(true));
  }

  /** openLink once its game's engine module has loaded. */
  function openLinkReady(engine, made, hash, withPage = false) {
    const parsed = parseFragment(hash);
    whenReady(engine, parsed.ok ? parsed.record : setupPart(hash), () => openLink(engine, made, hash, withPage));
  }

  /** Start a game once its family's engine module has loaded. */
  function startReady(engine, made, s) {
    whenReady(engine, `game=${s.game}`, () => made.start(s));
  }

  /** Open a share link; a bad one leaves every saved game alone and explains what is wrong. */
  function openLink(engine, made, hash, withPage) {
    const parsed = parseFragment(hash);
    let err = null;
    let setup = parsed.ok ? parsed.setup : setupPart(hash);
    if (parsed.ok) {
      // The copy of this game this browser already has (the same id): the link may continue it,
      // be older, or change one of its moves. Told before resume(), whose autosave keeps both.
      const ours = parsed.id ? loadGame(parsed.id) : null;
      const theirs = ours && canonicalRecord(engine, parsed.record);
      const known = theirs ? { id: parsed.id, ours, how: compareRecords(ours.record, theirs) } : null;
      linkOpening(known);
      const tab = withPage ? tabGame() : null;
      const tabSeat = tab && tab.id === parsed.id ? tab.you : undefined;
      err = made.resume(known && known.how.kind !== 'conflict' ? withOurCopy(parsed, known, tabSeat) : parsed);
      if (!err) {
        if (withPage) quietGame.current = made.store.get().id;
        opened();
        linkOpened(known, made.store.get().geometry);
        return;
      }
      linkOpening(null);
    }
    let fresh = '';
    try {
      const g = engine.newGame(setup);
      fresh = g.canonicalSetup();
      g.free();
    } catch {
      fresh = '';
    }
    // A link pasted over a game on screen leaves that game there, and the address bar back on it.
    const kept = !withPage && made.store.get().phase === 'playing';
    if (kept) syncFragment(made.store.get());
    // The engine's error is said in its family's words, which may still be loading.
    familyWords(setup).then(() => {
      const text = err
        ? t('link.bad', { reason: t('link.engine', { error: errorText(lang, err) }) })
        : t('link.bad', { reason: t(`link.${parsed.error.code}`, parsed.error.params) });
      setProblem({ text: kept ? `${text} ${t('link.keptGame')}` : text, fresh });
    });
  }

  return { whenReady, openLinkReady, startReady };
}
