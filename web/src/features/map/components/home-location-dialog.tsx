import type { LatLng } from '@mesonet/shared/growing-seasons/growing-season-rules';
import { useEffect, useId, useRef, type KeyboardEvent, type RefObject } from 'react';
import { SubmitButton } from '@/components/ui/button';
import { LineIcon } from '@/components/ui/line-icon';
import '@/components/ui/button.css';

interface HomeLocationDialogProps {
  /** The card, whose height the map keeps the marker clear of. */
  dialogRef: RefObject<HTMLElement | null>;
  /** Where the marker stands now. */
  position: LatLng;
  saving: boolean;
  /** Why the last save failed, if it did. */
  error: string | null;
  onSave: () => void;
  /** Puts the marker back where it was and closes. */
  onCancel: () => void;
  /** The way to move the marker without dragging it: to the middle of the map as it is now. */
  onMoveToMapCentre: () => void;
}

const coordinate = (value: number) => value.toFixed(5);

/**
 * Spec §2 "home-location drag dialog": a card over the map while the Home marker is dragged; Save keeps
 * the new place, Cancel (or Escape) restores the original. Not modal: the map behind it must stay usable.
 */
export function HomeLocationDialog({
  dialogRef,
  position,
  saving,
  error,
  onSave,
  onCancel,
  onMoveToMapCentre,
}: HomeLocationDialogProps) {
  const titleId = useId();
  const textId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    titleRef.current?.focus({ preventScroll: true });
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape' || saving) return;
    event.preventDefault();
    onCancel();
  }

  return (
    <section
      ref={dialogRef}
      className="map-card home-location-dialog"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onKeyDown={onKeyDown}
    >
      <div className="home-location-dialog__head">
        <h2 className="home-location-dialog__title" id={titleId} ref={titleRef} tabIndex={-1}>
          Set Home Location
        </h2>
        <p className="home-location-dialog__position">
          <span className="visually-hidden">Marker at </span>
          {coordinate(position.lat)}, {coordinate(position.lng)}
        </p>
      </div>
      <p className="home-location-dialog__text" id={textId}>
        Drag the house to your home, then Save.
      </p>
      {error ? (
        <p className="home-location-dialog__error" role="alert">
          {error}
        </p>
      ) : null}
      <form
        className="home-location-dialog__actions"
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
        <SubmitButton busy={saving} busyLabel="Saving…">
          Save
        </SubmitButton>
        {/* Dragging needs a pointer: this puts the marker where the map is centred, for keyboards too. */}
        <button
          type="button"
          className="outline-button map-toolbar__button home-location-dialog__centre"
          aria-label="Move the marker to the map centre"
          title="Move the marker to the map centre"
          onClick={onMoveToMapCentre}
          disabled={saving}
        >
          <LineIcon size={22} strokeWidth={2}>
            <circle cx="12" cy="12" r="6.5" />
            <path d="M12 1.5v5M12 17.5v5M1.5 12h5M17.5 12h5" />
          </LineIcon>
          <span className="home-location-dialog__centre-text">Map centre</span>
        </button>
      </form>
    </section>
  );
}
