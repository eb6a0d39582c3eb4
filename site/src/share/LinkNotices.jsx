// LinkNotices.jsx — what the play page says about a share link above the game: a link that could
// not open (with a fresh game of its setup when there is one), and a link that rewrites or is
// older than the copy of its game kept here.
import { Notice } from '../ui/Notice.jsx';

/** A link's game could not be opened: problem {text, fresh} (fresh: a canonical setup, or ''). */
export function LinkProblem({ problem, onFresh, onDismiss, t }) {
  return (
    <Notice
      cls="link-problem"
      action={problem.fresh ? { label: t('link.fresh'), onClick: onFresh } : null}
      onDismiss={onDismiss}
      t={t}
    >
      <p>{problem.text}</p>
    </Notice>
  );
}

/**
 * A link for a game this browser has, which does not continue our copy: known {ours (the stored
 * entry), how: {kind: 'conflict', move, ours, theirs} or {kind: 'behind'}} (compare.js
 * compareRecords). The link's game is shown; nothing was written over; ours is offered.
 */
export function LinkKnown({ known, onOpenOurs, onDismiss, t }) {
  const { how, ours } = known;
  let text;
  if (how.kind === 'behind') text = t('linkKnown.older', { n: ours.moves || 0 });
  else if (how.move === 0) text = t('linkKnown.setup');
  else text = t('linkKnown.changes', { move: how.move, ours: how.ours, theirs: how.theirs });
  return (
    <Notice
      cls="link-known"
      kind={how.kind}
      action={{ label: t('linkKnown.openOurs'), onClick: onOpenOurs }}
      onDismiss={onDismiss}
      t={t}
    >
      <p>{text}</p>
      <p>{t(how.kind === 'behind' ? 'linkKnown.olderKept' : 'linkKnown.bothKept')}</p>
    </Notice>
  );
}
