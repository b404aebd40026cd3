import type { SiteListItem } from '@mesonet/shared/contracts/sites.schema';
import { metricKeys } from '@mesonet/shared/metrics/metric-catalogue';
import type { LegendBands } from '@mesonet/shared/metrics/metric-display-statuses';
import type { Viewer } from '@mesonet/shared/metrics/metric-visibility';
import { nominatedStationSlugs } from '@mesonet/shared/plans/plan-capabilities';
import type { StationType } from '@mesonet/shared/stations/raw-channels';
import type { LiveSite } from './live-network';
import { presentSiteReading } from './site-reading.presenter';

export function presentSiteList(entries: readonly LiveSite[], viewer: Viewer, legends: LegendBands): SiteListItem[] {
  const nominated = new Set(nominatedStationSlugs(viewer));
  return [...entries]
    .sort((a, b) => a.site.id - b.site.id)
    .map((entry) => ({
      id: entry.site.id,
      slug: entry.site.slug,
      name: entry.site.name,
      region: entry.site.region,
      location: { lat: entry.site.lat, lng: entry.site.lng },
      elevation_m: entry.site.elevationM,
      aws_type: entry.site.awsType as StationType,
      network: entry.site.network,
      mesonet: entry.site.mesonet,
      timezone_name: entry.site.timezoneName,
      nominated: nominated.has(entry.site.slug),
      current_data_hash: {
        data_array: metricKeys.flatMap((key) => {
          const item = presentSiteReading(entry, key, viewer, legends);
          return item ? [item] : [];
        }),
      },
      current_data_last_updated: entry.lastReadingMs,
      data_processing: entry.processing,
    }));
}
