import type { MapMenuItems } from '@mesonet/shared/map/map-menu';
import type { Map as LeafletMap } from 'leaflet';
import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useDismiss } from '../hooks/use-dismiss';
import { MapControl } from './map-control';
import { DisclosureButton } from '@/components/ui/disclosure-button';
import { LineIcon } from '@/components/ui/line-icon';

interface MapCornerMenuProps {
  map: LeafletMap | null;
  items: MapMenuItems;
  /** The menu button: focus returns to it when a dialog the menu opened closes. */
  buttonRef: RefObject<HTMLButtonElement | null>;
  onSetHomeLocation: () => void;
  onAddGrowingSeason: () => void;
}

/** Spec §2 "Map screen": the bottom-right menu, above the zoom buttons. */
export function MapCornerMenu({ map, items, buttonRef, onSetHomeLocation, onAddGrowingSeason }: MapCornerMenuProps) {
  const [open, setOpen] = useState(false);
  // Upwards from the corner, unless a short map (a phone's) leaves more room below the button.
  const [placement, setPlacement] = useState<{ down: boolean; maxHeightPx: number }>({ down: false, maxHeightPx: 0 });
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  useDismiss(panelRef, open, { onDismiss: () => setOpen(false), returnFocusRef: buttonRef });

  const place = useCallback(() => {
    const button = buttonRef.current;
    const area = map?.getContainer();
    if (!button || !area) return;
    const buttonBox = button.getBoundingClientRect();
    const areaBox = area.getBoundingClientRect();
    const above = buttonBox.top - areaBox.top;
    const below = areaBox.bottom - buttonBox.bottom;
    const gapPx = 16;
    setPlacement({ down: below > above, maxHeightPx: Math.max(above, below) - gapPx });
  }, [buttonRef, map]);

  // An open menu is placed again when the map changes size (a phone turned, the disclaimer dismissed).
  useEffect(() => {
    if (!open || !map) return;
    map.on('resize', place);
    return () => {
      map.off('resize', place);
    };
  }, [open, map, place]);

  function toggle() {
    if (!open) place();
    setOpen(!open);
  }

  const choose = (action: () => void) => () => {
    setOpen(false);
    action();
  };

  return (
    <MapControl map={map} position="bottomright" className="map-corner-menu">
      <div
        ref={panelRef}
        id={panelId}
        className={
          placement.down
            ? 'map-dropdown map-corner-menu__panel map-corner-menu__panel--down'
            : 'map-dropdown map-corner-menu__panel'
        }
        style={placement.maxHeightPx > 0 ? { maxHeight: placement.maxHeightPx } : undefined}
        hidden={!open}
      >
        <ul className="map-corner-menu__list">
          {items.setHomeLocation ? <MenuItem onClick={choose(onSetHomeLocation)}>Set Home Location</MenuItem> : null}
          {items.addGrowingSeasonDetails ? (
            <MenuItem onClick={choose(onAddGrowingSeason)}>Add Growing Season Details</MenuItem>
          ) : null}
        </ul>
      </div>
      <DisclosureButton
        ref={buttonRef}
        className="map-corner-menu__button"
        open={open}
        controls={panelId}
        onClick={toggle}
      >
        <LineIcon size={20} strokeLinejoin="round">
          <path d="M3 11.5 12 4l9 7.5M5.5 9.5V20h5v-5.5h3V20h5V9.5" />
        </LineIcon>
        <span className="map-corner-menu__label">{items.addGrowingSeasonDetails ? 'Home & Seasons' : 'Home'}</span>
      </DisclosureButton>
    </MapControl>
  );
}

function MenuItem({ onClick, children }: { onClick: () => void; children: string }) {
  return (
    <li>
      <button type="button" className="map-corner-menu__item" onClick={onClick}>
        {children}
      </button>
    </li>
  );
}
