import type { GrowingSeason } from '@mesonet/shared/contracts/growing-seasons.schema';
import type { RefObject } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
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
  const remove = useDeleteGrowingSeason(userId);
  return (
    <ConfirmDialog
      title="Confirm to Delete Growing Seasons"
      error={remove.isError ? apiErrorMessages(remove.error)[0] : null}
      confirmLabel="Delete"
      busy={remove.isPending}
      busyLabel="Deleting…"
      confirmClassName="button season-button--danger"
      onConfirm={() => remove.mutate(season.id, { onSuccess: onDeleted })}
      onCancel={onCancel}
      returnFocusRef={returnFocusRef}
    >
      <p>Delete ‘{season.name}’? Its dates and graphs will no longer be shown. This cannot be undone.</p>
    </ConfirmDialog>
  );
}
