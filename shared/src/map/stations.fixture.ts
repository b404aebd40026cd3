import type { CurrentDataItem, StationListItem, StationReading } from '../contracts/stations.schema';
import { legendBandIndex } from '../metrics/current-data-item';
import { isMetricKey } from '../metrics/metric-catalogue';

/** Test data: a site as GET /api/sites sends it, with only what a test names changed. */
export const fixtureNowMs = Date.UTC(2026, 10, 22, 1, 0, 0);
export const minuteMs = 60_000;

export function item(overrides: Partial<CurrentDataItem> & Pick<CurrentDataItem, 'metric_id'>): CurrentDataItem {
  return {
    label: overrides.metric_id,
    value: 21.4,
    value_str: '21.4',
    unit: '°C',
    status_label: '20–25',
    styles: { background_color: '#fee08b', font_color: '#000000', font_weight: 'bold' },
    included_in_feature_set: true,
    unsupported: false,
    ...overrides,
  };
}

/** A metric as the site lists send it; the band follows the value unless a test names one. */
export function reading(overrides: Partial<StationReading> & Pick<StationReading, 'metric_id'>): StationReading {
  const value = overrides.value === undefined ? 21.4 : overrides.value;
  return {
    value,
    value_str: value === null ? '-' : String(value),
    unit: '°C',
    band: isMetricKey(overrides.metric_id) ? legendBandIndex(overrides.metric_id, value) : null,
    ...overrides,
  };
}

export function site(
  overrides: Partial<StationListItem> & { items?: StationReading[]; ageMinutes?: number | null } = {},
) {
  const { items = [reading({ metric_id: 'temperature' })], ageMinutes = 5, ...rest } = overrides;
  const value: StationListItem = {
    id: 1,
    slug: 'jamestown',
    name: 'Jamestown',
    region: 'Mid North',
    location: { lat: -33.2053, lng: 138.6019 },
    elevation_m: 460,
    aws_type: 'standard',
    network: 'cotl',
    mesonet: true,
    timezone_name: 'Australia/Adelaide',
    nominated: false,
    current_data_hash: { data_array: items },
    current_data_last_updated: ageMinutes === null ? null : fixtureNowMs - ageMinutes * minuteMs,
    data_processing: false,
    ...rest,
  };
  return value;
}
