import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '@/hooks/use-focus-trap';
import '@/components/ui/button.css';
import './account-dialog.css';

interface AccountDialogProps {
  title: string;
  tone: 'error' | 'success';
  /** Escape and the backdrop do what the dialog's own button does. */
  onClose: () => void;
  /** Where focus goes when the dialog closes (the field to correct); none when closing leaves the screen. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  children: ReactNode;
  /** The dialog's buttons or links. */
  actions: ReactNode;
}

/** A modal message over an account screen, on <body> so no layout clips it; focus stays inside while open. */
export function AccountDialog({ title, tone, onClose, returnFocusRef, children, actions }: AccountDialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const nowhere = useRef<HTMLElement | null>(null);
  useFocusTrap(panelRef, true, { onEscape: onClose, returnFocusRef: returnFocusRef ?? nowhere });

  useEffect(() => {
    document.documentElement.classList.add('has-open-dialog');
    return () => document.documentElement.classList.remove('has-open-dialog');
  }, []);

  return createPortal(
    <div className="account-dialog">
      <div className="account-dialog__backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        className={`account-dialog__panel account-dialog__panel--${tone}`}
        role={tone === 'error' ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
      >
        <h2 className="account-dialog__title" id={titleId}>
          {title}
        </h2>
        <div className="account-dialog__body" id={bodyId}>
          {children}
        </div>
        <div className="account-dialog__actions">{actions}</div>
      </div>
    </div>,
    document.body,
  );
}
