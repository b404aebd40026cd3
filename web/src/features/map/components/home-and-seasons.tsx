import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import type { GrowingLocation } from '@mesonet/shared/contracts/growing-seasons.schema';
import type { LatLng } from '@mesonet/shared/growing-seasons/growing-season-rules';
import { growingSeasonStart, hasMapMenu, mapMenuItems } from '@mesonet/shared/map/map-menu';
import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useEffectEvent, useRef, useState, type ComponentType, type ReactNode, type RefObject } from 'react';
import { apiErrorMessages } from '@/lib/api-client';
import { homeLocationOf, useGrowingLocationsQuery, useSaveHomeLocation } from '../api/growing-locations';
import { HomeLocationDialog } from './home-location-dialog';
import { useHomeLocationMarker } from './home-location-marker';
import { HomeLocationNeeded } from './home-location-needed';
import { MapCornerMenu } from './map-corner-menu';
import './home-and-seasons.css';

export interface GrowingSeasonModalProps {
  homeLocation: GrowingLocation;
  onClose: () => void;
}

interface HomeAndSeasonsProps {
  map: LeafletMap | null;
  /** The signed-in user; null for visitors, who get neither marker nor menu. */
  user: AuthUser | null;
  /** The season form in a modal (the growing-seasons feature, composed by the route). */
  GrowingSeasonModal: ComponentType<GrowingSeasonModalProps>;
}

type Mode = { kind: 'idle' } | { kind: 'placing'; position: LatLng } | { kind: 'season' };

/**
 * The grower's own place on the map (spec §2 "Map screen"): the Home marker, the bottom-right menu, the
 * home-location drag dialog and the growing season modal, or the note that the Home location comes first.
 */
export function HomeAndSeasons({ map, user, GrowingSeasonModal }: HomeAndSeasonsProps) {
  const userId = user?.id ?? null;
  const locations = useGrowingLocationsQuery(user);
  const save = useSaveHomeLocation(userId);
  const [mode, setMode] = useState<Mode>({ kind: 'idle' });
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLElement>(null);
  // Counts the times the marker was put somewhere by the app (not dragged): each time it is brought into view.
  const [placedCount, setPlacedCount] = useState(0);
  const items = mapMenuItems(user);
  const home = homeLocationOf(locations.data);
  const placing = mode.kind === 'placing' ? mode.position : null;

  useHomeLocationMarker({
    map,
    // While placing, the draft; otherwise the saved place (Cancel therefore restores it).
    position: placing ?? home?.location_coords ?? null,
    draggable: placing !== null,
    onMoved: (position) => setMode({ kind: 'placing', position }),
  });

  useMarkerRevealed(map, placing, dialogRef, placedCount);

  const close = () => {
    setMode({ kind: 'idle' });
    menuButtonRef.current?.focus({ preventScroll: true });
  };

  function startPlacing() {
    save.reset();
    const centre = map?.getCenter();
    const start = home?.location_coords ?? (centre ? { lat: centre.lat, lng: centre.lng } : null);
    if (!start) return;
    setMode({ kind: 'placing', position: start });
    setPlacedCount((count) => count + 1);
  }

  function moveToMapCentre() {
    const centre = map?.getCenter();
    if (!centre) return;
    setMode({ kind: 'placing', position: { lat: centre.lat, lng: centre.lng } });
    setPlacedCount((count) => count + 1);
  }

  // Members who may not set the Home location still see its marker, but get no menu.
  if (user === null || !hasMapMenu(items)) return null;

  let overlay: ReactNode = null;
  if (placing) {
    overlay = (
      <HomeLocationDialog
        dialogRef={dialogRef}
        position={placing}
        saving={save.isPending}
        error={save.isError ? (apiErrorMessages(save.error)[0] ?? null) : null}
        onSave={() => save.mutate(placing, { onSuccess: close })}
        onCancel={close}
        onMoveToMapCentre={moveToMapCentre}
      />
    );
  } else if (mode.kind === 'season' && locations.data !== undefined) {
    const start = growingSeasonStart(home);
    overlay =
      start.kind === 'form' ? (
        <GrowingSeasonModal homeLocation={start.homeLocation} onClose={close} />
      ) : (
        <HomeLocationNeeded
          canSetHomeLocation={items.setHomeLocation}
          onSetHomeLocation={startPlacing}
          onClose={close}
          returnFocusRef={menuButtonRef}
        />
      );
  }

  return (
    <>
      <MapCornerMenu
        map={map}
        items={items}
        buttonRef={menuButtonRef}
        onSetHomeLocation={startPlacing}
        onAddGrowingSeason={() => setMode({ kind: 'season' })}
      />
      {overlay}
    </>
  );
}

/**
 * The marker must be in view, and not under the dialog along the map's top, to be dragged: brought
 * there each time the app puts it somewhere (`placedCount` goes up), never while it is dragged.
 */
function useMarkerRevealed(
  map: HomeAndSeasonsProps['map'],
  placing: LatLng | null,
  dialogRef: RefObject<HTMLElement | null>,
  placedCount: number,
) {
  const revealMarker = useEffectEvent(() => {
    if (!map || !placing) return;
    const dialogHeightPx = dialogRef.current?.offsetHeight ?? 0;
    map.panInside([placing.lat, placing.lng], {
      paddingTopLeft: [24, dialogHeightPx + 32],
      paddingBottomRight: [72, 32],
      animate: false,
    });
  });
  useEffect(() => {
    if (placedCount > 0) revealMarker();
  }, [placedCount]);
}
