import { useId, type ReactNode, type RefObject } from 'react';
import { Modal } from './modal';
import { ErrorText } from './text-field';
import './modal.css';

interface ConfirmDialogProps {
  open?: boolean;
  title: string;
  /** The question, read out after the title. */
  children: ReactNode;
  /** Why the last try failed, under the question. */
  error?: ReactNode;
  confirmLabel: string;
  busy: boolean;
  busyLabel: string;
  /** The confirm button's look; a red danger button unless the screen has its own. */
  confirmClassName?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The button that opened it: focus goes back there when it closes. */
  returnFocusRef: RefObject<HTMLElement | null>;
}

/** A question to answer before something that cannot be undone. Escape and the backdrop cancel, except while busy. */
export function ConfirmDialog({
  open = true,
  title,
  children,
  error,
  confirmLabel,
  busy,
  busyLabel,
  confirmClassName = 'button button--danger',
  onConfirm,
  onCancel,
  returnFocusRef,
}: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  if (!open) return null;
  return (
    <Modal
      role="alertdialog"
      titleId={titleId}
      descriptionId={textId}
      onClose={() => {
        if (!busy) onCancel();
      }}
      returnFocusRef={returnFocusRef}
    >
      <h2 className="modal__title" id={titleId}>
        {title}
      </h2>
      <div id={textId}>{children}</div>
      <ErrorText>{error}</ErrorText>
      <div className="modal__actions confirm-dialog__actions">
        {/* Cancel first: it takes the focus, so Enter never deletes by accident. */}
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button
          type="button"
          className={confirmClassName}
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
