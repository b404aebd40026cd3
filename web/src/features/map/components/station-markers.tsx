import type { StationListItem } from '@mesonet/shared/contracts/stations.schema';
import { metricCatalogue } from '@mesonet/shared/metrics/metric-catalogue';
import {
  sprayConditionsChoice,
  sprayConditionsLabel,
  sprayMarkerFace,
  sprayReadingText,
  type MapChoice,
} from '@mesonet/shared/spray/spray-map';
import type { LeafletKeyboardEvent } from 'leaflet';
import { memo, useMemo } from 'react';
import { Marker } from 'react-leaflet';
import type { LegendBands } from '@mesonet/shared/metrics/metric-display-statuses';
import { useLegendBands } from '@/lib/legend-bands-query';
import { markerZIndexOffset, stationMarkerFace } from '@mesonet/shared/map/station-marker';
import { markerDescription, stationMarkerHtml, stationMarkerIcon } from './station-marker-icon';
import './station-marker.css';

interface StationMarkerProps {
  station: StationListItem;
  metric: MapChoice;
  nowMs: number;
  signedIn: boolean;
  showName: boolean;
  legends: LegendBands;
  onSelect: (slug: string) => void;
}

const StationMarker = memo(function StationMarker({
  station,
  metric,
  nowMs,
  signedIn,
  showName,
  legends,
  onSelect,
}: StationMarkerProps) {
  let face, description;
  if (metric === sprayConditionsChoice) {
    face = sprayMarkerFace(station, { nowMs, signedIn });
    description = `${station.name}: ${sprayConditionsLabel} ${sprayReadingText(face)}${station.nominated ? ' (a station of your plan)' : ''}`;
  } else {
    const { label, unit } = metricCatalogue[metric];
    face = stationMarkerFace(station, metric, { nowMs, signedIn, legends });
    description = markerDescription(station, label, unit, face);
  }
  const html = stationMarkerHtml(station, face, { description, showName });
  // A new icon replaces the marker's DOM, so one is made only when what it shows changes.
  const icon = useMemo(() => stationMarkerIcon(html, station.nominated), [html, station.nominated]);
  const position = useMemo(
    () => [station.location.lat, station.location.lng] as [number, number],
    [station.location.lat, station.location.lng],
  );
  const eventHandlers = useMemo(
    () => ({
      click: () => onSelect(station.slug),
      // Leaflet gives marker icons tabindex=0 and role=button; Enter and Space must act like a click.
      keydown: (event: LeafletKeyboardEvent) => {
        if (event.originalEvent.key !== 'Enter' && event.originalEvent.key !== ' ') return;
        event.originalEvent.preventDefault();
        onSelect(station.slug);
      },
    }),
    [onSelect, station.slug],
  );

  return (
    <Marker
      position={position}
      icon={icon}
      title={station.name}
      keyboard
      riseOnHover
      zIndexOffset={markerZIndexOffset(station)}
      eventHandlers={eventHandlers}
    />
  );
});

interface StationMarkersProps extends Omit<StationMarkerProps, 'station' | 'legends'> {
  stations: readonly StationListItem[];
}

/**
 * The stations' markers, already filtered and in marker order (see stationsOnMap). The legends are read
 * once here: a query observer per marker cost the first load a tenth of a second on a slow phone.
 */
export function StationMarkers({ stations, ...markerProps }: StationMarkersProps) {
  const legends = useLegendBands();
  return stations.map((station) => (
    <StationMarker key={station.slug} station={station} legends={legends} {...markerProps} />
  ));
}
