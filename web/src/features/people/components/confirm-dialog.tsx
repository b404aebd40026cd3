import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '@/hooks/use-focus-trap';
import './people.css';

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

/** A question to answer before something that cannot be undone. Rendered on <body> above the page. */
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
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, open, { onEscape: onCancel, returnFocusRef });

  useEffect(() => {
    if (!open) return;
    document.documentElement.classList.add('has-open-dialog');
    return () => document.documentElement.classList.remove('has-open-dialog');
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div className="confirm-dialog">
      <div className="confirm-dialog__backdrop" aria-hidden="true" onClick={onCancel} />
      <div
        ref={panelRef}
        className="confirm-dialog__panel"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="confirm-dialog-title"
        aria-describedby="confirm-dialog-text"
      >
        <h2 className="confirm-dialog__title" id="confirm-dialog-title">
          {title}
        </h2>
        <div id="confirm-dialog-text">{children}</div>
        <div className="confirm-dialog__actions">
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
      </div>
    </div>,
    document.body,
  );
}
