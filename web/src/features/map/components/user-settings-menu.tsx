import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import { useId, useRef, useState } from 'react';
import { useSaveMapView } from '../api/save-map-view';
import { useDismiss } from '../hooks/use-dismiss';
import type { MapView } from '@mesonet/shared/map/map-view';
import { DisclosureButton } from '@/components/ui/disclosure-button';
import { LineIcon } from '@/components/ui/line-icon';
import '@/components/ui/button.css';

interface UserSettingsMenuProps {
  /** The map's current view, read when the panel opens. */
  currentView: () => MapView | null;
  /** The refreshed user after a save, for the session to store (the map then opens on the saved view). */
  onUserChanged: (user: AuthUser) => void;
}

const coordinate = (value: number) => value.toFixed(5);

/** Spec §2 user-settings button and its centre/zoom save dialog: the current view becomes the user's default. */
export function UserSettingsMenu({ currentView, onUserChanged }: UserSettingsMenuProps) {
  const [view, setView] = useState<MapView | null>(null);
  const save = useSaveMapView({ onUserChanged });
  const open = view !== null;
  const panelRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const titleId = useId();
  useDismiss(panelRef, open, { onDismiss: () => setView(null), returnFocusRef: buttonRef });

  return (
    <div className="map-menu">
      <DisclosureButton
        ref={buttonRef}
        className="outline-button map-toolbar__button map-toolbar__button--icon"
        open={open}
        controls={panelId}
        onClick={() => {
          save.reset();
          setView(open ? null : currentView());
        }}
      >
        <LineIcon size={22}>
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
        </LineIcon>
        <span className="map-toolbar__button-text">User Settings</span>
      </DisclosureButton>
      <div
        ref={panelRef}
        id={panelId}
        className="map-dropdown map-panel map-panel--wide"
        role="group"
        aria-labelledby={titleId}
        hidden={!open}
      >
        <h2 className="map-panel__title" id={titleId}>
          Default map view
        </h2>
        <p>Your map can open on your own area: its centre and zoom can be saved as your default view.</p>
        {view ? (
          <dl className="map-panel__facts">
            <dt>Centre</dt>
            <dd>
              {coordinate(view.centre.lat)}, {coordinate(view.centre.lng)}
            </dd>
            <dt>Zoom</dt>
            <dd>{view.zoom}</dd>
          </dl>
        ) : null}
        <button
          type="button"
          className="button button--primary"
          disabled={!view || save.isPending}
          onClick={() => view && save.mutate(view)}
        >
          {save.isPending ? 'Saving…' : 'Save as my default view'}
        </button>
        <p className="map-panel__note" role="status">
          {save.isSuccess ? 'Saved. The map will open here next time.' : null}
          {save.isError ? `Could not save: ${save.error.message}` : null}
        </p>
      </div>
    </div>
  );
}
