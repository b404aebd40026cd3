import { describe, expect, it } from 'vitest';
import type { DashboardData, StationSummaryItem } from '../contracts/data-views.schema';
import type { CurrentDataItem } from '../contracts/stations.schema';
import { item } from '../map/stations.fixture';
import { cabModeNumbers } from './cab-mode-numbers';

// Issue 25 part 4 (cab mode): five key numbers, judged by the dashboard's 3.5 h window (spec §9).
const nowMs = Date.UTC(2026, 10, 22, 1, 0);
const minute = 60_000;

const summaryItem = (overrides: Partial<CurrentDataItem> & Pick<CurrentDataItem, 'metric_id'>): StationSummaryItem => ({
  ...item(overrides),
  sort_order: 0,
  value_snapshot: '',
});

const summary = [
  summaryItem({
    metric_id: 'rainfall_since_9am',
    label: 'Rain since 9am',
    value: 0,
    value_str: '0.0',
    unit: 'mm',
    status_label: 'Nil',
  }),
  summaryItem({ metric_id: 'temperature', label: 'Temperature', value: 21.4, value_str: '21.4' }),
  summaryItem({ metric_id: 'relative_humidity', label: 'Relative humidity', value: 50, value_str: '50', unit: '%' }),
  summaryItem({
    metric_id: 'hazardous_inversion',
    label: 'Hazardous inversion',
    value: 2,
    value_str: '2',
    unit: 'state',
    status_label: 'Hazardous inversion',
    styles: { background_color: '#d73027', font_color: '#ffffff', font_weight: 'bold' },
  }),
  summaryItem({
    metric_id: 'wind_speed_2m',
    label: 'Wind 2 m',
    value: 9,
    value_str: '9',
    unit: 'km/h',
    status_label: '7–15 Good for spraying',
    wind_direction_value: 225,
    wind_direction_label: 'SW',
  }),
  summaryItem({
    metric_id: 'delta_t',
    label: 'Delta T',
    value: null,
    value_str: 'U',
    status_label: null,
    styles: null,
    included_in_feature_set: false,
  }),
];

function dashboard(ageMinutes: number | null, items: StationSummaryItem[] = summary): DashboardData {
  const vtd = item({ metric_id: 'vtd' });
  return {
    site_name: 'Jamestown',
    location: { lat: -33.2, lng: 138.6 },
    key_indicators: { vtd, ghcop: item({ metric_id: 'ghcop' }) },
    site_summary: items,
    graphs: [],
    current_data_last_updated: ageMinutes === null ? null : nowMs - ageMinutes * minute,
    data_processing: false,
  };
}

describe('cabModeNumbers', () => {
  it('gives the five numbers in spray order, each as the dashboard would show it', () => {
    const numbers = cabModeNumbers(dashboard(5), 'standard', nowMs);
    expect(numbers.map((n) => [n.metricId, n.state, n.text, n.unit, n.statusLabel, n.directionLabel])).toEqual([
      ['delta_t', 'upgrade', 'U', null, null, null],
      ['wind_speed_2m', 'value', '9', 'km/h', '7–15 Good for spraying', 'SW'],
      ['temperature', 'value', '21.4', '°C', '20–25', null],
      ['hazardous_inversion', 'value', 'Hazardous inversion', null, null, null],
      ['rainfall_since_9am', 'value', '0.0', 'mm', 'Nil', null],
    ]);
    expect(numbers[3]?.colours).toEqual({ background: '#d73027', font: '#ffffff' });
  });

  it.each<[string, number | null]>([
    ['older than 3.5 h', 211],
    ['never reported', null],
  ])('shows no value when the reading is %s', (_name, age) => {
    const numbers = cabModeNumbers(dashboard(age), 'standard', nowMs);
    const shown = numbers.filter((n) => n.state === 'value');
    expect(shown).toEqual([]);
    expect(numbers.every((n) => n.colours === null && n.unit === null && n.directionLabel === null)).toBe(true);
  });

  it('is fresh at exactly 3.5 h', () => {
    expect(cabModeNumbers(dashboard(210), 'standard', nowMs)[2]?.state).toBe('value');
  });

  it('leaves out what the server did not send', () => {
    const numbers = cabModeNumbers(dashboard(5, summary.slice(0, 2)), 'standard', nowMs);
    expect(numbers.map((n) => n.metricId)).toEqual(['temperature', 'rainfall_since_9am']);
  });
});
