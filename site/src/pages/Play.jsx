// Play.jsx — the play page: the table setup (with saved games and record import), then the board
// with scores, status, actions, move list, result and sharing. A share link in the fragment
// opens its game; the fragment then follows the game, so a reload resumes it. All game state
// comes from the session model (game/session.js) and so from the core; the board, the options
// and the wording of a move come from the game's family module (families/index.js).
//
// This file holds what lives as long as the page: the engine and the session, the address's game
// and the notices above it. The page's own parts are in ./play/; the features it shows are in
// their folders (share/, saved/, analysis/, clock/; see site/README.md).
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { SetupForm } from '../ui/SetupForm.jsx';
import { defaultSettings, settingsFromFragment, withNames } from '../game/setup.js';
import { createSession } from '../game/session.js';
import { familyOfSetup, loadBotClientClass, loadEngineOnce, loadedNow, takeWarmBot } from '../engine/engine-loader.js';
import { paceOf } from '../game/bots.js';
import { botBookUrl } from '../engine/books.js';
import { errorText, hasKey } from '../i18n/index.js';
import { moveLabel } from '../ui/MoveList.jsx';
import { parseFragment, setupPart } from '../share/link.js';
import { autosave } from '../saved/autosave.js';
import { DEFAULT_PREFS, loadGame, loadNames, loadPrefs, savePrefs, saveNames } from '../saved/storage.js';
import { OPENING_ATTR, gameOpened } from '../app/address.js';
import { isShareLink, isUnreadable, linkOpener, syncFragment } from '../share/opener.js';
import { LinkKnown, LinkProblem } from '../share/LinkNotices.jsx';
import { Pruned, SaveConflict, SaveProblem, Waiting } from './play/Notices.jsx';
import { SessionView } from './play/SessionView.jsx';

export function Play({ route, t }) {
  const lang = route.lang;
  const [settings, setSettings] = useState(defaultSettings);
  const [formKey, setFormKey] = useState(0);
  const [session, setSession] = useState(null);
  const [engine, setEngine] = useState(null);
  const [engineFailed, setEngineFailed] = useState(false);
  const [problem, setProblem] = useState(null); // {text, fresh: canonical setup or ''}
  const [saveProblem, setSaveProblem] = useState(null); // autosave's failure code, null while saving works
  const [prefs, setPrefs] = useState(DEFAULT_PREFS); // sound and bot pace, kept per device
  const [conflict, setConflict] = useState(null); // {theirs: id}: another tab played this game on
  // A link for a game this browser has, which it does not continue: {id, ours (the stored entry),
  // how (compareRecords: 'conflict' or 'behind')}; the link's game is shown, ours offered.
  const [linkKnown, setLinkKnown] = useState(null);
  const forking = useRef(null); // the id of a link game autosave is about to keep beside ours
  const [pruned, setPruned] = useState(0); // how many old finished games autosave just dropped
  const pending = useRef(null);
  const still = useRef(false); // the player asked for less motion
  // The address opens a game (the page's first script marked the page: app/address.js):
  // until it is shown, the table setup it replaces is not rendered either (hydrating it would
  // only put off the board).
  const [opening, setOpening] = useState(
    () => typeof document !== 'undefined' && document.documentElement.hasAttribute(OPENING_ATTR),
  );
  const opened = () => {
    gameOpened();
    setOpening(false);
  };
  // The id of the game the address opened with the page: its title does not take focus. Nobody
  // has used the page yet, focus is at its start anyway, and a focus ring round the title would
  // greet every visitor who opens a link. Every other game (from the form, a saved game, a
  // rematch, a link pasted into this tab later) takes focus to its title (GameView).
  const quietGame = useRef(null);
  // Opening a link's game, or starting one, once its family's engine module has loaded.
  // A link that rewrites a game we have (or an old one, once played on) is kept beside it by
  // autosave: that is the link's notice to tell, not the other-tab one. One that continues ours
  // (or is ours) opens silently.
  const differs = (known) => !!known && (known.how.kind === 'conflict' || known.how.kind === 'behind');
  const linkOpening = (known) => {
    forking.current = differs(known) ? known.id : null;
  };
  // The moves it differs by are named as the move list names them (the core's labels; an action
  // in the words loaded now, else its token).
  const linkOpened = (known, geometry) => {
    if (!differs(known)) return setLinkKnown(null);
    const { how } = known;
    const say = (tok) => moveLabel(tok, geometry, (x) => (hasKey(`moves.action.${x}`) ? t(`moves.action.${x}`) : x), t);
    setLinkKnown(
      how.kind === 'conflict' && how.move > 0
        ? { ...known, how: { ...how, ours: say(how.ours), theirs: say(how.theirs) } }
        : known,
    );
  };
  const { whenReady, openLinkReady, startReady } = linkOpener({
    t,
    lang,
    quietGame,
    opened,
    setProblem,
    setEngineFailed,
    linkOpening,
    linkOpened,
  });

  // A link's game could not be opened: the notice and the table setup take the board's place.
  useLayoutEffect(() => {
    if (problem || engineFailed) opened();
  }, [problem, engineFailed]);

  // A layout effect: it runs as soon as the page has hydrated, not after the next paint. The
  // engine is usually loaded by then (main.jsx waits for it), so a linked game's board is drawn
  // with the first paint after hydrating.
  useLayoutEffect(() => {
    const hash = location.hash;
    if (!isShareLink(hash)) opened();
    // The names typed on this device last time (read here, not while prerendering).
    const remembered = withNames(defaultSettings(), loadNames());
    let initial = remembered;
    if (isUnreadable(hash)) {
      setProblem({ text: t('link.bad', { reason: t('link.link-unreadable') }), fresh: '' });
    } else if (hash && !isShareLink(hash)) {
      try {
        initial = settingsFromFragment(hash, remembered);
      } catch (err) {
        setProblem({ text: t('link.bad', { reason: errorText(lang, err) }), fresh: '' });
      }
    }
    setSettings(initial);
    setFormKey((k) => k + 1);
    const kept = loadPrefs();
    setPrefs(kept);
    still.current = !!(window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches);
    let made = null;
    let gone = false;
    const unsubscribe = [];
    const withEngine = ([engine, BotClient]) => {
      if (gone) return;
      // The first bot is the one the page started before it hydrated (boot.js): its worker is
      // ready or nearly so. A bot gets the module of its game's family.
      const makeBot = (family) => {
        const warm = takeWarmBot(family);
        if (warm && warm.state !== 'failed') return warm;
        if (warm) warm.dispose();
        return new BotClient({ wasmModule: engine.module(family) });
      };
      // The bot's pace as chosen on this device; a bot's captures come quicker within its turn,
      // unless the player asked for less motion.
      // A level-4 bot on a board whose opening book the site ships reads it (engine/books.js).
      made = createSession({
        engine,
        makeBot,
        botBook: botBookUrl,
        holdClock: true,
        ...paceOf(kept.pace, still.current),
      });
      // Another game on screen: the notices about the one before go (subscribed before autosave,
      // whose notices about the new game come after).
      unsubscribe.push(made.store.subscribe(clearNotices()));
      const onConflict = (c) => {
        if (c.theirs !== forking.current) setConflict(c);
        forking.current = null;
      };
      unsubscribe.push(
        autosave(made.store, {
          onStatus: (st) => setSaveProblem(st.ok ? null : st.code),
          onConflict,
          onPruned: setPruned,
        }),
      );
      // Read the fragment now, not at mount: it may have changed while the engine loaded.
      if (isShareLink(location.hash)) openLinkReady(engine, made, location.hash, true);
      unsubscribe.push(made.store.subscribe(syncFragment));
      // A link pasted into this tab changes only the fragment: no reload, so listen for it
      // (our own replaceState calls fire no hashchange).
      const onHash = () => {
        const h = location.hash;
        if (isShareLink(h)) openLinkReady(engine, made, h);
        else if (/(^#|&)game=/.test(h)) {
          // a setup typed over the address (#game=dots…): its table setup, the game on screen left
          // (it is saved once a move was made)
          try {
            const s = settingsFromFragment(h, made.store.get().settings || defaultSettings());
            made.newGame(s);
            setSettings(s);
            setFormKey((k) => k + 1);
          } catch (err) {
            setProblem({ text: t('link.bad', { reason: errorText(lang, err) }), fresh: '' });
          }
        }
      };
      window.addEventListener('hashchange', onHash);
      unsubscribe.push(() => window.removeEventListener('hashchange', onHash));
      setEngine(engine);
      setSession(made);
      if (pending.current) startReady(engine, made, pending.current);
      pending.current = null;
    };
    // The family the page opens on: the link's game, else the form's.
    const parsed = isShareLink(hash) ? parseFragment(hash) : null;
    const first = familyOfSetup(parsed && parsed.ok ? parsed.record : setupPart(hash)) || initial.game;
    // Loaded before hydrating (main.jsx waits for it): made in this task, not after an import's
    // round trip.
    const loaded = loadedNow(first);
    (loaded ? Promise.resolve(loaded) : Promise.all([loadEngineOnce(first), loadBotClientClass()])).then(
      withEngine,
      () => !gone && setEngineFailed(true),
    );
    return () => {
      gone = true;
      unsubscribe.forEach((f) => f());
      if (made) made.dispose();
    };
    // Runs once per page: the language is part of the URL, so t and lang never change while mounted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** A store listener that drops the notices about a game once another is shown (or none). */
  function clearNotices() {
    let shown = null; // the start or resume event of the game on screen; null on the setup
    return (st) => {
      const opened = st.event && (st.event.kind === 'start' || st.event.kind === 'resume') ? st.event.id : null;
      const now = st.phase === 'playing' ? (opened ?? shown) : null;
      if (now === shown) return;
      shown = now;
      setProblem(null);
      setConflict(null);
      setLinkKnown(null);
      setPruned(0);
    };
  }

  /** Open this browser's copy of a game a link rewrote or is older than. */
  function openOurs() {
    const ours = loadGame(linkKnown.id);
    setLinkKnown(null);
    if (ours && session) whenReady(engine, ours.record, () => session.resume(ours));
  }

  function startFresh() {
    const s = settingsFromFragment(`#${problem.fresh}`, settings, { canonical: true }); // its family exists
    setProblem(null);
    start(s);
  }

  /** Start from the table setup: its names are remembered for next time. */
  function startFromForm(s) {
    saveNames(s.seats.map((seat) => seat.name || ''));
    start(s);
  }

  function changePrefs(next) {
    setPrefs(next);
    savePrefs(next);
    if (session) session.setPace(paceOf(next.pace, still.current));
  }

  /** Open the copy of this game another tab saved (the save conflict's choice). */
  function openOther() {
    const other = loadGame(conflict.theirs);
    setConflict(null);
    if (other && session) whenReady(engine, other.record, () => session.resume(other));
  }

  function start(s) {
    setSettings(s);
    if (session) startReady(engine, session, s);
    else pending.current = s;
  }

  return (
    <div class="play">
      {problem && <LinkProblem problem={problem} onFresh={startFresh} onDismiss={() => setProblem(null)} t={t} />}
      {conflict && <SaveConflict onOpenOther={openOther} onDismiss={() => setConflict(null)} t={t} />}
      {saveProblem && <SaveProblem code={saveProblem} t={t} />}
      {linkKnown && <LinkKnown known={linkKnown} onOpenOurs={openOurs} onDismiss={() => setLinkKnown(null)} t={t} />}
      {pruned > 0 && <Pruned n={pruned} onDismiss={() => setPruned(0)} t={t} />}
      {session ? (
        <SessionView
          session={session}
          engine={engine}
          settings={settings}
          formKey={formKey}
          onStart={start}
          onFormStart={startFromForm}
          prefs={prefs}
          onPrefs={changePrefs}
          opening={opening}
          quietGame={quietGame}
          route={route}
          t={t}
          lang={lang}
        />
      ) : (
        <Waiting failed={engineFailed} t={t}>
          {!opening && <SetupForm key={formKey} initial={settings} onStart={startFromForm} t={t} route={route} />}
        </Waiting>
      )}
    </div>
  );
}
