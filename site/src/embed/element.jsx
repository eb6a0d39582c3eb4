// element.jsx — <paperdots-board>: a live Paperdots board for any web page, one script tag away
// (built as embed/paperdots-board.js, see tools/embed-build.js):
//
//   <script type="module" src="https://…/embed/paperdots-board.js"></script>
//   <paperdots-board setup="game=boxes&size=3x3" moves="0 5 7" controls></paperdots-board>
//
// It is the site's own pieces in a shadow root: the family registry's boards, the session model
// (game/session.js) over the one WASM engine of the page (engine/engine-loader.js), the bot in a
// worker, the translation table and the site's stylesheet. Attributes are read by config.js; a
// change of any of them updates the board. Events: `move` {token, seat, record}, `end` {result,
// scores, record}, `error` {code, message}; all bubble out of the shadow root. Properties:
// `record` (get and set), `state`, `geometry`, `ready` (a promise), `play(token)`.
import { render } from 'preact';
import { ATTRIBUTES, gameKey, readConfig } from './config.js';
import { boardStyles } from './styles.js';
import { createSession } from '../game/session.js';
import { useStore } from '../game/store.js';
import { loadEngineOnce } from '../engine/engine-loader.js';
import { FAMILIES, familyOf } from '../families/index.js';
import { seatNames } from '../game/names.js';
import { seatCode } from '../saved/autosave.js';
import { parseSize } from '../game/setup.js';
import { errorText, translatorWith } from '../i18n/index.js';
import { embedStrings } from '../i18n/strings-embed.js';
import { Scoreboard } from '../ui/Scoreboard.jsx';
import { resultText } from '../ui/ResultBanner.jsx';
import { announcement } from '../ui/announce.js';
import { Controls } from './Controls.jsx';
import { BotClient, botWorkerOrigin, createBotWorker } from '../engine/embed-bot.js';
import { recordAt, splitRecord } from '../game/record.js';

/** The text of an error from config.js, the engine or a link, in the element's language. */
function problemText(err, lang) {
  const t = translatorWith(embedStrings, lang);
  let message;
  if (err.code === 'link') message = t('embed.err.link', { reason: t(err.params.reason, err.params.params) });
  else if (`embed.err.${err.code}` in embedStrings) message = t(`embed.err.${err.code}`, err.params);
  else message = errorText(lang, err);
  return message;
}

function BoardView({ session, config, t, lang, onPlay }) {
  const st = useStore(session.store);
  if (st.phase !== 'playing') return null;
  const names = seatNames(st.seats, t);
  const family = familyOf(st.geometry.family);
  const shown = st.viewState || st.state;
  const size = parseSize(st.settings.size);
  const game = family.title(st.settings, t);
  const human = (seat) => !!st.seats[seat - 1] && st.seats[seat - 1].kind === 'human';
  const interactive = !config.readonly && !shown.over && human(shown.toMove) && st.bot !== 'thinking';
  let status;
  if (shown.result) status = resultText(shown, names, lang, t);
  else if (st.view === null && st.bot === 'failed') status = t('status.botFailed');
  else if (st.view === null && st.bot === 'thinking') status = t('status.thinking', { name: names[shown.toMove - 1] });
  else status = t('status.toMove', { name: names[shown.toMove - 1] });
  return (
    <>
      <Scoreboard
        family={family}
        seats={st.seats}
        names={names}
        state={shown}
        toMove={shown.toMove}
        t={t}
        lang={lang}
        group
      />
      <p class="status" data-testid="status">
        {st.bot === 'thinking' && st.view === null && <span class="spinner" aria-hidden="true" />}
        {status}
      </p>
      {st.error && (
        <p class="error" role="alert">
          {errorText(lang, st.error)}
        </p>
      )}
      <family.Board
        geometry={st.geometry}
        settings={st.settings}
        desc={st.desc}
        state={shown}
        legal={interactive ? shown.legal : []}
        names={names}
        mover={shown.over ? 0 : shown.toMove}
        interactive={interactive}
        busy={st.view === null && st.bot === 'thinking'}
        onPlay={onPlay}
        choices={(tok) => session.choices(tok)}
        t={t}
        label={t('board.label', { game, w: size.w, h: size.h })}
      />
      {st.view !== null && (
        <p class="viewing muted" role="status">
          {t('moves.viewing', { k: st.view, n: st.state.moveCount })}
          {interactive && ` ${t('embed.branch')}`}
        </p>
      )}
      {config.controls && <Controls session={session} st={st} t={t} />}
      <p class="sr-only" aria-live="polite" aria-atomic="true">
        {st.view === null ? announcement(st, family, names, t, lang) : ''}
      </p>
    </>
  );
}

export class PaperdotsBoard extends HTMLElement {
  static get observedAttributes() {
    return ATTRIBUTES;
  }

  /** The game families this element can show (the site's registry), e.g. ['boxes', 'shutin']. */
  static get families() {
    return FAMILIES.map((f) => f.name);
  }

  #mount;
  #session = null;
  #engine = null;
  #key = '';
  #config = null;
  #problem = null;
  #generation = 0;
  #queued = false;
  #unsubscribe = null;
  #ready;
  #resolveReady;

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    const styles = boardStyles();
    if (styles.sheet) root.adoptedStyleSheets = [styles.sheet];
    else root.appendChild(Object.assign(document.createElement('style'), { textContent: styles.text }));
    this.#mount = document.createElement('div');
    this.#mount.className = 'pd';
    root.appendChild(this.#mount);
    this.#ready = new Promise((resolve) => (this.#resolveReady = resolve));
  }

  connectedCallback() {
    this.#queue();
  }

  disconnectedCallback() {
    this.#generation++;
    this.#drop();
    render(null, this.#mount);
  }

  attributeChangedCallback() {
    if (this.isConnected) this.#queue();
  }

  /** Resolves once the board shows its first game or message. */
  get ready() {
    return this.#ready;
  }

  /** The game so far as a record (`setup&moves=…`); '' before it is loaded or when it failed. */
  get record() {
    const st = this.#session && this.#session.store.get();
    return st && st.state ? st.state.record : '';
  }

  /** Show another game: a record sets `setup` and `moves` (and drops a `link`). */
  set record(value) {
    const text = String(value);
    const { setup, moves } = splitRecord(text);
    this.removeAttribute('link');
    this.setAttribute('setup', setup);
    if (moves === null) this.removeAttribute('moves');
    else this.setAttribute('moves', moves);
  }

  /** The core's state of the live game (docs/state-json.md), null before it is loaded. */
  get state() {
    const st = this.#session && this.#session.store.get();
    return st && st.state ? st.state : null;
  }

  /** The board's geometry (docs/state-json.md: cells, lines, move tokens and their labels), null
   * before it is loaded. */
  get geometry() {
    const st = this.#session && this.#session.store.get();
    return st && st.geometry ? st.geometry : null;
  }

  /**
   * Play a move token for the side to move (as a reader's click would: not on a bot's turn, not
   * when the board is readonly). From an earlier position shown by the controls it starts a new
   * line there. Returns true when played; a refused move fires `error` and returns false.
   */
  play(token) {
    if (!this.#session || !this.#config || this.#config.readonly) return false;
    const st = this.#session.store.get();
    if (st.phase !== 'playing') return false;
    if (st.view !== null) {
      const shown = st.viewState;
      if (shown.over || st.seats[shown.toMove - 1].kind !== 'human') return false;
      // The engine judges the move where it is shown first: one it refuses (a click that asks
      // why) drops no later move of the game.
      const at = recordAt(st.state.record, st.view, st.state.moves);
      const trial = this.#engine.newGame(at);
      try {
        trial.play(String(token));
      } catch (err) {
        this.#emit('error', { code: err.code, message: errorText(this.#config.lang, err) });
        return false;
      } finally {
        trial.free();
      }
      this.#session.resume({
        record: at,
        id: st.id,
        seats: st.seats.map(seatCode),
        names: st.seats.map((s) => s.name),
      });
    }
    return this.#session.play(String(token));
  }

  #queue() {
    if (this.#queued) return;
    this.#queued = true;
    queueMicrotask(() => {
      this.#queued = false;
      if (this.isConnected) this.#update();
    });
  }

  #drop() {
    if (this.#unsubscribe) this.#unsubscribe();
    this.#unsubscribe = null;
    if (this.#session) this.#session.dispose();
    this.#session = null;
    this.#key = '';
  }

  #t() {
    return translatorWith(embedStrings, this.#config ? this.#config.lang : 'en');
  }

  async #update() {
    const gen = ++this.#generation;
    const inherited = this.parentElement ? (this.parentElement.closest('[lang]') || {}).lang : '';
    const read = readConfig((name) => this.getAttribute(name), inherited || document.documentElement.lang);
    if (!read.ok) {
      this.#config = null;
      this.#drop();
      this.#fail(read.error, read.lang);
      return;
    }
    const config = read.config;
    this.#config = config;
    const key = gameKey(config);
    if (this.#session && key === this.#key) {
      this.#problem = null;
      this.#show();
      return;
    }
    this.#drop();
    if (!this.#problem)
      render(
        <p class="muted" role="status">
          {this.#t()('embed.loading')}
        </p>,
        this.#mount,
      );
    let engine;
    try {
      engine = await loadEngineOnce();
      // the module of the board's family (a record naming no known game: the core's error)
      await engine.readyFor(config.record);
    } catch {
      if (gen === this.#generation) this.#fail({ code: 'engine', params: { url: botWorkerOrigin() } }, config.lang);
      return;
    }
    if (gen !== this.#generation) return;
    const error = this.#start(engine, config);
    if (error) {
      this.#drop();
      this.#fail(error, config.lang);
      return;
    }
    // The family's board and words (a lazily loaded part on the site; inlined here) before the
    // first drawing, so `ready` means the board is on the page.
    const family = familyOf(this.#session.store.get().geometry.family);
    if (family.ready) await family.ready().catch(() => {});
    if (gen !== this.#generation) return;
    this.#key = key;
    this.#problem = null;
    this.#show();
    this.#resolveReady();
  }

  /** Build the game of `config`; returns an error ({code, params}) or null. */
  #start(engine, config) {
    const session = createSession({
      engine,
      makeBot: config.readonly
        ? null
        : (family) => new BotClient({ createWorker: createBotWorker, wasmModule: engine.module(family) }),
    });
    this.#session = session;
    this.#engine = engine;
    const seats = config.seats || [];
    const err = session.resume({ record: config.record, seats: config.seats, names: config.names });
    if (err) return err;
    const st = session.store.get();
    if (config.seats && seats.length !== st.seats.length)
      return { code: 'seats-count', params: { n: seats.length, seats: st.seats.length } };
    const n = st.state.moveCount;
    if (config.startAt !== null) {
      if (config.startAt > n) return { code: 'start-range', params: { k: config.startAt, n } };
      if (config.startAt < n) session.viewMove(config.startAt);
    }
    this.#unsubscribe = this.#watch(session);
    return null;
  }

  /** Tell the host page what happens: moves, the end of the game, refused moves. */
  #watch(session) {
    let seen = session.store.get().event;
    let error = null;
    return session.store.subscribe((st) => {
      if (st.error && st.error !== error)
        this.#emit('error', { code: st.error.code, message: errorText(this.#config.lang, st.error) });
      error = st.error;
      const ev = st.event;
      if (!ev || ev === seen) return;
      seen = ev;
      if (ev.kind !== 'move' && ev.kind !== 'resign') return;
      this.#emit('move', { token: ev.token, seat: ev.seat, record: st.state.record });
      if (st.state.over)
        this.#emit('end', { result: st.state.result, scores: st.state.scores, record: st.state.record });
    });
  }

  #emit(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  #show() {
    const config = this.#config;
    const t = translatorWith(embedStrings, config.lang);
    this.#mount.lang = config.lang;
    render(
      <BoardView
        session={this.#session}
        config={config}
        t={t}
        lang={config.lang}
        onPlay={(token) => this.play(token)}
      />,
      this.#mount,
    );
  }

  /** Show a problem inside the element, in its language, and fire `error`. */
  #fail(error, lang) {
    const t = translatorWith(embedStrings, lang);
    const message = problemText(error, lang);
    this.#problem = error;
    this.#mount.lang = lang;
    render(
      <p class="error problem" role="alert">
        {t('embed.problem', { message })}
      </p>,
      this.#mount,
    );
    this.#emit('error', { code: error.code, message });
    this.#resolveReady();
  }
}

if (!customElements.get('paperdots-board')) customElements.define('paperdots-board', PaperdotsBoard);
