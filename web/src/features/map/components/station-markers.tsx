import type { StationListItem } from '@mesonet/shared/contracts/stations.schema';
import { metricCatalogue } from '@mesonet/shared/metrics/metric-catalogue';
import type { LegendBands } from '@mesonet/shared/metrics/metric-display-statuses';
import { markerZIndexOffset, stationMarkerFace } from '@mesonet/shared/map/station-marker';
import {
  sprayConditionsChoice,
  sprayConditionsLabel,
  sprayMarkerFace,
  sprayReadingText,
  type MapChoice,
} from '@mesonet/shared/spray/spray-map';
import { useEffect, useMemo, useState } from 'react';
import { useMap } from 'react-leaflet';
import { useLegendBands } from '@/lib/legend-bands-query';
import { markerDescription, stationMarkerHtml } from './station-marker-icon';
import { StationMarkersLayer, type StationMarkerView } from './station-markers-layer';
import './station-marker.css';

interface MarkerOptions {
  metric: MapChoice;
  nowMs: number;
  signedIn: boolean;
  showName: boolean;
  legends: LegendBands;
}

/** A station's marker for the chosen metric (or spray conditions): its face, words and rank. */
function stationMarkerView(
  station: StationListItem,
  { metric, nowMs, signedIn, showName, legends }: MarkerOptions,
): StationMarkerView {
  let face, description;
  if (metric === sprayConditionsChoice) {
    face = sprayMarkerFace(station, { nowMs, signedIn });
    description = `${station.name}: ${sprayConditionsLabel} ${sprayReadingText(face)}${station.nominated ? ' (a station of your plan)' : ''}`;
  } else {
    const { label, unit } = metricCatalogue[metric];
    face = stationMarkerFace(station, metric, { nowMs, signedIn, legends });
    description = markerDescription(station, label, unit, face);
  }
  return {
    slug: station.slug,
    lat: station.location.lat,
    lng: station.location.lng,
    html: stationMarkerHtml(station, face, { description, showName }),
    title: station.name,
    nominated: station.nominated,
    zIndexOffset: markerZIndexOffset(station),
  };
}

interface StationMarkersProps extends Omit<MarkerOptions, 'legends'> {
  /** Already filtered and in marker order, which is also the keyboard's tab order (see stationsOnMap). */
  stations: readonly StationListItem[];
  onSelect: (slug: string) => void;
}

/** The stations' markers on the map around it, drawn by one Leaflet layer (station-markers-layer.ts). */
export function StationMarkers({ stations, metric, nowMs, signedIn, showName, onSelect }: StationMarkersProps) {
  const map = useMap();
  const legends = useLegendBands();
  const views = useMemo(
    () => stations.map((station) => stationMarkerView(station, { metric, nowMs, signedIn, showName, legends })),
    [stations, metric, nowMs, signedIn, showName, legends],
  );
  const [layer] = useState(() => new StationMarkersLayer());
  useEffect(() => layer.setOnSelect(onSelect), [layer, onSelect]);
  useEffect(() => layer.setMarkers(views), [layer, views]);
  useEffect(() => {
    layer.addTo(map);
    return () => {
      layer.remove();
    };
  }, [layer, map]);
  return null;
}
