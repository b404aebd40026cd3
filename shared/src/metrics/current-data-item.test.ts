import { describe, expect, it } from 'vitest';
import type { CurrentDataItem, StationReading } from '../contracts/stations.schema';
import type { StationType } from '../stations/raw-channels';
import { currentDataItem, legendBandIndex, lockedDataItem } from './current-data-item';
import type { MetricKey } from './metric-catalogue';

describe('legendBandIndex: the band chosen with the unrounded value (metrics.md §3, §0.4)', () => {
  it.each<[MetricKey, number | null, number | null]>([
    ['temperature', -30, 0],
    ['temperature', 21.4, 6],
    // §4.13: 34.6 reads "35" but is still "30–35 Prepare to stop", the band before "≥ 35"
    ['ghcop', 34.6, 2],
    ['ghcop', 35, 3],
    ['rainfall_since_9am', 0.1, 0],
    ['temperature', null, null],
    // No legend (§7 gives none for the dashboard-only values)
    ['solar_radiation', 800, null],
  ])('%s %s → band %s', (key, value, expected) => expect(legendBandIndex(key, value)).toBe(expected));
});

const base = { value: null, value_str: '-', unit: '°C', band: null } as const;

describe('currentDataItem: a site-list reading made whole from the catalogue', () => {
  it.each<[string, StationType, StationReading, Partial<CurrentDataItem>]>([
    [
      'a value in a band',
      'standard',
      { ...base, metric_id: 'temperature', value: 21.4, value_str: '21.4', band: 6 },
      {
        label: 'Temperature',
        status_label: '20–25',
        styles: { background_color: '#fee08b', font_color: '#000000', font_weight: 'bold' },
        unsupported: false,
      },
    ],
    [
      'the band sent, not the rounded value: GHCOP 34.6 reads 35',
      'research',
      { ...base, metric_id: 'ghcop', value: 35, value_str: '35', unit: 'index', band: 2 },
      { label: 'Harvest code (GFDI @2 m)', status_label: '30–35 Prepare to stop' },
    ],
    ['a BoM station cannot measure VTD', 'bom', { ...base, metric_id: 'vtd' }, { unsupported: true, styles: null }],
    ['greenbrain has no 10 m wind', 'greenbrain', { ...base, metric_id: 'wind_speed_10m' }, { unsupported: true }],
    [
      'wind: the compass point of the direction sent',
      'standard',
      {
        ...base,
        metric_id: 'wind_speed_10m',
        value: 14,
        value_str: '14',
        unit: 'km/h',
        band: 2,
        wind_direction_value: 93,
      },
      {
        label: 'Wind 10 m',
        status_label: '7–15 Good for spraying',
        wind_direction_value: 93,
        wind_direction_label: 'E',
      },
    ],
    [
      'wind without a direction',
      'standard',
      { ...base, metric_id: 'wind_speed_10m', unit: 'km/h', wind_direction_value: null },
      { wind_direction_value: null, wind_direction_label: null },
    ],
    [
      'a metric this build does not know: shown as sent',
      'standard',
      { ...base, metric_id: 'soil_moisture', value: 31, value_str: '31', unit: '%', band: 1 },
      { label: 'soil_moisture', status_label: null, styles: null, unsupported: false },
    ],
  ])('%s', (_name, awsType, reading, expected) => {
    const item = currentDataItem(awsType, reading);
    expect(item).toMatchObject({ metric_id: reading.metric_id, value: reading.value, value_str: reading.value_str });
    expect(item).toMatchObject(expected);
  });

  it('adds no wind direction to other metrics', () => {
    expect(currentDataItem('standard', { ...base, metric_id: 'temperature' })).not.toHaveProperty(
      'wind_direction_label',
    );
  });
});

describe('lockedDataItem: a metric outside the plan, which the site lists leave out', () => {
  it.each<[string, StationType, MetricKey, Partial<CurrentDataItem>]>([
    [
      'no value, no status, no colours',
      'standard',
      'delta_t',
      {
        label: 'Delta T',
        unit: '°C',
        value: null,
        value_str: 'U',
        status_label: null,
        styles: null,
        unsupported: false,
      },
    ],
    ['what the type cannot measure is still unsupported', 'bom', 'vtd', { unsupported: true, value_str: 'U' }],
    [
      'wind: no direction either',
      'standard',
      'wind_speed_2m',
      { unit: 'km/h', wind_direction_value: null, wind_direction_label: null },
    ],
  ])('%s', (_name, awsType, key, expected) => {
    const item = lockedDataItem(awsType, key);
    expect(item).toMatchObject({ metric_id: key, included_in_feature_set: false, ...expected });
  });
});
