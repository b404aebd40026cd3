import { useId, type ReactNode, type RefObject } from 'react';
import { Modal } from '@/components/ui/modal';
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

/** A modal message over an account screen. */
export function AccountDialog({ title, tone, onClose, returnFocusRef, children, actions }: AccountDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <Modal
      role={tone === 'error' ? 'alertdialog' : 'dialog'}
      titleId={titleId}
      descriptionId={bodyId}
      onClose={onClose}
      returnFocusRef={returnFocusRef}
      className={`account-dialog account-dialog--${tone}`}
    >
      <h2 className="modal__title" id={titleId}>
        {title}
      </h2>
      <div className="account-dialog__body" id={bodyId}>
        {children}
      </div>
      <div className="modal__actions">{actions}</div>
    </Modal>
  );
}
