import { divIcon, marker, type Map as LeafletMap, type Marker } from 'leaflet';
import { useEffect, useEffectEvent, useRef } from 'react';
import type { LatLng } from '@mesonet/shared/growing-seasons/growing-season-rules';

const homeIconSizePx = 36;

/**
 * Its own pane between the station markers (600) and the tooltips (650) and popups (700): always above every station,
 * however a station's marker is ranked (nominated stations rise far), so it can always be grabbed.
 */
const homePaneName = 'home-location';
const homePaneZIndex = '640';

function homePane(map: LeafletMap): string {
  if (!map.getPane(homePaneName)) map.createPane(homePaneName).style.zIndex = homePaneZIndex;
  return homePaneName;
}

/** A house on a pin, drawn as DOM like the station markers (no image files to ship or fail). */
const homeIcon = divIcon({
  className: 'home-marker',
  html: [
    '<svg aria-hidden="true" focusable="false" viewBox="0 0 36 36" width="36" height="36">',
    '<path d="M18 2c-7 0-12 5-12 11.5C6 22 18 34 18 34s12-12 12-20.5C30 7 25 2 18 2z" class="home-marker__pin"/>',
    '<path d="M11 15.5 18 9.5l7 6V22h-4.5v-4h-5v4H11z" class="home-marker__house"/>',
    '</svg>',
  ].join(''),
  iconSize: [homeIconSizePx, homeIconSizePx],
  iconAnchor: [homeIconSizePx / 2, homeIconSizePx],
});

interface HomeLocationMarkerOptions {
  map: LeafletMap | null;
  /** Where the marker stands; null: no marker. */
  position: LatLng | null;
  /** While the home location is being set the marker can be dragged. */
  draggable: boolean;
  /** Where a drag left it. */
  onMoved: (position: LatLng) => void;
}

/** The Home location marker on the map, draggable while the grower is setting it. */
export function useHomeLocationMarker({ map, position, draggable, onMoved }: HomeLocationMarkerOptions): void {
  const markerRef = useRef<Marker | null>(null);
  const moved = useEffectEvent(onMoved);
  const shown = position !== null;

  useEffect(() => {
    if (!map || !shown) return;
    const home = marker([0, 0], {
      icon: homeIcon,
      draggable,
      autoPan: true,
      title: draggable ? 'Home location: drag to move' : 'Home location',
      alt: 'Home location',
      keyboard: false,
      pane: homePane(map),
    });
    home.on('dragend', () => {
      const { lat, lng } = home.getLatLng();
      moved({ lat, lng });
    });
    markerRef.current = home;
    return () => {
      home.remove();
      markerRef.current = null;
    };
  }, [map, shown, draggable]);

  const lat = position?.lat;
  const lng = position?.lng;
  useEffect(() => {
    const home = markerRef.current;
    if (!map || !home || lat === undefined || lng === undefined) return;
    home.setLatLng([lat, lng]);
    if (!map.hasLayer(home)) home.addTo(map);
  }, [map, lat, lng, shown, draggable]);
}
