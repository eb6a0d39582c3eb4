// SavedGames.jsx — the unfinished games saved in this browser, newest first, to continue or
// delete; a notice when stored entries had to be skipped (damaged or from another version). A
// game in which the exact analysis was turned on against a bot carries its "analysed" mark here too.
// describe(g): what game it is; facts(g): when it was played, whose turn, the score.
// skipped: how many entries were damaged; newer: how many a newer version of the site wrote.
export function SavedGames({ games, skipped, newer = 0, onContinue, onDelete, describe, facts, t }) {
  const open = games.filter((g) => !g.over);
  if (!open.length && !skipped && !newer) return null;
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
      {open.length > 0 && (
        <ul>
          {open.map((g) => (
            <li key={g.id} data-game-id={g.id}>
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
                <button type="button" class="primary" onClick={() => onContinue(g)}>
                  {t('saved.continue')}
                </button>
                <button type="button" onClick={() => onDelete(g)} aria-label={t('saved.deleteLabel', { game: describe(g) })}>
                  {t('saved.delete')}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
