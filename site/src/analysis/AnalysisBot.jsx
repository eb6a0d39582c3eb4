// AnalysisBot.jsx — the analysis of a game with no exact solver (the registry's `analysis.mode`
// 'bot': Dots): the strongest bot's judgement, always labelled as such. For the position on the
// board it shows the level-4 bot's few best points (its own move first) with their expected
// score difference, and the dots either side can surround in one or two more moves; after
// "Replay with analysis" it marks the moves after which the bot's estimate fell most. The bot
// runs in the analysis worker (wasm/workers/analyse.js, Game.analyse). The marked moves can become
// the player's own puzzles: the horizon search proves each position in the same worker.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { addStrings, errorText } from '../i18n/index.js';
import { analysisBotStrings } from './strings-bot.js';
import { ANALYSIS_MS, PUZZLE_NODES, REPLAY_BOT_MS, botViewOf, createAnalyst, moverTeams } from './analysis.js';
import { OwnPuzzles } from './OwnPuzzles.jsx';
import { ownPuzzlesJudged } from '../puzzles/own.js';
import { PUZZLE_MAX_DEPTH } from '../engine/workers.js';
import { recordAt } from '../game/record.js';
import { useReplay } from './useReplay.js';
import { PanelFrame, ReplaySummary } from './AnalysisParts.jsx';

addStrings(analysisBotStrings);

/** Threat trials per position (one apply of the rules each): plenty for a busy 39×32 field. */
const THREAT_NODES = 60000;

/** A lead in dots as the page writes it: "+1.4 dots", in the reader's number format. */
function leadText(lead, lang, t) {
  const num = new Intl.NumberFormat(lang, { maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(lead);
  return t('analysis.bot.dots', { lead: num.replace('-', '\u2212'), n: Math.abs(Math.round(lead * 10) / 10) });
}

/** [[seat, how many of its dots are threatened], …] in seat order, from the bot's threats. */
function threatsBySeat(threats, desc, state) {
  const count = new Map();
  for (const pt of threats.keys()) {
    const seat = state.points[desc.tokens.indexOf(pt)];
    if (seat > 0) count.set(seat, (count.get(seat) || 0) + 1);
  }
  return [...count].sort((a, b) => a[0] - b[0]);
}

/** A count as the page's language writes it, grouped: 23,232 · 23.232 · 23 232. */
const countText = (n, lang) => new Intl.NumberFormat(lang).format(n);

/** What the board draws and says for the bot's view (null when none). */
function boardOverlay(view, t) {
  if (!view) return null;
  const points = new Map(
    view.moves.map((m) => [m.point, { rank: m.rank, pick: m.pick, say: t('analysis.bot.point', { rank: m.rank }) }]),
  );
  const threats = new Map(
    [...view.threats].map(([pt, x]) => [
      pt,
      { moves: x.moves, say: t(x.moves === 1 ? 'analysis.bot.threat1' : 'analysis.bot.threat2') },
    ]),
  );
  return { points, threats };
}

/** The finished game's score lead per team index (the marks' last step), or null. */
function finalLead(state) {
  if (!state.over || state.scores.length !== 2) return null;
  return [state.scores[0] - state.scores[1], state.scores[1] - state.scores[0]];
}

/** The player's own puzzles of a finished game: the positions before its marked moves (blunders)
 * that the side to move made (puzzleKs), in order, each proved by the horizon search (analysis.js
 * `puzzles`); null when stopped. */
async function makePuzzles(analyst, game, ks, onProgress) {
  const judged = await analyst.puzzles(game.record, game.moves, ks, PUZZLE_NODES, onProgress);
  return judged && ownPuzzlesJudged(game, judged);
}

/** The props of AnalysisPanel (Analysis.jsx). */
export function BotPanel({ st, names, makeClient, onData, replayAsk, t, lang }) {
  const analyst = useMemo(
    () =>
      createAnalyst({
        makeClient,
        mode: 'bot',
        budget: { ms: ANALYSIS_MS, threatNodes: THREAT_NODES },
        replayBudget: { ms: REPLAY_BOT_MS, threatNodes: 0 },
      }),
    [makeClient],
  );
  useEffect(() => () => analyst.dispose(), [analyst]);
  const live = st.state;
  const shownState = st.viewState || live;
  const record = st.view === null ? live.record : recordAt(live.record, st.view, live.moves);
  const [answer, setAnswer] = useState(null); // {record, result}
  const [failed, setFailed] = useState(null);
  const [replay, setReplay] = useState(null);
  const replaying = useRef(false);

  useEffect(() => {
    setFailed(null);
    if (shownState.over) {
      if (!replaying.current) analyst.stop();
      setAnswer(null);
      return;
    }
    if (replaying.current) return;
    setAnswer(null);
    let gone = false;
    analyst.analyse(record).then(
      (result) => !gone && result && setAnswer({ record, result }),
      (err) => !gone && setFailed(errorText(lang, err)),
    );
    return () => {
      gone = true;
    };
    // shownState follows record
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [record, analyst]);

  useReplay({
    analyst,
    live,
    replayAsk,
    replaying,
    setReplay,
    summary: (r) => ({
      blunders: r.blunders,
      unsolved: 0,
      // a grounding on the opponent's turn is marked, but its position is the other side's to play
      puzzleKs: [...r.blunders.keys()].filter(r.ownTurn).sort((a, b) => a - b),
    }),
    onError: (err) => setFailed(errorText(lang, err)),
    extra: [finalLead(live), moverTeams(live)],
  });

  const result = answer && answer.record === record ? answer.result : null;
  const view = useMemo(() => botViewOf(result), [result]);
  // t follows lang (fixed while the page is mounted)
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const overlay = useMemo(() => boardOverlay(view, t), [view, lang]);
  const marks = useMemo(() => {
    if (!replay || !replay.blunders) return null;
    const out = new Map();
    for (const [k, fall] of replay.blunders) {
      const text = leadText(-fall, lang, t);
      out.set(k, {
        text: `${text.split(' ')[0]}`,
        say: t('analysis.bot.mark', { n: leadText(fall, lang, t).replace('+', '') }),
      });
    }
    return out;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [replay, lang]);
  useLayoutEffect(() => onData({ overlay, preview: null, marks }), [overlay, marks, onData]);

  const mover = shownState.toMove;
  // the dots in danger by whose they are (the seat of each threatened dot), in seat order
  const threatened = view ? threatsBySeat(view.threats, st.desc, shownState) : [];
  const playouts = view ? view.moves.reduce((a, m) => a + m.visits, 0) : 0;
  const working = !shownState.over && !result && !failed && !replaying.current;

  return (
    <PanelFrame
      working={working}
      workingKey="analysis.bot.working"
      failed={failed}
      t={t}
      status={
        <>
          {view && (
            <p class="analysis-estimate">
              <strong class="estimate-label">{t('analysis.estimate')}</strong>{' '}
              {t('analysis.bot.note', { n: playouts, count: countText(playouts, lang) })}
            </p>
          )}
          {shownState.over && st.view === null && !replay && <p class="muted">{t('analysis.over')}</p>}
          {replay && <ReplaySummary replay={replay} bot t={t} />}
          {replay && replay.blunders && (
            <OwnPuzzles
              st={st}
              replay={replay}
              make={(game, onProgress) => makePuzzles(analyst, game, replay.puzzleKs, onProgress)}
              noneKey="analysis.bot.noPuzzles"
              noneParams={{ n: PUZZLE_MAX_DEPTH }}
              t={t}
              lang={lang}
            />
          )}
        </>
      }
    >
      {view && (
        <>
          <h3 class="analysis-sub">{t('analysis.bot.best')}</h3>
          <ol class="bot-moves" data-testid="bot-moves">
            {view.moves.map((m) => (
              <li key={m.point} data-point={m.point} data-lead={m.lead ?? ''}>
                <strong>{m.point}</strong>
                {m.pick && <span class="pick-label"> ({t('analysis.bot.pick')})</span>}
                {m.visits > 0 && (
                  <>
                    :{' '}
                    {t('analysis.bot.lead', {
                      name: names[mover - 1],
                      lead: leadText(m.lead, lang, t),
                      n: m.visits,
                      count: countText(m.visits, lang),
                    })}
                  </>
                )}
                {m.pick && view.forced > 0 && <> {t('analysis.bot.forced', { n: view.forced })}</>}
              </li>
            ))}
          </ol>
          <p class="muted small">{t('analysis.bot.explain')}</p>
          {threatened.length > 0 && (
            <p data-testid="threat-count">
              {threatened.map(([seat, n]) => t('analysis.bot.threats', { name: names[seat - 1], n })).join(' ')}
            </p>
          )}
          <ul class="analysis-legend" aria-label={t('analysis.legend')}>
            <li>
              <svg viewBox="-0.5 -0.5 1 1" aria-hidden="true" class="an-key-dot">
                <g class="an-point pick">
                  <circle cx="0" cy="0" r="0.3" />
                  <text x="0" y="0">
                    1
                  </text>
                </g>
              </svg>
              {t('analysis.bot.legendPoint')}
            </li>
            {[1, 2].map((k) => (
              <li key={k}>
                <svg viewBox="-0.5 -0.5 1 1" aria-hidden="true" class="an-key-dot">
                  <circle class={`an-threat t${k}`} cx="0" cy="0" r="0.38" />
                </svg>
                {t(k === 1 ? 'analysis.bot.threat1' : 'analysis.bot.threat2')}
              </li>
            ))}
          </ul>
        </>
      )}
    </PanelFrame>
  );
}
