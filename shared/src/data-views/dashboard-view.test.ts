import { describe, expect, it } from 'vitest';
import type { DashboardData, StationSummaryItem } from '../contracts/data-views.schema';
import type { CurrentDataItem } from '../contracts/stations.schema';
import { item } from '../map/stations.fixture';
import {
  harvestCodeNotes,
  isDashboardFresh,
  keyIndicatorTiles,
  ruleOfThumbInversionNotes,
  summaryRows,
} from './dashboard-view';

// Spec §2 "Site dashboard" (key indicators vtd and ghcop, the summary) and §9 (dashboard stale after 3.5 h).
const nowMs = Date.UTC(2026, 10, 22, 1, 0);
const minute = 60_000;
const hour = 60 * minute;

const vtd = item({
  metric_id: 'vtd',
  label: 'Inversion (VTD)',
  value: 1.4,
  value_str: '1.4',
  status_label: 'Hazardous inversion',
  styles: { background_color: '#d73027', font_color: '#ffffff', font_weight: 'bold' },
});
const ghcop = item({ metric_id: 'ghcop', label: 'Harvest code (GFDI @2 m)', value: 5, value_str: '5', unit: 'index' });
const lockedGhcop = item({
  ...ghcop,
  value: null,
  value_str: 'U',
  status_label: null,
  styles: null,
  included_in_feature_set: false,
});
const bomVtd = item({ ...vtd, value: null, value_str: '-', status_label: null, styles: null, unsupported: true });

function dashboard(keys: { vtd: CurrentDataItem; ghcop: CurrentDataItem }, ageMs: number | null): DashboardData {
  return {
    site_name: 'Jamestown',
    location: { lat: -33.2, lng: 138.6 },
    key_indicators: keys,
    site_summary: [],
    graphs: [],
    current_data_last_updated: ageMs === null ? null : nowMs - ageMs,
    data_processing: false,
  };
}

describe('isDashboardFresh (spec §9: 3.5 h for every station type)', () => {
  it.each<[string, number | null, boolean]>([
    ['5 minutes', 5 * minute, true],
    ['exactly 3.5 h', 12_600_000, true],
    ['3.5 h and 1 ms', 12_600_001, false],
    ['no reading yet', null, false],
  ])('%s old', (_label, ageMs, fresh) => {
    expect(isDashboardFresh(ageMs === null ? null : nowMs - ageMs, 'greenbrain', nowMs)).toBe(fresh);
  });
});

describe('keyIndicatorTiles', () => {
  it.each<[string, { vtd: CurrentDataItem; ghcop: CurrentDataItem }, number | null, [string, string, string | null][]]>(
    [
      [
        'fresh values with their colours and status',
        { vtd, ghcop },
        10 * minute,
        [
          ['value', '1.4', 'Hazardous inversion'],
          ['value', '5', '20–25'],
        ],
      ],
      [
        'outside the plan: U',
        { vtd, ghcop: lockedGhcop },
        10 * minute,
        [
          ['value', '1.4', 'Hazardous inversion'],
          ['upgrade', 'U', null],
        ],
      ],
      [
        'stale: a dash, no status',
        { vtd, ghcop },
        4 * hour,
        [
          ['stale', '-', null],
          ['stale', '-', null],
        ],
      ],
      [
        'no reading yet',
        { vtd, ghcop },
        null,
        [
          ['stale', '-', null],
          ['stale', '-', null],
        ],
      ],
      [
        'not measured at a BoM station',
        { vtd: bomVtd, ghcop },
        10 * minute,
        [
          ['unsupported', '-', null],
          ['value', '5', '20–25'],
        ],
      ],
      [
        'stale and outside the plan: still U',
        { vtd, ghcop: lockedGhcop },
        4 * hour,
        [
          ['stale', '-', null],
          ['upgrade', 'U', null],
        ],
      ],
    ],
  )('%s', (_label, keys, ageMs, expected) => {
    const tiles = keyIndicatorTiles(dashboard(keys, ageMs), 'standard', nowMs);
    expect(tiles.map((t) => [t.state, t.text, t.statusLabel])).toEqual(expected);
    expect(tiles.map((t) => t.metricId)).toEqual(['vtd', 'ghcop']);
  });

  it('keeps the threshold colours only on a shown value', () => {
    const [fresh] = keyIndicatorTiles(dashboard({ vtd, ghcop }, minute), 'standard', nowMs);
    const [stale] = keyIndicatorTiles(dashboard({ vtd, ghcop }, 4 * hour), 'standard', nowMs);
    expect(fresh?.colours).toEqual({ background: '#d73027', font: '#ffffff' });
    expect(stale?.colours).toBeNull();
  });
});

describe('summaryRows', () => {
  const row = (
    overrides: Partial<StationSummaryItem> & Pick<StationSummaryItem, 'metric_id' | 'sort_order'>,
  ): StationSummaryItem => ({
    ...item({ metric_id: overrides.metric_id }),
    value_snapshot: '21.4°C',
    ...overrides,
  });
  const items = [
    row({ metric_id: 'wind_speed_10m', label: 'Wind 10 m', sort_order: 20, value_snapshot: '12 km/h' }),
    row({ metric_id: 'temperature', label: 'Temperature', sort_order: 10 }),
    row({
      metric_id: 'dew_point',
      label: 'Dew point',
      sort_order: 30,
      value: null,
      value_str: 'U',
      value_snapshot: 'U',
      included_in_feature_set: false,
    }),
    row({
      metric_id: 'evapotranspiration',
      label: 'ET₀',
      sort_order: 40,
      value: null,
      value_str: '-',
      value_snapshot: '-',
    }),
    row({
      metric_id: 'hazardous_inversion',
      label: 'Hazardous inversion',
      sort_order: 50,
      value: 0,
      value_str: '0',
      unit: 'state',
      value_snapshot: '0 state',
      status_label: 'No inversion',
    }),
  ];

  it.each<[string, boolean, [string, string, string][]]>([
    [
      'fresh: in sort order, the snapshot with its unit, a state in words',
      true,
      [
        ['Temperature', 'value', '21.4°C'],
        ['Wind 10 m', 'value', '12 km/h'],
        ['Dew point', 'upgrade', 'U'],
        ['ET₀', 'missing', '-'],
        ['Hazardous inversion', 'value', 'No inversion'],
      ],
    ],
    [
      'stale: dashes, the U stays',
      false,
      [
        ['Temperature', 'stale', '-'],
        ['Wind 10 m', 'stale', '-'],
        ['Dew point', 'upgrade', 'U'],
        ['ET₀', 'stale', '-'],
        ['Hazardous inversion', 'stale', '-'],
      ],
    ],
  ])('%s', (_label, fresh, expected) => {
    expect(summaryRows(items, fresh).map((r) => [r.label, r.state, r.text])).toEqual(expected);
  });
});

describe('harvestCodeNotes (metrics.md §4.13: stop wind and hours at or above 35 today beside the harvest code)', () => {
  const helper = (
    metricId: string,
    valueSnapshot: string,
    over: Partial<StationSummaryItem> = {},
  ): StationSummaryItem => ({
    ...item({ metric_id: metricId }),
    sort_order: metricId === 'ghcop_stop_wind_2m' ? 150 : 160,
    value_snapshot: valueSnapshot,
    ...over,
  });
  const withSummary = (stationSummary: StationSummaryItem[], ageMs: number) => ({
    ...dashboard({ vtd, ghcop }, ageMs),
    site_summary: stationSummary,
  });
  const both = [
    helper('ghcop_hours_35_today', '2.4 h'),
    helper('temperature', '31.0°C'),
    helper('ghcop_stop_wind_2m', '21.1 km/h'),
  ];

  it('says the stop wind, then the hours, from the summary', () => {
    expect(harvestCodeNotes(withSummary(both, 10 * minute), 'standard', nowMs)).toEqual([
      { metricId: 'ghcop_stop_wind_2m', label: 'Stop at 2 m wind of', text: '21.1 km/h' },
      { metricId: 'ghcop_hours_35_today', label: 'At 35 or more today', text: '2.4 h' },
    ]);
  });

  it('says nothing stale, outside the plan or missing', () => {
    expect(harvestCodeNotes(withSummary(both, 4 * hour), 'standard', nowMs)).toEqual([]);
    const locked = both.map((i) => ({ ...i, value: null, value_str: 'U', included_in_feature_set: false }));
    expect(harvestCodeNotes(withSummary(locked, 10 * minute), 'standard', nowMs)).toEqual([]);
    const missing = [helper('ghcop_stop_wind_2m', '-', { value: null, value_str: '-' })];
    expect(harvestCodeNotes(withSummary(missing, 10 * minute), 'standard', nowMs)).toEqual([]);
  });
});

describe('ruleOfThumbInversionNotes (metrics.md §4.10: the rule of thumb where there is no mast)', () => {
  const likely: StationSummaryItem = {
    ...item({
      metric_id: 'hazardous_inversion',
      label: 'Hazardous inversion',
      value: 4,
      value_str: '4',
      unit: 'state',
      status_label: 'Inversion likely (rule of thumb)',
    }),
    sort_order: 270,
    value_snapshot: '4 state',
  };
  const at = (keys: { vtd: CurrentDataItem; ghcop: CurrentDataItem }, ageMs: number, summary = [likely]) => ({
    ...dashboard(keys, ageMs),
    site_summary: summary,
  });

  it.each<[string, DashboardData, { label: string; text: string }[]]>([
    [
      'a BoM station: the state in words',
      at({ vtd: bomVtd, ghcop }, 10 * minute),
      [{ label: 'Without a 10 m sensor', text: 'Inversion likely (rule of thumb)' }],
    ],
    ['a mast: its VTD tile is measured, no note', at({ vtd, ghcop }, 10 * minute), []],
    ['stale', at({ vtd: bomVtd, ghcop }, 4 * hour), []],
    [
      'outside the plan',
      at({ vtd: bomVtd, ghcop }, 10 * minute, [{ ...likely, value: null, included_in_feature_set: false }]),
      [],
    ],
  ])('%s', (_label, data, expected) => {
    expect(ruleOfThumbInversionNotes(data, 'bom', nowMs).map(({ label, text }) => ({ label, text }))).toEqual(expected);
  });
});
