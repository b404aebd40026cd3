import type { StationListItem } from '@mesonet/shared/contracts/stations.schema';
import type { Map as LeafletMap, Popup as LeafletPopup } from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { Popup, useMap } from 'react-leaflet';
import { markerSizePx } from '@mesonet/shared/map/station-marker';
import { StationPopupContent } from './station-popup-content';
import './station-popup.css';

interface StationPopupProps {
  station: StationListItem;
  signedIn: boolean;
  nowMs: number;
  /** Called when the popup leaves the map (close button, Escape, a press on the map, another marker). */
  onClosed: (slug: string) => void;
  onUpgrade: (opener: HTMLElement) => void;
  /** The stations on the map: a stale station names the nearest one reporting now and opens its popup. */
  stations: readonly StationListItem[];
  onOpenStation: (slug: string) => void;
}

/** Room kept on the right for the zoom buttons (bottom right), so a popup never sits under them. */
const zoomControlRoomPx = 64;

const edgePx = 12;

/**
 * Room kept on the right for the controls of the bottom-right corner: the zoom buttons, and the Home
 * menu above them where there is one (on a phone only its house, as wide as the zoom buttons).
 */
function controlsRoomPx(map: LeafletMap): number {
  const menu = map.getContainer().querySelector('.map-corner-menu');
  const menuRoom = menu ? menu.getBoundingClientRect().width + 10 + edgePx : 0;
  return Math.max(zoomControlRoomPx, Math.ceil(menuRoom));
}

/**
 * Tall enough for a few rows of tiles, short enough to leave the marker and the map's edges in view;
 * narrow enough to leave the controls on the right uncovered where the map is wide enough.
 */
function popupSize(map: LeafletMap) {
  const { x: width, y: height } = map.getSize();
  const maxWidth = Math.max(200, Math.min(320, width - controlsRoomPx(map) - 20));
  return {
    maxWidth,
    minWidth: Math.min(248, maxWidth),
    maxHeight: Math.max(180, Math.min(460, height - 90)),
  };
}

/** Leaflet's popup tip hangs this far below the popup's box (its CSS margin-bottom), down to the marker. */
const tipPx = 20;

/** How far to pan so the popup and its tip sit inside the map, clear of the controls; top left wins. */
function panIntoView(popup: DOMRect, frame: DOMRect, rightRoomPx: number): [number, number] {
  const left = popup.left - frame.left;
  const right = frame.right - popup.right;
  const top = popup.top - frame.top;
  const bottom = frame.bottom - popup.bottom - tipPx;
  const dx = left < edgePx ? left - edgePx : right < rightRoomPx ? rightRoomPx - right : 0;
  const dy = top < edgePx ? top - edgePx : bottom < edgePx ? edgePx - bottom : 0;
  return [dx, dy];
}

/**
 * The one open popup, anchored on its marker. Rendered by React into Leaflet's popup (react-leaflet
 * portals it), so links and the upgrade modal work like anywhere else in the app.
 */
export function StationPopup({
  station,
  signedIn,
  nowMs,
  onClosed,
  onUpgrade,
  stations,
  onOpenStation,
}: StationPopupProps) {
  const map = useMap();
  const popupRef = useRef<LeafletPopup>(null);
  const { lat, lng } = station.location;
  // react-leaflet re-opens the popup whenever `position` is a new object: keep it stable across polls.
  const position = useMemo(() => [lat, lng] as [number, number], [lat, lng]);
  const eventHandlers = useMemo(() => ({ remove: () => onClosed(station.slug) }), [onClosed, station.slug]);

  // Leaflet pans a popup into view as it opens, before React has filled it: once the tiles are laid
  // out, it is asked to fit again, now with its real size.
  useEffect(() => {
    const frame = window.requestAnimationFrame(() => popupRef.current?.update());
    return () => window.cancelAnimationFrame(frame);
  }, []);

  // When the map changes size (a phone turned, the disclaimer dismissed) the popup is refitted and
  // moved back into view at once: Leaflet's own auto-pan runs only as a popup opens, and animated.
  useEffect(() => {
    function refit() {
      const popup = popupRef.current;
      const element = popup?.getElement();
      if (!popup || !element || !map.hasLayer(popup)) return;
      Object.assign(popup.options, popupSize(map), { autoPan: false });
      popup.update();
      popup.options.autoPan = true;
      const frame = map.getContainer().getBoundingClientRect();
      map.panBy(panIntoView(element.getBoundingClientRect(), frame, controlsRoomPx(map)), { animate: false });
    }
    map.on('resize', refit);
    return () => {
      map.off('resize', refit);
    };
  }, [map]);

  return (
    <Popup
      ref={popupRef}
      position={position}
      offset={[0, 8 - markerSizePx(station) / 2]}
      {...popupSize(map)}
      autoPanPaddingTopLeft={[edgePx, edgePx]}
      autoPanPaddingBottomRight={[controlsRoomPx(map), edgePx]}
      className="station-popup-container"
      eventHandlers={eventHandlers}
    >
      <StationPopupContent
        station={station}
        signedIn={signedIn}
        nowMs={nowMs}
        onClose={() => map.closePopup()}
        onUpgrade={onUpgrade}
        stations={stations}
        onOpenStation={onOpenStation}
      />
    </Popup>
  );
}
