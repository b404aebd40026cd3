import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useFocusTrap } from '@/hooks/use-focus-trap';
import '@/components/ui/button.css';
import './upgrade-required-modal.css';

interface UpgradeRequiredModalProps {
  open: boolean;
  onClose: () => void;
  /** The 'U' tile or button that opened it: focus goes back there on close. */
  returnFocusRef: RefObject<HTMLElement | null>;
}

/** Spec §2 "Upgrade-required modal". Rendered on <body> so no panel or scrolling table clips it. */
export function UpgradeRequiredModal({ open, onClose, returnFocusRef }: UpgradeRequiredModalProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, open, { onEscape: onClose, returnFocusRef });

  useEffect(() => {
    if (!open) return;
    document.documentElement.classList.add('has-open-dialog');
    return () => document.documentElement.classList.remove('has-open-dialog');
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div className="upgrade-required-modal">
      <div className="upgrade-required-modal__backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        className="upgrade-required-modal__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby="upgrade-required-title"
        aria-describedby="upgrade-required-text"
      >
        <h2 className="upgrade-required-modal__title" id="upgrade-required-title">
          Upgrade required
        </h2>
        <p id="upgrade-required-text">To view this content you must upgrade your billing plan.</p>
        <div className="upgrade-required-modal__actions">
          <Link
            className="button button--primary"
            to={paths.accountScreen.getHref('plan_and_extras')}
            onClick={onClose}
          >
            View plans and extras
          </Link>
          <button type="button" className="button button--secondary" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}

/** One modal for a screen's 'U' buttons: `show` is given the button pressed, which gets focus back on close. */
export function useUpgradeRequiredModal() {
  const [open, setOpen] = useState(false);
  const openerRef = useRef<HTMLElement | null>(null);
  const show = useCallback((opener: HTMLElement) => {
    openerRef.current = opener;
    setOpen(true);
  }, []);
  const modal = <UpgradeRequiredModal open={open} onClose={() => setOpen(false)} returnFocusRef={openerRef} />;
  return { show, modal };
}
