// Notices.jsx — what the play page says above the game or the setup besides a link's notices
// (share/LinkNotices.jsx): another tab playing this game on, autosave failing, old finished
// games dropped to keep room, and the heading while the engine loads (or the notice that it failed).
import { FINISHED_KEPT } from '../../saved/storage.js';
import { Notice } from '../../ui/Notice.jsx';

/** Saving a finished game dropped the n oldest finished ones (storage.js pruneFinished). */
export function Pruned({ n, onDismiss, t }) {
  return (
    <Notice cls="pruned-notice" role="status" onDismiss={onDismiss} t={t}>
      <p>{t('saved.pruned', { n, kept: FINISHED_KEPT })}</p>
    </Notice>
  );
}

/** Another tab played this game on: open its copy, or carry on here. */
export function SaveConflict({ onOpenOther, onDismiss, t }) {
  return (
    <Notice
      cls="save-conflict"
      action={{ label: t('saved.openOther'), onClick: onOpenOther }}
      onDismiss={onDismiss}
      t={t}
    >
      <p>{t('saved.conflict')}</p>
    </Notice>
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
