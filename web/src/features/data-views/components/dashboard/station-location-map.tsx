import 'leaflet/dist/leaflet.css';
import { CircleMarker, MapContainer, TileLayer } from 'react-leaflet';
import { OfflineBasemap } from '@/components/basemap/offline-basemap';
import { env } from '@/config/env';

interface StationLocationMapProps {
  stationName: string;
  location: { lat: number; lng: number };
}

// Colours from dashboard.css through the class name (a marker looks the same in both themes). The class
// goes on the marker itself: Leaflet reads it only when it first draws the path, not from later styles.
const markerStyle = { weight: 3, fillOpacity: 1 };

/**
 * The dashboard's small map: the station's marker on the roadmap tiles. A still picture (no dragging or
 * zooming) so a thumb scrolling the dashboard is never caught by it. With no signal the tiles fail and
 * the marker stays on the app's own outline of the coast and borders, with the coordinates beneath.
 */
export function StationLocationMap({ stationName, location }: StationLocationMapProps) {
  const { url, attribution } = env.mapTiles.roadmap;
  return (
    <figure className="site-map">
      <MapContainer
        className="site-map__canvas"
        center={[location.lat, location.lng]}
        zoom={10}
        dragging={false}
        touchZoom={false}
        doubleClickZoom={false}
        scrollWheelZoom={false}
        boxZoom={false}
        keyboard={false}
        zoomControl={false}
      >
        <OfflineBasemap />
        <TileLayer url={url} attribution={attribution} />
        <CircleMarker
          className="site-map__marker"
          center={[location.lat, location.lng]}
          radius={9}
          pathOptions={markerStyle}
          interactive={false}
        />
      </MapContainer>
      <figcaption className="site-map__caption">
        {stationName} · {location.lat.toFixed(4)}, {location.lng.toFixed(4)}
      </figcaption>
    </figure>
  );
}
