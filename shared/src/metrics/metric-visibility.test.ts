import { describe, expect, it } from 'vitest';
import type { FeatureSetKey } from '../plans/plans';
import { metricKeys, type MetricKey } from './metric-catalogue';
import {
  hasExtendedHistory,
  metricVisibility,
  viewerTierAtStation,
  visibleMetricKeys,
  type MetricVisibility,
  type Viewer,
} from './metric-visibility';

const nominated = 'hamley-bridge';
const other = 'saddleworth';
const visitor: Viewer = { kind: 'visitor' };
const member = (featureSetKey: FeatureSetKey | null): Viewer => ({
  kind: 'member',
  featureSetKey,
  nominatedStationSlugs: [nominated, 'cadell'],
});

type Who = 'visitor' | 'no key' | FeatureSetKey;
const viewerOf = (who: Who): Viewer => (who === 'visitor' ? visitor : member(who === 'no key' ? null : who));
const S: MetricVisibility = 'shown';
const U: MetricVisibility = 'upgrade';

// Spec §6 "Feature access by plan key", §9 "Plan features", CONTRACT.md §7 (visitors = free set).
// Columns: visitor, no key, free, standard, farm, premium@nominated, premium@other, all_access, admin.
const table: [MetricKey, ...MetricVisibility[]][] = [
  ['temperature', S, S, S, S, S, S, S, S, S],
  ['wind_speed_10m', S, S, S, S, S, S, S, S, S],
  ['wind_direction_10m', S, S, S, S, S, S, S, S, S],
  ['vtd', U, U, U, S, S, S, S, S, S],
  ['hazardous_inversion', U, U, U, S, S, S, S, S, S],
  ['ghcop', U, U, U, S, S, S, S, S, S],
  ['ghcop_stop_wind_2m', U, U, U, S, S, S, S, S, S],
  ['ghcop_hours_35_today', U, U, U, S, S, S, S, S, S],
  ['delta_t', U, U, U, U, S, S, S, S, S],
  ['rainfall_since_9am', U, U, U, U, S, S, S, S, S],
  ['rainfall_last_24h', U, U, U, U, S, S, S, S, S],
  ['rainfall_last_7d', U, U, U, U, S, S, S, S, S],
  ['relative_humidity', U, U, U, U, S, S, S, S, S],
  ['wind_speed_2m', U, U, U, U, S, S, S, S, S],
  ['wind_direction_2m', U, U, U, U, S, S, S, S, S],
  ['dew_point', U, U, U, U, U, S, U, S, S],
  ['gfdi', U, U, U, U, U, S, U, S, S],
  ['evapotranspiration', U, U, U, U, U, S, U, S, S],
  ['temperature_max_today', U, U, U, U, U, S, U, S, S],
  ['temperature_min_today', U, U, U, U, U, S, U, S, S],
  ['hours_below_minus2', U, U, U, U, U, S, U, S, S],
  ['hours_below_0', U, U, U, U, U, S, U, S, S],
  ['hours_below_2', U, U, U, U, U, S, U, S, S],
  ['thermal_time', U, U, U, U, U, S, U, S, S],
  ['vernalisation_time', U, U, U, U, U, S, U, S, S],
  ['adjusted_thermal_time', U, U, U, U, U, S, U, S, S],
  ['cci', U, U, U, U, U, U, U, S, S],
  ['etiella', U, U, U, U, U, U, U, S, S],
  ['rlem', U, U, U, U, U, U, U, S, S],
  ['ag360_flystrike', U, U, U, U, U, U, U, S, S],
  ['ag360_heat_chill_risk', U, U, U, U, U, U, U, S, S],
  ['downy_mildew', U, U, U, U, U, U, U, S, S],
  ['sigmaw10', U, U, U, U, U, U, U, S, S],
  ['ann_2hr_sigma_w', U, U, U, U, U, U, U, S, S],
  ['wind_gust_10m', U, U, U, U, U, U, U, S, S],
  ['wind_gust_2m', U, U, U, U, U, U, U, S, S],
  ['pressure_station', U, U, U, U, U, U, U, S, S],
  ['solar_radiation', U, U, U, U, U, U, U, S, S],
];
const columns: [Who, string][] = [
  ['visitor', other],
  ['no key', other],
  ['free_access', nominated],
  ['standard_bundle', nominated],
  ['farm_bundle', nominated],
  ['premium_bundle', nominated],
  ['premium_bundle', other],
  ['all_access', other],
  ['admin', other],
];

describe('metricVisibility (spec §6, §9; CONTRACT.md §7)', () => {
  it('covers every metric of the catalogue', () => {
    expect(table.map(([key]) => key).sort()).toEqual([...metricKeys].sort());
  });

  it.each(table.flatMap(([key, ...cells]) => cells.map((cell, i) => [key, ...columns[i]!, cell] as const)))(
    '%s for %s at %s → %s',
    (key, who, station, expected) => {
      expect(metricVisibility(viewerOf(who), station, key)).toBe(expected);
    },
  );

  it('ignores nominated sites for plans other than premium', () => {
    expect(metricVisibility(member('farm_bundle'), nominated, 'dew_point')).toBe('upgrade');
    expect(metricVisibility(member('standard_bundle'), other, 'vtd')).toBe('shown');
  });
});

describe('viewer tier, visible keys and extended history', () => {
  it.each<[Who, string, string, boolean]>([
    ['visitor', nominated, 'free_access', false],
    ['no key', nominated, 'free_access', false],
    ['free_access', nominated, 'free_access', false],
    ['standard_bundle', nominated, 'standard_bundle', false],
    ['farm_bundle', nominated, 'farm_bundle', false],
    ['premium_bundle', nominated, 'premium_bundle', true],
    ['premium_bundle', 'cadell', 'premium_bundle', true],
    ['premium_bundle', other, 'farm_bundle', false],
    ['all_access', other, 'all_access', true],
    ['admin', other, 'all_access', true],
  ])('%s at %s: tier %s, extended history %s', (who, station, tier, extended) => {
    expect(viewerTierAtStation(viewerOf(who), station)).toBe(tier);
    expect(hasExtendedHistory(viewerOf(who), station)).toBe(extended);
  });

  it('lists the visible keys in catalogue order', () => {
    expect(visibleMetricKeys(visitor, other)).toEqual(['temperature', 'wind_speed_10m', 'wind_direction_10m']);
    expect(visibleMetricKeys(member('standard_bundle'), other)).toEqual([
      'temperature',
      'wind_speed_10m',
      'vtd',
      'ghcop',
      'hazardous_inversion',
      'ghcop_stop_wind_2m',
      'ghcop_hours_35_today',
      'wind_direction_10m',
    ]);
    expect(visibleMetricKeys(member('admin'), other)).toEqual([...metricKeys]);
    expect(visibleMetricKeys(member('premium_bundle'), other)).toEqual(visibleMetricKeys(member('farm_bundle'), other));
  });
});
