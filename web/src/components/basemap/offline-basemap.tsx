import type { FeatureCollection } from 'geojson';
import type { PathOptions } from 'leaflet';
import { useEffect, useState } from 'react';
import { GeoJSON, Pane } from 'react-leaflet';
import './leaflet-theme.css';

interface BasemapData {
  land: FeatureCollection;
  borders: FeatureCollection;
}

let basemapData: Promise<BasemapData> | null = null;

/** A dynamic import: the outlines load with the map route only, and only once per visit. */
function loadBasemap(): Promise<BasemapData> {
  basemapData ??= Promise.all([import('./sa-coastline.geo.json'), import('./sa-state-borders.geo.json')]).then(
    ([land, borders]) => ({
      land: land.default as FeatureCollection,
      borders: borders.default as FeatureCollection,
    }),
  );
  return basemapData;
}

// Colours come from leaflet-theme.css through the class names, so the outline follows the theme.
const landStyle: PathOptions = { className: 'offline-basemap__land', weight: 1, fillOpacity: 1, interactive: false };
const borderStyle: PathOptions = {
  className: 'offline-basemap__border',
  weight: 1.5,
  dashArray: '6 5',
  interactive: false,
};

/**
 * The basemap shipped with the app (ARCHITECTURE.md "map"): land over the map's sea-blue background,
 * plus the state borders. It sits in its own pane *below* the tiles, so it is always there and tiles
 * simply cover it when they load: with no signal, or a tile server down, or just a few tiles missing,
 * whatever is not covered still shows South Australia's shape. Nothing has to detect the failure.
 */
export function OfflineBasemap() {
  const [data, setData] = useState<BasemapData | null>(null);

  useEffect(() => {
    let active = true;
    loadBasemap().then(
      (loaded) => active && setData(loaded),
      (error: unknown) => console.warn('[map] offline basemap could not be loaded', error),
    );
    return () => {
      active = false;
    };
  }, []);

  if (!data) return null;
  return (
    <Pane name="offline-basemap" style={{ zIndex: 150 }}>
      <GeoJSON data={data.land} style={landStyle} attribution="Coastline: Natural Earth" />
      <GeoJSON data={data.borders} style={borderStyle} />
    </Pane>
  );
}
