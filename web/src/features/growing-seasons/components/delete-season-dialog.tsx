import type { GrowingSeason } from '@mesonet/shared/contracts/growing-seasons.schema';
import { useId, type RefObject } from 'react';
import { Modal } from '@/components/ui/modal';
import { apiErrorMessages } from '@/lib/api-client';
import { useDeleteGrowingSeason } from '../api/growing-seasons';
import './growing-seasons.css';

interface DeleteSeasonDialogProps {
  userId: number;
  season: GrowingSeason;
  onCancel: () => void;
  onDeleted: () => void;
  /** The Delete button that opened it: focus goes back there on Cancel. */
  returnFocusRef: RefObject<HTMLElement | null>;
}

/** Spec §2: deleting a season needs confirmation ('Confirm to Delete Growing Seasons'). */
export function DeleteSeasonDialog({ userId, season, onCancel, onDeleted, returnFocusRef }: DeleteSeasonDialogProps) {
  const titleId = useId();
  const textId = useId();
  const remove = useDeleteGrowingSeason(userId);
  const busy = remove.isPending;
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
        Confirm to Delete Growing Seasons
      </h2>
      <p id={textId}>Delete ‘{season.name}’? Its dates and graphs will no longer be shown. This cannot be undone.</p>
      {remove.isError ? (
        <p className="field__error" role="alert">
          {apiErrorMessages(remove.error)[0]}
        </p>
      ) : null}
      <div className="modal__actions">
        {/* Cancel first: it takes the focus, so Enter never deletes by accident. */}
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button
          type="button"
          className="button season-button--danger"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => remove.mutate(season.id, { onSuccess: onDeleted })}
        >
          {busy ? (
            <>
              <span className="button__spinner" aria-hidden="true" />
              Deleting…
            </>
          ) : (
            'Delete'
          )}
        </button>
      </div>
    </Modal>
  );
}
