import type { GrowingLocation, GrowingSeason } from '@mesonet/shared/contracts/growing-seasons.schema';
import { useRef, useState } from 'react';
import { DeleteSeasonDialog } from './delete-season-dialog';
import { GrowingSeasonModal } from './growing-season-modal';

interface SeasonActionsProps {
  userId: number;
  season: GrowingSeason;
  homeLocation: GrowingLocation | null;
  /** After a confirmed delete (the season's own page leaves for the list). */
  onDeleted?: () => void;
}

/** Edit (the form in a modal) and Delete (after 'Confirm to Delete Growing Seasons') for one season. */
export function SeasonActions({ userId, season, homeLocation, onDeleted }: SeasonActionsProps) {
  const [open, setOpen] = useState<'edit' | 'delete' | null>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(null);
  return (
    <div className="season-actions">
      <button
        ref={editRef}
        type="button"
        className="button button--secondary"
        aria-label={`Edit ${season.name}`}
        onClick={() => setOpen('edit')}
      >
        Edit
      </button>
      <button
        ref={deleteRef}
        type="button"
        className="button button--secondary season-actions__delete"
        aria-label={`Delete ${season.name}`}
        onClick={() => setOpen('delete')}
      >
        Delete
      </button>
      {open === 'edit' ? (
        <GrowingSeasonModal
          userId={userId}
          season={season}
          homeLocation={homeLocation}
          onClose={close}
          onSaved={close}
          returnFocusRef={editRef}
        />
      ) : null}
      {open === 'delete' ? (
        <DeleteSeasonDialog
          userId={userId}
          season={season}
          onCancel={close}
          onDeleted={() => {
            close();
            onDeleted?.();
          }}
          returnFocusRef={deleteRef}
        />
      ) : null}
    </div>
  );
}
