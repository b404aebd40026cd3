/**
 * The list of stations beside the map: every marker reachable from the keyboard, each
 * with the selected metric's reading in words, so nothing on the map is told by colour alone.
 */
import type { LegendBands } from '../metrics/metric-display-statuses';
import type { StationListItem } from '../contracts/stations.schema';
import { metricCatalogue, type MapMetricKey } from '../metrics/metric-catalogue';
import { sortStations } from '../stations/station-sorting';
import { markerReadingText, stationMarkerFace, type MarkerFace } from './station-marker';
import { metricItem } from './station-reading';

export interface StationListEntry {
  slug: string;
  name: string;
  face: MarkerFace;
  /** The reading as the marker shows it, in words: '21.4 °C', 'no recent reading', 'upgrade to see'. */
  readingText: string;
  /** The legend band of a shown value ('2–8 Ideal'): what the marker's colour says. */
  bandText: string | null;
}

/** One entry per station on the map, alphabetical (spec §9: ignoring a leading number or 'BOM '). */
export function stationListEntries(
  stations: readonly StationListItem[],
  metricKey: MapMetricKey,
  { nowMs, signedIn, legends }: { nowMs: number; signedIn: boolean; legends?: LegendBands },
): StationListEntry[] {
  const { unit } = metricCatalogue[metricKey];
  return sortStations(stations, 'alphabetical').map((station) => {
    const face = stationMarkerFace(station, metricKey, { nowMs, signedIn, legends });
    return {
      slug: station.slug,
      name: station.name,
      face,
      readingText: markerReadingText(face, unit),
      bandText:
        face.kind === 'value' ? (metricItem(station, metricKey, signedIn, legends)?.status_label ?? null) : null,
    };
  });
}
