import { useCallback, useRef, useState, type RefObject } from 'react';
import { Modal } from '@/components/ui/modal';
import { upgradeRequiredText, ViewPlansLink } from './upgrade-prompt';

interface UpgradeRequiredModalProps {
  open: boolean;
  onClose: () => void;
  /** The 'U' tile or button that opened it: focus goes back there on close. */
  returnFocusRef: RefObject<HTMLElement | null>;
}

/** Spec §2 "Upgrade-required modal". */
export function UpgradeRequiredModal({ open, onClose, returnFocusRef }: UpgradeRequiredModalProps) {
  if (!open) return null;
  return (
    <Modal
      titleId="upgrade-required-title"
      descriptionId="upgrade-required-text"
      onClose={onClose}
      returnFocusRef={returnFocusRef}
    >
      <h2 className="modal__title" id="upgrade-required-title">
        Upgrade required
      </h2>
      <p id="upgrade-required-text">{upgradeRequiredText}</p>
      <div className="modal__actions">
        <ViewPlansLink onClick={onClose} />
        <button type="button" className="button button--secondary" onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
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
