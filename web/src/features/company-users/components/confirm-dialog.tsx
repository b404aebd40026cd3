import type { ReactNode, RefObject } from 'react';
import { Modal } from '@/components/ui/modal';
import './company-users.css';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy: boolean;
  busyLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The button that opened it: focus goes back there when it closes. */
  returnFocusRef: RefObject<HTMLElement | null>;
}

/** A question to answer before something that cannot be undone. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busy,
  busyLabel,
  onConfirm,
  onCancel,
  returnFocusRef,
}: ConfirmDialogProps) {
  if (!open) return null;
  return (
    <Modal
      role="alertdialog"
      titleId="confirm-dialog-title"
      descriptionId="confirm-dialog-text"
      onClose={onCancel}
      returnFocusRef={returnFocusRef}
    >
      <h2 className="modal__title" id="confirm-dialog-title">
        {title}
      </h2>
      <div id="confirm-dialog-text">{children}</div>
      <div className="modal__actions confirm-dialog__actions">
        {/* Cancel first: it takes the focus, so Enter never deletes by accident. */}
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button
          type="button"
          className="button button--danger"
          onClick={onConfirm}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? (
            <>
              <span className="button__spinner" aria-hidden="true" />
              {busyLabel}
            </>
          ) : (
            confirmLabel
          )}
        </button>
      </div>
    </Modal>
  );
}
