// Notices.jsx — what the play page says above the game or the setup: a link that could not open
// (with a fresh game of its setup when there is one), a link that rewrites or is older than the
// copy of its game kept here, another tab playing this game on, autosave failing, old finished
// games dropped to keep room, and the heading while the engine loads (or the notice that it failed).
import { FINISHED_KEPT } from '../../saved/storage.js';

/** A link's game could not be opened: problem {text, fresh} (fresh: a canonical setup, or ''). */
export function LinkProblem({ problem, onFresh, onDismiss, t }) {
  return (
    <div class="link-problem" role="alert">
      <p>{problem.text}</p>
      <p class="share-row">
        {problem.fresh && (
          <button type="button" class="primary" onClick={onFresh}>
            {t('link.fresh')}
          </button>
        )}
        <button type="button" onClick={onDismiss}>
          {t('link.dismiss')}
        </button>
      </p>
    </div>
  );
}

/**
 * A link for a game this browser has, which does not continue our copy: known {ours (the stored
 * entry), how: {kind: 'conflict', move, ours, theirs} or {kind: 'behind'}} (persist.js
 * compareRecords). The link's game is shown; nothing was written over; ours is offered.
 */
export function LinkKnown({ known, onOpenOurs, onDismiss, t }) {
  const { how, ours } = known;
  let text;
  if (how.kind === 'behind') text = t('linkKnown.older', { n: ours.moves || 0 });
  else if (how.move === 0) text = t('linkKnown.setup');
  else text = t('linkKnown.changes', { move: how.move, ours: how.ours, theirs: how.theirs });
  return (
    <div class="link-known" role="alert" data-kind={how.kind}>
      <p>{text}</p>
      <p>{t(how.kind === 'behind' ? 'linkKnown.olderKept' : 'linkKnown.bothKept')}</p>
      <p class="share-row">
        <button type="button" class="primary" onClick={onOpenOurs}>
          {t('linkKnown.openOurs')}
        </button>
        <button type="button" onClick={onDismiss}>
          {t('link.dismiss')}
        </button>
      </p>
    </div>
  );
}

/** Saving a finished game dropped the n oldest finished ones (storage.js pruneFinished). */
export function Pruned({ n, onDismiss, t }) {
  return (
    <div class="pruned-notice" role="status">
      <p>{t('saved.pruned', { n, kept: FINISHED_KEPT })}</p>
      <p class="share-row">
        <button type="button" onClick={onDismiss}>
          {t('link.dismiss')}
        </button>
      </p>
    </div>
  );
}

/** Another tab played this game on: open its copy, or carry on here. */
export function SaveConflict({ onOpenOther, onDismiss, t }) {
  return (
    <div class="save-conflict" role="alert">
      <p>{t('saved.conflict')}</p>
      <p class="share-row">
        <button type="button" class="primary" onClick={onOpenOther}>
          {t('saved.openOther')}
        </button>
        <button type="button" onClick={onDismiss}>
          {t('link.dismiss')}
        </button>
      </p>
    </div>
  );
}

/** Autosave failed: code 'quota' (storage full) or another. */
export function SaveProblem({ code, t }) {
  return (
    <p class="error save-problem" role="alert">
      {t(code === 'quota' ? 'saved.failedQuota' : 'saved.failed')}
    </p>
  );
}

/**
 * The play page's heading and what it waits for: the engine loading (or the notice that it
 * failed), or a link's game opening; `children` (the table setup) below, when there is one.
 */
export function Waiting({ failed = false, t, children }) {
  return (
    <>
      <h1>{t('play.title')}</h1>
      {failed ? (
        <p class="error" role="alert">
          {t('play.engineFailed')}
        </p>
      ) : (
        <p class="muted loading" role="status">
          {t('play.loading')}
        </p>
      )}
      {children}
    </>
  );
}
