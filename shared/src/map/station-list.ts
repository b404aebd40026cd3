/**
 * The list of stations beside the map: every marker reachable from the keyboard, each
 * with the selected metric's reading in words, so nothing on the map is told by colour alone.
 */
import type { LegendBands } from '../metrics/metric-display-statuses';
import type { SiteListItem } from '../contracts/sites.schema';
import { metricCatalogue, type MapMetricKey } from '../metrics/metric-catalogue';
import { sortSites } from '../stations/site-sorting';
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
  sites: readonly SiteListItem[],
  metricKey: MapMetricKey,
  { nowMs, signedIn, legends }: { nowMs: number; signedIn: boolean; legends?: LegendBands },
): StationListEntry[] {
  const { unit } = metricCatalogue[metricKey];
  return sortSites(sites, 'alphabetical').map((site) => {
    const face = stationMarkerFace(site, metricKey, { nowMs, signedIn, legends });
    return {
      slug: site.slug,
      name: site.name,
      face,
      readingText: markerReadingText(face, unit),
      bandText: face.kind === 'value' ? (metricItem(site, metricKey, signedIn, legends)?.status_label ?? null) : null,
    };
  });
}
