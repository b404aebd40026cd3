import type { StationListItem } from '@mesonet/shared/contracts/stations.schema';
import type { MapChoice } from '@mesonet/shared/spray/spray-map';
import type { Map as LeafletMap } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, type Ref } from 'react';
import { MapContainer, useMap, ZoomControl } from 'react-leaflet';
import type { MapType } from '../hooks/use-map-settings';
import type { MapView } from '@mesonet/shared/map/map-view';
import { BaseTileLayer, type TileStatus } from './base-tile-layer';
import { OfflineBasemap } from '@/components/basemap/offline-basemap';
import { StationMarkers } from './station-markers';
import { StationPopup } from './station-popup';

interface StationMapProps {
  mapRef: Ref<LeafletMap>;
  initialView: MapView;
  mapType: MapType;
  stations: readonly StationListItem[];
  metric: MapChoice;
  showAwsNames: boolean;
  signedIn: boolean;
  nowMs: number;
  selectedStation: StationListItem | null;
  onSelect: (slug: string) => void;
  onPopupClosed: (slug: string) => void;
  onUpgrade: (opener: HTMLElement) => void;
  onTileStatus: (status: TileStatus) => void;
}

/**
 * The map is told about every change of its own box: a window resize, but also the disclaimer dismissed
 * or the legend opened. This is the only path (`trackResize` is off). Leaflet's own window listener
 * redraws the outline map only 200 ms after a resize, and it then took the size first, so this
 * observer's call changed nothing: the land stayed cut to the old box meanwhile.
 */
function FollowContainerSize() {
  const map = useMap();
  useEffect(() => {
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}

/** The Leaflet map: offline basemap, tiles, one marker per station and the open popup. */
export function StationMap({
  mapRef,
  initialView,
  mapType,
  stations,
  metric,
  showAwsNames,
  signedIn,
  nowMs,
  selectedStation,
  onSelect,
  onPopupClosed,
  onUpgrade,
  onTileStatus,
}: StationMapProps) {
  return (
    <MapContainer
      ref={mapRef}
      className="station-map"
      center={[initialView.centre.lat, initialView.centre.lng]}
      zoom={initialView.zoom}
      minZoom={5}
      maxZoom={17}
      worldCopyJump={false}
      zoomControl={false}
      trackResize={false}
    >
      {/* Bottom right: popups open upwards from their marker, so the buttons rarely cover one's title. */}
      <ZoomControl position="bottomright" />
      <FollowContainerSize />
      <OfflineBasemap />
      <BaseTileLayer key={mapType} mapType={mapType} onStatusChange={onTileStatus} />
      <StationMarkers
        stations={stations}
        metric={metric}
        nowMs={nowMs}
        signedIn={signedIn}
        showName={showAwsNames}
        onSelect={onSelect}
      />
      {selectedStation ? (
        <StationPopup
          key={selectedStation.slug}
          station={selectedStation}
          signedIn={signedIn}
          nowMs={nowMs}
          onClosed={onPopupClosed}
          onUpgrade={onUpgrade}
          stations={stations}
          onOpenStation={onSelect}
        />
      ) : null}
    </MapContainer>
  );
}
