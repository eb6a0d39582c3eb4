// Sheet.jsx — a printable sheet of puzzles for a class (#sheet=<set>[/<theme>]): N puzzles of a set
// and theme, easiest first, each a static picture (articles/Diagram.jsx, printed as vectors) with
// its question and who is to move, and the answers on a page of their own at the end, each with
// the position after it and the answer picked out. Each
// puzzle's position is read by a hidden <paperdots-board> (its engine's state and geometry), as
// the live puzzle's is, so the sheet says exactly what the page would.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { usePosition } from './position.js';
import { Diagram } from '../articles/Diagram.jsx';
import { loadSet, setName } from './sets.js';
import { viewOf } from './view.js';
import { answerText, askText, toMoveText } from './verdict.js';

export const SHEET_SIZES = [6, 12];

/** The puzzles of a sheet: of the theme (null: any), n spread evenly from easiest to hardest. */
export function sheetPuzzles(puzzles, theme, n) {
  const fits = puzzles.filter((p) => !theme || p.themes.includes(theme)).sort((a, b) => a.rating - b.rating);
  if (fits.length <= n) return fits;
  return Array.from({ length: n }, (_, i) => fits[Math.floor((i * (fits.length - 1)) / (n - 1))]);
}

/** What the address asks of a sheet: #sheet=<set>[/<theme>][&n=N]. */
export function readSheetHash(hash) {
  const m = /^#sheet=([a-z0-9-]+)(?:\/([a-z0-9-]+))?(?:&n=(\d+))?$/.exec(hash || '');
  if (!m) return null;
  const n = Number(m[3] || SHEET_SIZES[0]);
  return { set: m[1], theme: m[2] || null, n: SHEET_SIZES.includes(n) ? n : SHEET_SIZES[0] };
}

export const sheetHash = ({ set, theme, n }) => `#sheet=${set}${theme ? `/${theme}` : ''}&n=${n}`;

export function Sheet({ ask, set, t, onBack }) {
  const [puzzles, setPuzzles] = useState(null);
  const [views, setViews] = useState({});
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    loadSet(ask.set)
      .then((list) => setPuzzles(sheetPuzzles(list, ask.theme, ask.n)))
      .catch(() => setFailed(true));
  }, [ask.set, ask.theme, ask.n]);

  const title = ask.theme ? `${setName(set, t)} · ${t(`puzzles.theme.${ask.theme}`)}` : setName(set, t);
  const ready = puzzles && puzzles.every((p) => views[p.key]);
  return (
    <div class="puzzle-sheet">
      <div class="sheet-controls">
        <p>
          <a href="#" onClick={onBack}>
            {t('puzzles.sheetBack')}
          </a>
        </p>
        <p class="muted">{t('puzzles.sheetAbout')}</p>
        <p class="puzzle-buttons">
          {SHEET_SIZES.map((n) => (
            <a key={n} class={`button ${n === ask.n ? 'primary' : 'secondary'}`} href={sheetHash({ ...ask, n })}>
              {t('puzzles.sheetCount', { n })}
            </a>
          ))}
          <button type="button" class="secondary" onClick={() => window.print()} disabled={!ready}>
            {t('puzzles.sheetPrint')}
          </button>
        </p>
      </div>
      <h2>{t('puzzles.sheetTitle', { name: title })}</h2>
      <p>{t('puzzles.sheetName')}</p>
      {failed && (
        <p class="error" role="alert">
          {t('puzzles.loadFailed')}
        </p>
      )}
      {puzzles && (
        <>
          <ol class="sheet-puzzles">
            {puzzles.map((p) => (
              <SheetPuzzle key={p.key} p={p} onView={(v) => setViews((vs) => ({ ...vs, [p.key]: v }))} t={t} />
            ))}
          </ol>
          <section class="sheet-answers">
            <h2>{t('puzzles.sheetAnswers')}</h2>
            <ol>
              {puzzles.map((p) => (
                <SheetAnswer key={p.key} p={p} view={views[p.key]} t={t} />
              ))}
            </ol>
          </section>
        </>
      )}
    </div>
  );
}

function SheetPuzzle({ p, onView, t }) {
  const ref = useRef(null);
  const pos = usePosition(ref, p.key);
  const view = useMemo(() => (pos ? viewOf(p, pos.state, pos.geometry) : null), [p, pos]);
  useEffect(() => {
    if (view) onView(view);
    // once the position is read: onView is a new function each render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view]);
  return (
    <li class="sheet-puzzle" data-puzzle={p.key}>
      <paperdots-board ref={ref} setup={p.setup} moves={p.moves} readonly="" style="display: none" />
      {view && <p class="puzzle-ask">{askText(view, t)}</p>}
      {view && <p class="muted">{toMoveText(view, t)}</p>}
      {pos && <Diagram geometry={pos.geometry} state={pos.state} label={view ? toMoveText(view, t) : ''} />}
    </li>
  );
}

/** An answer: its words, and the position after the answer with the move picked out. */
function SheetAnswer({ p, view, t }) {
  const ref = useRef(null);
  const pos = usePosition(ref, p.key);
  return (
    <li class="sheet-answer" data-puzzle={p.key}>
      <paperdots-board
        ref={ref}
        setup={p.setup}
        moves={[p.moves, p.best[0]].filter(Boolean).join('.')}
        readonly=""
        style="display: none"
      />
      <p>{view ? answerText(view, t) : ''}</p>
      {pos && view && (
        <Diagram geometry={pos.geometry} state={pos.state} label={answerText(view, t)} mark={p.best[0]} />
      )}
    </li>
  );
}
