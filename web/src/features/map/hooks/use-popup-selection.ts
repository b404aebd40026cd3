import type { StationListItem } from '@mesonet/shared/contracts/stations.schema';
import type { Map as LeafletMap } from 'leaflet';
import { useCallback, useRef, useState } from 'react';

function markerElement(map: LeafletMap, slug: string): HTMLElement | null {
  const disc = map.getContainer().querySelector(`[data-site-slug="${CSS.escape(slug)}"]`);
  return disc?.closest<HTMLElement>('.leaflet-marker-icon') ?? null;
}

/**
 * Which station's popup is open, opened from its marker or from the station list, and where the keyboard
 * goes when it closes: back to the list button that opened it, else to the station's marker.
 */
export function usePopupSelection(map: LeafletMap | null, stations: readonly StationListItem[]) {
  const [selectedSlug, setSelectedSlug] = useState<string | null>(null);
  // The station-list button that opened the popup, if it was one: focus returns there, not to the marker.
  const popupOpenerRef = useRef<{ slug: string; element: HTMLElement } | null>(null);

  const onSelect = useCallback((slug: string) => {
    popupOpenerRef.current = null;
    setSelectedSlug(slug);
  }, []);
  const onPopupClosed = useCallback(
    (slug: string) => {
      setSelectedSlug((current) => (current === slug ? null : current));
      // Another popup replacing this one may have its own opener: take only this popup's.
      const opener = popupOpenerRef.current?.slug === slug ? popupOpenerRef.current.element : null;
      if (opener) popupOpenerRef.current = null;
      // Closing with Escape or the close button drops focus on <body>: hand it back to what opened it.
      window.requestAnimationFrame(() => {
        if (!map || (document.activeElement && document.activeElement !== document.body)) return;
        (opener?.isConnected ? opener : markerElement(map, slug))?.focus({ preventScroll: true });
      });
    },
    [map],
  );
  const onOpenFromList = useCallback(
    (slug: string, opener: HTMLElement) => {
      const station = stations.find((candidate) => candidate.slug === slug);
      if (!map || !station) return;
      const position = [station.location.lat, station.location.lng] as [number, number];
      if (!map.getBounds().contains(position)) map.panTo(position, { animate: false });
      if (slug === selectedSlug) {
        // Already open: take the keyboard back into it.
        map.getContainer().querySelector<HTMLElement>('.station-popup__title a')?.focus({ preventScroll: true });
      } else {
        setSelectedSlug(slug);
      }
      popupOpenerRef.current = { slug, element: opener };
    },
    [map, stations, selectedSlug],
  );

  const selectedStation = stations.find((station) => station.slug === selectedSlug) ?? null;
  return { selectedStation, onSelect, onPopupClosed, onOpenFromList };
}
