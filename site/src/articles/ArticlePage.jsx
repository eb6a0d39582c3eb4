// ArticlePage.jsx — a rules article (/{lang}/rules/<slug>/) and the index of them all
// (/{lang}/rules/). Rendered at build time with every board as a static SVG picture (readable
// with JavaScript off, printed as vectors); in the browser the pictures become live boards:
// the page loads the embeddable element (embed/paperdots-board.js), whose <paperdots-board>
// elements already wrap the pictures. `data` is the page's prerender data (prerender.jsx):
// this language's text, the boards' setups and the puzzles as the exact solver solved them.
import { relHref, routeFor, rulesHref } from '../app/routes.js';
import { Figure } from './Figure.jsx';
import { Puzzle } from './Puzzle.jsx';
import { useBoardElement } from '../embed/use-element.js';

/**
 * A paragraph's text with its citations ("[id]", see validate.js) as numbered note links: the
 * number is the source's place in the article's list, the same in every language. "[ours]"
 * (the site's own choice, no source) shows as a small note in words.
 */
export function Cited({ text, sources, t }) {
  const parts = String(text).split(/\[([a-z0-9-]+)\]/);
  if (parts.length === 1) return text;
  return parts.map((part, i) => {
    if (i % 2 === 0) return part;
    if (part === 'ours')
      return (
        <sup key={i} class="cite ours" title={t('art.oursNote')}>
          {`[${t('art.ours')}]`}
        </sup>
      );
    const n = sources.findIndex((s) => s.id === part) + 1;
    return (
      <sup key={i} class="cite">
        <a href={`#source-${part}`} aria-label={t('art.cite', { n })}>{`[${n}]`}</a>
      </sup>
    );
  });
}

/** The marks a language quotes with; English's “…” stands in the shared texts (the sources). */
const QUOTES = { da: ['»', '«'], de: ['„', '“'], nb: ['«', '»'] };

/** A text shared by every language (a source's title in quotes) with the page language's quotes. */
export function localQuotes(text, lang) {
  const q = QUOTES[lang];
  return q ? String(text).replace(/“([^“”]*)”/g, `${q[0]}$1${q[1]}`) : text;
}

function PrintButton({ t }) {
  return (
    <button type="button" class="secondary print-button" onClick={() => window.print()}>
      {t('art.print')}
    </button>
  );
}

export function ArticlePage({ route, t, data, pictures = {} }) {
  useBoardElement(route);
  const x = data.text;
  const sources = data.sources || [];
  const c = (text) => <Cited text={text} sources={sources} t={t} />;
  const board = (key) => ({ setup: data.boards[key].setup, moves: data.boards[key].moves });
  const fig = (key, id) =>
    key ? <Figure route={route} board={board(key)} picture={pictures[key]} t={t} id={id} /> : null;
  const playHref = `${relHref(route.path, routeFor('play', route.lang).path)}#${data.play}`;
  const sections = [
    ['what', t('art.what', { game: x.title })],
    ['how', t('art.how')],
    x.changes.length ? ['changes', t('art.changes')] : null,
    ...(x.variants || []).map((v) => [v.id, v.title]),
    data.puzzles.length ? ['puzzles', t('art.puzzles')] : null,
    ['strategy', t('art.strategy')],
    ['history', t('art.history')],
    ['sources', t('art.sources')],
  ].filter(Boolean);
  return (
    <article class="article" data-slug={data.slug}>
      <p class="kicker">
        {data.base ? (
          <a href={rulesHref(route.path, route.lang, data.base)}>{t('art.variantOf', { game: data.baseTitle })}</a>
        ) : (
          <a href={relHref(route.path, routeFor('rules', route.lang).path)}>{t('art.rules')}</a>
        )}
      </p>
      <h1>{x.title}</h1>
      <p class="lead">{x.lead}</p>
      <p class="article-actions">
        <a class="button primary play-variant" href={playHref}>
          {data.base ? t('art.playVariant') : t('art.play', { game: x.title })}
        </a>
        <PrintButton t={t} />
      </p>
      <nav class="toc" aria-labelledby="toc-title">
        <h2 id="toc-title" class="toc-title">
          {t('art.contents')}
        </h2>
        <ul>
          {sections.map(([id, title]) => (
            <li key={id}>
              <a href={`#${id}`}>{title}</a>
            </li>
          ))}
        </ul>
      </nav>

      <section id="what" aria-labelledby="what-h">
        <h2 id="what-h">{t('art.what', { game: x.title })}</h2>
        {x.what.map((p, i) => (
          <p key={i}>{c(p)}</p>
        ))}
      </section>

      <section id="how" aria-labelledby="how-h">
        <h2 id="how-h">{t('art.how')}</h2>
        <ol class="steps">
          {x.steps.map((s, i) => (
            <li key={i} class="step">
              <p>{c(s.text)}</p>
              {fig(s.board, `step-${i + 1}`)}
            </li>
          ))}
        </ol>
      </section>

      {x.changes.length > 0 && (
        <section id="changes" aria-labelledby="changes-h">
          <h2 id="changes-h">{t('art.changes')}</h2>
          <div class="table-wrap">
            <table class="changes">
              <caption>{t('art.changesCaption', { game: x.title, base: data.baseTitle })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('art.rule')}</th>
                  <th scope="col">{t('art.standard', { base: data.baseTitle })}</th>
                  <th scope="col">{x.title}</th>
                </tr>
              </thead>
              <tbody>
                {x.changes.map((ch, i) => (
                  <tr key={i}>
                    <th scope="row">{c(ch.rule)}</th>
                    <td data-label={t('art.standard', { base: data.baseTitle })}>{c(ch.standard)}</td>
                    <td data-label={x.title}>{c(ch.variant)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}

      {(x.variants || []).map((v) => (
        <section key={v.id} id={v.id} class="variant" aria-labelledby={`${v.id}-h`}>
          <h2 id={`${v.id}-h`}>{v.title}</h2>
          {v.text.map((p, i) => (
            <p key={i}>{c(p)}</p>
          ))}
          {fig(v.board)}
        </section>
      ))}

      {data.puzzles.length > 0 && (
        <section id="puzzles" aria-labelledby="puzzles-h">
          <h2 id="puzzles-h">{t('art.puzzles')}</h2>
          <p>{t(data.puzzles[0].moveKey === 'art.cell' ? 'art.puzzlesIntroCell' : 'art.puzzlesIntro')}</p>
          {data.puzzles.map((p, i) => (
            <Puzzle
              key={i}
              route={route}
              puzzle={p}
              n={i + 1}
              prompt={x.puzzles[i].prompt}
              picture={pictures[`puzzle-${i}`]}
              t={t}
            />
          ))}
        </section>
      )}

      <section id="strategy" aria-labelledby="strategy-h">
        <h2 id="strategy-h">{t('art.strategy')}</h2>
        {x.strategy.map((s, i) => (
          <div key={i} class="strategy-item">
            <p>{c(s.text)}</p>
            {fig(s.board)}
          </div>
        ))}
      </section>

      <section id="history" aria-labelledby="history-h">
        <h2 id="history-h">{t('art.history')}</h2>
        {x.history.map((p, i) => (
          <p key={i}>{c(p)}</p>
        ))}
      </section>

      <section id="sources" aria-labelledby="sources-h">
        <h2 id="sources-h">{t('art.sources')}</h2>
        <ol class="sources">
          {sources.map((s) => (
            <li key={s.id} id={`source-${s.id}`}>
              {s.href ? (
                <a href={s.href} rel="noopener">
                  {localQuotes(s.text, route.lang)}
                </a>
              ) : (
                localQuotes(s.text, route.lang)
              )}
            </li>
          ))}
        </ol>
      </section>

      <p class="article-actions end">
        <a class="button primary" href={playHref}>
          {data.base ? t('art.playVariant') : t('art.play', { game: x.title })}
        </a>
        <a class="button secondary" href={relHref(route.path, routeFor('print', route.lang).path)}>
          {t('art.printBlank')}
        </a>
      </p>
    </article>
  );
}

/** /{lang}/rules/: every article, base games first, each with its lead. */
export function RulesIndex({ route, t, data, pictures = {} }) {
  const group = (base) => data.items.filter((a) => (a.base === null) === base);
  const list = (items) => (
    <ul class="rules-list">
      {items.map((a) => (
        <li key={a.slug} class="rules-item">
          <span dangerouslySetInnerHTML={{ __html: pictures[a.slug] || '' }} class="rules-pic" aria-hidden="true" />
          <div>
            <h3>
              <a href={rulesHref(route.path, route.lang, a.slug)}>{a.title}</a>
            </h3>
            <p>{a.lead}</p>
          </div>
        </li>
      ))}
    </ul>
  );
  return (
    <div class="rules-index">
      <h1>{t('art.indexTitle')}</h1>
      <p class="lead">{t('art.indexLead')}</p>
      <h2>{t('art.baseGames')}</h2>
      {list(group(true))}
      {group(false).length > 0 && (
        <>
          <h2>{t('art.variants')}</h2>
          {list(group(false))}
        </>
      )}
      <p>
        <a class="button secondary" href={relHref(route.path, routeFor('print', route.lang).path)}>
          {t('art.printBlank')}
        </a>
      </p>
    </div>
  );
}
