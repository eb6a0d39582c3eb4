// SavedGames.jsx — the games saved in this browser, newest first: the unfinished ones to continue,
// the finished ones (kept up to storage.js FINISHED_KEPT) to open for replay, analysis, export and
// sharing, with a filter (all / unfinished / finished); each can be deleted. A notice when stored
// entries had to be skipped (damaged or from another version). A game in which the exact analysis
// was turned on against a bot carries its "analysed" mark here too. `children` go at the end of
// the section (the file of all games: GamesFile).
// describe(g): what game it is, who played; facts(g): when it was played and whose turn and the
// score, or for a finished game its result and final score.
// skipped: how many entries were damaged; newer: how many a newer version of the site wrote.
import { useState } from 'preact/hooks';

/** How many games the list shows before "Show all". */
export const LIST_SHOWN = 10;

const FILTERS = [
  { value: 'all', key: 'saved.showAll', keep: () => true },
  { value: 'open', key: 'saved.showOpen', keep: (g) => !g.over },
  { value: 'over', key: 'saved.showOver', keep: (g) => !!g.over },
];

export function SavedGames({ games, skipped, newer = 0, onContinue, onDelete, describe, facts, t, children }) {
  const [filter, setFilter] = useState('all');
  const [all, setAll] = useState(false);
  const chosen = FILTERS.find((f) => f.value === filter);
  const listed = games.filter(chosen.keep);
  const shown = all ? listed : listed.slice(0, LIST_SHOWN);
  return (
    <section class="saved-games" aria-labelledby="saved-title">
      <h2 id="saved-title">{t('saved.title')}</h2>
      {skipped > 0 && (
        <p class="notice" role="status">
          {t('saved.skipped', { n: skipped })}
        </p>
      )}
      {newer > 0 && (
        <p class="notice newer" role="status">
          {t('saved.newer', { n: newer })}
        </p>
      )}
      {games.length > 0 && (
        <fieldset class="saved-filter">
          <legend class="sr-only">{t('saved.show')}</legend>
          {FILTERS.map((f) => (
            <label key={f.value} class="choice">
              <input
                type="radio"
                name="saved-filter"
                value={f.value}
                checked={filter === f.value}
                onChange={() => setFilter(f.value)}
              />
              {t(f.key)} ({games.filter(f.keep).length})
            </label>
          ))}
        </fieldset>
      )}
      {games.length > 0 && !listed.length && (
        <p class="muted">{t(filter === 'open' ? 'saved.noneOpen' : 'saved.noneOver')}</p>
      )}
      {shown.length > 0 && (
        <ul>
          {shown.map((g) => (
            <li key={g.id} data-game-id={g.id} class={g.over ? 'over' : 'open'}>
              <span class="saved-about">
                <span class="saved-what">{describe(g)}</span>
                {g.an && (
                  <span class="badge analysed" data-testid="saved-analysed">
                    {t('analysis.analysed')}
                  </span>
                )}
                <span class="saved-facts">{facts(g)}</span>
              </span>
              <span class="saved-actions">
                {g.over ? (
                  <button
                    type="button"
                    class="primary"
                    onClick={() => onContinue(g)}
                    aria-label={t('saved.openLabel', { game: describe(g) })}
                  >
                    {t('saved.open')}
                  </button>
                ) : (
                  <button type="button" class="primary" onClick={() => onContinue(g)}>
                    {t('saved.continue')}
                  </button>
                )}
                <button
                  type="button"
                  onClick={() => onDelete(g)}
                  aria-label={t('saved.deleteLabel', { game: describe(g) })}
                >
                  {t('saved.delete')}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {listed.length > shown.length && (
        <p>
          <button type="button" class="saved-more" onClick={() => setAll(true)}>
            {t('saved.more', { n: listed.length })}
          </button>
        </p>
      )}
      {children}
    </section>
  );
}
