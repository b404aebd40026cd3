import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '@/hooks/use-focus-trap';
import './modal.css';

interface ModalProps {
  /** The id of the heading inside that names the dialog. */
  titleId: string;
  /** The id of the text read out after the name. */
  descriptionId?: string;
  /** 'alertdialog' for a question or a problem the grower has to answer before going on. */
  role?: 'dialog' | 'alertdialog';
  /** What Escape and a tap on the backdrop do. */
  onClose: () => void;
  /** Where focus goes when it closes; none when closing leaves the screen. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** The panel's own class: its width and look. */
  className?: string;
  children: ReactNode;
}

/**
 * A modal panel over a dimmed page. Rendered on <body>, so no panel, popup or scrolling table clips it;
 * focus stays inside while it is open and the page behind does not scroll.
 */
export function Modal({
  titleId,
  descriptionId,
  role = 'dialog',
  onClose,
  returnFocusRef,
  className,
  children,
}: ModalProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const nowhere = useRef<HTMLElement | null>(null);
  useFocusTrap(panelRef, true, { onEscape: onClose, returnFocusRef: returnFocusRef ?? nowhere });

  useEffect(() => {
    document.documentElement.classList.add('has-open-dialog');
    return () => document.documentElement.classList.remove('has-open-dialog');
  }, []);

  return createPortal(
    <div className="modal">
      <div className="modal__backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        className={['modal__panel', className].filter(Boolean).join(' ')}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
