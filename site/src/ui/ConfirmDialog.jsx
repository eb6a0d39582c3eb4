// ConfirmDialog.jsx — ask before an action that ends something: the native <dialog> opened with
// showModal (focus moves in and stays there, Escape cancels, the page behind is inert).
import { useEffect, useRef } from 'preact/hooks';

/** open: show it; onConfirm / onCancel: the two answers (Escape and the backdrop cancel too). */
export function ConfirmDialog({ open, title, text, confirm, cancel, onConfirm, onCancel }) {
  const ref = useRef(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      class="confirm-dialog"
      aria-labelledby="confirm-title"
      aria-describedby="confirm-text"
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
      onClick={(e) => e.target === ref.current && onCancel()}
    >
      <h2 id="confirm-title">{title}</h2>
      <p id="confirm-text">{text}</p>
      <div class="actions">
        <button type="button" onClick={onCancel} data-testid="confirm-no" autofocus>
          {cancel}
        </button>
        <button type="button" class="primary danger" onClick={onConfirm} data-testid="confirm-yes">
          {confirm}
        </button>
      </div>
    </dialog>
  );
}
