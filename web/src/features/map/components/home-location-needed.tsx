import { growingSeasonMessages } from '@mesonet/shared/growing-seasons/growing-season.messages';
import type { RefObject } from 'react';
import { Modal } from '@/components/ui/modal';
import '@/components/ui/button.css';

interface HomeLocationNeededProps {
  /** Whether this grower may set it (else someone in the company with the permission must). */
  canSetHomeLocation: boolean;
  onSetHomeLocation: () => void;
  onClose: () => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}

/** Spec §2: 'Add Growing Season Details' before a Home location exists. */
export function HomeLocationNeeded({
  canSetHomeLocation,
  onSetHomeLocation,
  onClose,
  returnFocusRef,
}: HomeLocationNeededProps) {
  return (
    <Modal
      role="alertdialog"
      titleId="home-location-needed-title"
      descriptionId="home-location-needed-text"
      onClose={onClose}
      returnFocusRef={returnFocusRef}
    >
      <h2 className="modal__title" id="home-location-needed-title">
        {growingSeasonMessages.homeLocationRequired}
      </h2>
      <p id="home-location-needed-text">{growingSeasonMessages.homeLocationHowTo}</p>
      <div className="modal__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          Close
        </button>
        {canSetHomeLocation ? (
          <button type="button" className="button button--primary" onClick={onSetHomeLocation}>
            Set Home Location
          </button>
        ) : null}
      </div>
    </Modal>
  );
}
