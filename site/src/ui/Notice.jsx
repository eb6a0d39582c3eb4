// Notice.jsx — a notice above the game or the setup: its text, then a row with an optional
// primary action and "Dismiss" (the play page's link, save and pruning notices).

/**
 * cls: the notice's class; role: 'alert' (default) or 'status'; kind: its data-kind, if any;
 * action: {label, onClick} for the primary button, or null; children: the notice's paragraphs.
 */
export function Notice({ cls, role = 'alert', kind, action = null, onDismiss, t, children }) {
  return (
    <div class={cls} role={role} data-kind={kind}>
      {children}
      <p class="share-row">
        {action && (
          <button type="button" class="primary" onClick={action.onClick}>
            {action.label}
          </button>
        )}
        <button type="button" onClick={onDismiss}>
          {t('link.dismiss')}
        </button>
      </p>
    </div>
  );
}
