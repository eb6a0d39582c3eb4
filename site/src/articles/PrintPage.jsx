// PrintPage.jsx — /{lang}/print/: paper boards. "Print a blank board": a game, a size, how many
// boards on a sheet and the paper (A4 or Letter: the sheet's CSS named page, articles.css);
// "Print this position": the page opened with a record in its fragment (#setup&moves=…, from an
// article's board or the play page) draws that position. Boards are the engine's geometry drawn
// as vector SVG (Diagram.jsx). The first sheet is drawn at build time, so it prints without
// JavaScript too; in the browser the engine draws every other choice.
import { useEffect, useState } from 'preact/hooks';
import { NumberInput } from '../ui/NumberInput.jsx';
import { Diagram } from './Diagram.jsx';
import { loadEngineOnce } from '../engine/engine-loader.js';
import { errorText } from '../i18n/index.js';
import { PRINT_GAMES, boardName } from '../families/index.js';

export const COUNTS = [1, 2, 4, 6];
export const PAPERS = ['a4', 'letter'];
export const DEFAULT_PRINT = { id: 'square', w: 5, h: 5, count: 1, paper: 'a4' };

/** The setup of a blank sheet's choice. */
export function blankSetup(c) {
  const g = PRINT_GAMES.find((x) => x.id === c.id);
  return `${g.setup}&size=${c.w}x${c.h}`;
}

/** What a print page's fragment names: {record} ("#game=…&moves=…"), {error} when its
 *  %-escapes are damaged (a URIError would stop the page), or null for no position. A NUL the
 *  escapes make (%00) is refused by the engine (text-nul), like any other bad record. */
export function fragmentRecord(hash) {
  let text;
  try {
    text = decodeURIComponent(String(hash || '').replace(/^#/, ''));
  } catch {
    return { error: { code: 'address-escape', message: 'a damaged %-escape in the address', params: {} } };
  }
  return /^game=\w+/.test(text) ? { record: text } : null;
}

/** The picture of a record: {geometry, state} from the engine, or {error}. */
export function drawRecord(engine, record) {
  let game = null;
  try {
    game = engine.newGame(record);
    return { geometry: game.geometry(), state: game.state() };
  } catch (e) {
    return { error: e };
  } finally {
    if (game) game.free();
  }
}

/** The label of a board on a sheet. */
export function sheetLabel(geometry, state, t) {
  const game = t(boardName(geometry));
  const w = geometry.w;
  const h = geometry.h;
  return state && state.moveCount
    ? t('art.boardLabel', { game, w, h, n: state.moveCount })
    : t('art.boardEmpty', { game, w, h });
}

export function Sheet({ pos, count, paper, picture, t }) {
  const boards = Array.from({ length: count }, (_, i) => i);
  return (
    <div class={`sheet paper-${paper} count-${count}`} data-testid="sheet">
      {boards.map((i) => (
        <div class="sheet-board" key={i}>
          <p class="sheet-name">{t('art.printName')}</p>
          {pos ? (
            <Diagram
              geometry={pos.geometry}
              state={pos.state.moveCount ? pos.state : null}
              label={sheetLabel(pos.geometry, pos.state, t)}
              free={false}
            />
          ) : (
            <div class="sheet-picture" dangerouslySetInnerHTML={{ __html: picture || '' }} />
          )}
        </div>
      ))}
    </div>
  );
}

/** data.sizes: per game id the core's size limits {min, max} (prerender.jsx, from the setup schema). */
export function PrintPage({ route, t, data, pictures = {} }) {
  const [c, setC] = useState(DEFAULT_PRINT);
  const [fragment, setFragment] = useState(null);
  const record = fragment && fragment.record;
  const [engine, setEngine] = useState(null);
  // the engine or the sheet's family module could not load: said, not a sheet that never changes
  const [failed, setFailed] = useState(false);
  const size = data.sizes[c.id];

  useEffect(() => {
    setFragment(fragmentRecord(location.hash));
    const onHash = () => setFragment(fragmentRecord(location.hash));
    window.addEventListener('hashchange', onHash);
    loadEngineOnce().then(setEngine, () => setFailed(true));
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  // The picture, once the engine module of the sheet's family has loaded
  const [pos, setPos] = useState(null);
  const text = record || blankSetup(c);
  useEffect(() => {
    if (!engine) return undefined;
    let gone = false;
    engine.readyFor(text).then(
      () => {
        if (gone) return;
        const drawn = drawRecord(engine, text);
        // a refused record is said, and the blank sheets stay on offer (its form comes back)
        if (drawn.error && record) setFragment({ error: drawn.error });
        else setPos(drawn);
      },
      () => !gone && setFailed(true),
    );
    return () => {
      gone = true;
    };
  }, [engine, text, record]);

  const set = (patch) => setC((old) => ({ ...old, ...patch }));
  const num = (v, lim) => Math.min(lim.max, Math.max(lim.min, Math.round(Number(v)) || lim.min));
  const shown = pos && !pos.error ? pos : null;
  const bad = (fragment && fragment.error) || (pos && pos.error);

  return (
    <div class="print-page">
      <div class="print-controls">
        <h1>{t('art.printTitle')}</h1>
        <p class="lead">{t('art.printLead')}</p>
        {record && shown && <p>{t('art.printPositionOf', { n: shown.state.moveCount })}</p>}
        <form class="print-form" onSubmit={(e) => e.preventDefault()}>
          {!record && (
            <>
              <div class="field">
                <label for="print-game">{t('art.printGame')}</label>
                <select id="print-game" value={c.id} onChange={(e) => set({ id: e.currentTarget.value })}>
                  {PRINT_GAMES.map((g) => (
                    <option key={g.id} value={g.id}>
                      {t(g.name)}
                    </option>
                  ))}
                </select>
              </div>
              <fieldset class="print-size">
                <legend>{t('art.printSize')}</legend>
                {['w', 'h'].map((k, i) => [
                  i > 0 && <span aria-hidden="true">×</span>,
                  <NumberInput
                    key={k}
                    id={`print-${k}`}
                    aria-label={`${t('art.printSize')} (${k})`}
                    min={size.min}
                    max={size.max}
                    value={c[k]}
                    onValue={(text) => set({ [k]: num(text, size) })}
                  />,
                ])}
              </fieldset>
            </>
          )}
          <div class="field">
            <label for="print-count">{t('art.printCount')}</label>
            <select id="print-count" value={c.count} onChange={(e) => set({ count: Number(e.currentTarget.value) })}>
              {COUNTS.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
          <div class="field">
            <label for="print-paper">{t('art.printPaper')}</label>
            <select id="print-paper" value={c.paper} onChange={(e) => set({ paper: e.currentTarget.value })}>
              {PAPERS.map((p) => (
                <option key={p} value={p}>
                  {p === 'a4' ? 'A4' : 'Letter'}
                </option>
              ))}
            </select>
          </div>
          <button type="button" class="primary" onClick={() => window.print()}>
            {t('art.printNow')}
          </button>
        </form>
        {failed && (
          <p class="error" role="alert">
            {t('play.engineFailed')}
          </p>
        )}
        {bad && (
          <p class="error" role="alert">
            {t('art.printBad', { message: errorText(route.lang, bad) })}
          </p>
        )}
      </div>
      <section class="sheets" aria-label={t('art.printBoards')}>
        <Sheet pos={shown} count={c.count} paper={c.paper} picture={pictures.default} t={t} />
      </section>
    </div>
  );
}
