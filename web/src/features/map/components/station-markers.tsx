import type { SiteListItem } from '@mesonet/shared/contracts/sites.schema';
import { metricCatalogue, type MapMetricKey } from '@mesonet/shared/metrics/metric-catalogue';
import type { LeafletKeyboardEvent } from 'leaflet';
import { memo, useMemo } from 'react';
import { Marker } from 'react-leaflet';
import { useLegendBands } from '@/lib/legend-bands-query';
import { markerZIndexOffset, stationMarkerFace } from '@mesonet/shared/map/station-marker';
import { markerDescription, stationMarkerHtml, stationMarkerIcon } from './station-marker-icon';
import './station-marker.css';

interface StationMarkerProps {
  site: SiteListItem;
  metric: MapMetricKey;
  nowMs: number;
  signedIn: boolean;
  showName: boolean;
  onSelect: (slug: string) => void;
}

const StationMarker = memo(function StationMarker({
  site,
  metric,
  nowMs,
  signedIn,
  showName,
  onSelect,
}: StationMarkerProps) {
  const { label, unit } = metricCatalogue[metric];
  const legends = useLegendBands();
  const face = stationMarkerFace(site, metric, { nowMs, signedIn, legends });
  const description = markerDescription(site, label, unit, face);
  const html = stationMarkerHtml(site, face, { description, showName });
  // A new icon replaces the marker's DOM, so one is made only when what it shows changes.
  const icon = useMemo(() => stationMarkerIcon(html, site.nominated), [html, site.nominated]);
  const position = useMemo(
    () => [site.location.lat, site.location.lng] as [number, number],
    [site.location.lat, site.location.lng],
  );
  const eventHandlers = useMemo(
    () => ({
      click: () => onSelect(site.slug),
      // Leaflet gives marker icons tabindex=0 and role=button; Enter and Space must act like a click.
      keydown: (event: LeafletKeyboardEvent) => {
        if (event.originalEvent.key !== 'Enter' && event.originalEvent.key !== ' ') return;
        event.originalEvent.preventDefault();
        onSelect(site.slug);
      },
    }),
    [onSelect, site.slug],
  );

  return (
    <Marker
      position={position}
      icon={icon}
      title={site.name}
      keyboard
      riseOnHover
      zIndexOffset={markerZIndexOffset(site)}
      eventHandlers={eventHandlers}
    />
  );
});

interface StationMarkersProps extends Omit<StationMarkerProps, 'site'> {
  sites: readonly SiteListItem[];
}

/** The stations' markers, already filtered and in marker order (see sitesOnMap). */
export function StationMarkers({ sites, ...markerProps }: StationMarkersProps) {
  return sites.map((site) => <StationMarker key={site.slug} site={site} {...markerProps} />);
}
