import { describe, expect, it } from 'vitest';
import { metricCatalogue } from '../metrics/metric-catalogue';
import type { Viewer } from '../metrics/metric-visibility';
import type { FeatureSetKey } from '../plans/plans';
import type { StationType } from '../stations/raw-channels';
import {
  dataViewAvailability,
  dataViews,
  findDataView,
  historyForViewer,
  type DataViewAvailability,
  type DataViewDefinition,
} from './data-view-catalogue';
import { axisIdForUnit, seriesIsShown } from './data-view-series';

const view = (slug: string): DataViewDefinition => {
  const found = findDataView(slug);
  if (!found) throw new Error(`no view ${slug}`);
  return found;
};

const nominated = 'hamley-bridge';
const member = (featureSetKey: FeatureSetKey | null): Viewer => ({
  kind: 'member',
  featureSetKey,
  nominatedStationSlugs: [nominated],
});
type Who = 'free' | 'standard' | 'farm' | 'premium@nominated' | 'premium@other' | 'all_access';
const viewers: Record<Who, { viewer: Viewer; site: string }> = {
  free: { viewer: member('free_access'), site: nominated },
  standard: { viewer: member('standard_bundle'), site: nominated },
  farm: { viewer: member('farm_bundle'), site: nominated },
  'premium@nominated': { viewer: member('premium_bundle'), site: nominated },
  'premium@other': { viewer: member('premium_bundle'), site: 'mallala' },
  all_access: { viewer: member('all_access'), site: nominated },
};
const whoOrder: Who[] = ['free', 'standard', 'farm', 'premium@nominated', 'premium@other', 'all_access'];

describe('the data view catalogue', () => {
  // Spec §2 "Route table" (graph slugs, in order), §3 "Data view", CONTRACT.md §7 (type keys).
  it.each<[string, string, string, string | null, string | null]>([
    ['dashboard', 'dashboard', 'dashboard', null, null],
    ['hazardous-inversion', 'graph', 'hazardous_inversion', 'line_chart', '48h'],
    ['2hr-hazardous-inversion', 'graph', '2hr_hazardous_inversion', 'line_chart', '48h'],
    ['vertical-temperature-difference', 'graph', 'vertical_temperature_difference', 'line_chart', '48h'],
    [
      'grain-harvest-code-of-practice-ghcop-wind2m',
      'graph',
      'grain_harvest_code_of_practice_ghcop_wind2m',
      'line_chart',
      '48h',
    ],
    ['temperatures', 'graph', 'temperatures', 'line_chart', '48h'],
    ['wind', 'graph', 'wind', 'wind_chart', '48h'],
    ['relative-humidity-delta-t', 'graph', 'relative_humidity_delta_t', 'line_chart', '48h'],
    ['rainfall', 'graph', 'rainfall', 'simple_column_chart', '48h'],
    ['dew-point', 'graph', 'dew_point', 'line_chart', '48h'],
    ['gfdi-wind10m', 'graph', 'gfdi_wind10m', 'line_chart', '48h'],
    ['rainfall-totals-daily', 'graph', 'rainfall_totals_daily', 'simple_column_chart', '7d'],
    ['rainfall-totals-monthly', 'graph', 'rainfall_totals_monthly', 'simple_column_chart', '3m'],
    ['rainfall-totals-yearly', 'graph', 'rainfall_totals_yearly', 'simple_column_chart', '3y'],
    ['table-all-sensors', 'data_table', 'table_all_sensors', null, '48h'],
    ['site-summary', 'summary', 'site_summary', null, null],
  ])('%s: %s, type key %s, chart %s, window %s', (slug, category, typeKey, chartType, history) => {
    expect(view(slug)).toMatchObject({ category, typeKey, chartType, history });
  });

  it('lists every view once, in the order above', () => {
    expect(dataViews).toHaveLength(16);
    expect(new Set(dataViews.map((v) => v.slug)).size).toBe(16);
    const orders = dataViews.map((v) => v.sortOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(findDataView('no-such-view')).toBeUndefined();
  });

  it.each(dataViews.filter((v) => v.category === 'graph').map((v) => [v.slug, v] as const))(
    '%s: series ids unique, each on a declared axis of its own unit',
    (_slug, graph) => {
      expect(new Set(graph.series.map((s) => s.id)).size).toBe(graph.series.length);
      for (const s of graph.series) {
        const axis = graph.axes.find((a) => a.id === s.axisId);
        expect(axis, s.id).toBeDefined();
        expect(axis?.unit).toBe(metricCatalogue[s.metricId].unit);
        expect(s.gate).toContain(s.metricId);
      }
      expect(graph.keyMetrics.length).toBeGreaterThan(0);
    },
  );

  it.each([
    ['°C', 'y_axis_c'],
    ['km/h', 'y_axis_km_h'],
    ['%', 'y_axis_percent'],
    ['m/s', 'y_axis_m_s'],
    ['mm', 'y_axis_mm'],
    ['index', 'y_axis_index'],
    ['vernal days', 'y_axis_vernal_days'],
  ])('axis of %s is %s', (unit, id) => {
    expect(axisIdForUnit(unit)).toBe(id);
  });

  it('shows wind in km/h: storage m/s times 3.6', () => {
    const wind = view('wind');
    expect(wind.series.map((s) => [s.id, s.scale])).toEqual([
      ['wind_speed_10m', 3.6],
      ['wind_gust_10m', 3.6],
      ['wind_speed_2m', 3.6],
      ['wind_gust_2m', 3.6],
    ]);
    expect(view('temperatures').series.every((s) => s.scale === 1)).toBe(true);
  });
});

const A: DataViewAvailability = 'available';
const U: DataViewAvailability = 'upgrade';
const X: DataViewAvailability = 'unsupported';

describe('dataViewAvailability', () => {
  // Spec §6/§9 plan features via metric-visibility.ts; station types metrics.md §1.3.
  // Columns: free, standard, farm, premium@nominated, premium@other, all_access.
  it.each<[string, StationType, ...DataViewAvailability[]]>([
    ['dashboard', 'research', A, A, A, A, A, A],
    ['temperatures', 'research', A, A, A, A, A, A],
    ['wind', 'research', A, A, A, A, A, A],
    ['wind', 'greenbrain', U, U, A, A, A, A], // only 2 m wind there: farm and up
    ['hazardous-inversion', 'research', U, A, A, A, A, A],
    ['vertical-temperature-difference', 'standard', U, A, A, A, A, A],
    ['vertical-temperature-difference', 'bom', X, X, X, X, X, X],
    ['grain-harvest-code-of-practice-ghcop-wind2m', 'research', U, A, A, A, A, A],
    ['grain-harvest-code-of-practice-ghcop-wind2m', 'bom', X, X, X, X, X, X],
    ['relative-humidity-delta-t', 'research', U, U, A, A, A, A],
    ['rainfall', 'bom', U, U, A, A, A, A],
    ['rainfall-totals-daily', 'research', U, U, A, A, A, A],
    ['rainfall-totals-yearly', 'greenbrain', U, U, A, A, A, A],
    ['dew-point', 'research', U, U, U, A, U, A],
    ['gfdi-wind10m', 'research', U, U, U, A, U, A],
    ['gfdi-wind10m', 'greenbrain', X, X, X, X, X, X],
    ['2hr-hazardous-inversion', 'research', U, U, U, U, U, A],
    ['table-all-sensors', 'bom', A, A, A, A, A, A],
    ['site-summary', 'greenbrain', A, A, A, A, A, A],
  ])('%s at a %s station', (slug, awsType, ...expected) => {
    const actual = whoOrder.map((who) =>
      dataViewAvailability(viewers[who].viewer, { slug: viewers[who].site, awsType }, view(slug)),
    );
    expect(actual).toEqual(expected);
  });
});

describe('historyForViewer', () => {
  // Spec §2: extended-history users get "All Time", others 48-Hour / 7-Day / 3-Month / 3-Year.
  it.each<[string, ...(string | null)[]]>([
    ['temperatures', '48h', '48h', '48h', 'all', '48h', 'all'],
    ['rainfall-totals-daily', '7d', '7d', '7d', 'all', '7d', 'all'],
    ['rainfall-totals-monthly', '3m', '3m', '3m', 'all', '3m', 'all'],
    ['rainfall-totals-yearly', '3y', '3y', '3y', 'all', '3y', 'all'],
    ['table-all-sensors', '48h', '48h', '48h', 'all', '48h', 'all'],
    ['dashboard', null, null, null, null, null, null],
  ])('%s', (slug, ...expected) => {
    expect(whoOrder.map((who) => historyForViewer(viewers[who].viewer, viewers[who].site, view(slug)))).toEqual(
      expected,
    );
  });
});

describe('seriesIsShown', () => {
  const temperatures = view('temperatures');
  const tenMetre = temperatures.series.find((s) => s.id === 'temperature_10m');
  const screen = temperatures.series.find((s) => s.id === 'temperature');
  // The 10 m temperature minus the 1.2 m one is the VTD (standard bundle): free users must not get it.
  it.each<[Who, StationType, boolean, boolean]>([
    ['free', 'research', true, false],
    ['standard', 'research', true, true],
    ['all_access', 'research', true, true],
    ['all_access', 'bom', true, false], // no 10 m sensor on a BoM AWS
  ])('%s at a %s station: 1.2 m %s, 10 m %s', (who, awsType, screenShown, tenMetreShown) => {
    const station = { slug: viewers[who].site, awsType };
    expect(seriesIsShown(viewers[who].viewer, station, screen!)).toBe(screenShown);
    expect(seriesIsShown(viewers[who].viewer, station, tenMetre!)).toBe(tenMetreShown);
  });
});
