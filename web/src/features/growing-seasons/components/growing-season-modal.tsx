import type { GrowingLocation, GrowingSeason } from '@mesonet/shared/contracts/growing-seasons.schema';
import { useId, useState, type RefObject } from 'react';
import { Link } from 'react-router';
import { Modal } from '@/components/ui/modal';
import { paths } from '@/config/paths';
import { GrowingSeasonForm } from './growing-season-form';

interface GrowingSeasonModalProps {
  userId: number;
  /** The season to edit; null for a new one. */
  season: GrowingSeason | null;
  homeLocation: GrowingLocation | null;
  /** Cancel, Escape or the backdrop: nothing is kept, so the next form opens on its defaults. */
  onClose: () => void;
  /** After a save; without it the modal says the season is saved and links to it (the map's way). */
  onSaved?: (season: GrowingSeason) => void;
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/** The growing season form in a modal: on the map (spec §2 "growing season modal") and the seasons screens. */
export function GrowingSeasonModal({
  userId,
  season,
  homeLocation,
  onClose,
  onSaved,
  returnFocusRef,
}: GrowingSeasonModalProps) {
  const titleId = useId();
  const [saved, setSaved] = useState<GrowingSeason | null>(null);

  if (saved) {
    return (
      <Modal titleId={titleId} onClose={onClose} returnFocusRef={returnFocusRef} className="season-modal">
        <h2 className="modal__title" id={titleId}>
          Growing season saved
        </h2>
        <p role="status">
          ‘{saved.name}’ is saved. Its dates and graphs follow the readings of{' '}
          {saved.nearest_site_name ?? 'the nearest station'}.
        </p>
        <div className="modal__actions">
          <Link className="button button--primary" to={paths.growingSeason.getHref({ growingSeasonSlug: saved.slug })}>
            View the season
          </Link>
          <button type="button" className="button button--secondary" onClick={onClose}>
            Close
          </button>
        </div>
      </Modal>
    );
  }

  return (
    <Modal titleId={titleId} onClose={onClose} returnFocusRef={returnFocusRef} className="season-modal">
      <h2 className="modal__title" id={titleId}>
        {season ? 'Edit Growing Season' : 'Add Growing Season Details'}
      </h2>
      <GrowingSeasonForm
        userId={userId}
        season={season}
        homeLocation={homeLocation}
        onCancel={onClose}
        onSaved={onSaved ?? setSaved}
      />
    </Modal>
  );
}
