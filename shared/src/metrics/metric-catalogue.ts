/**
 * The metric catalogue, once, for server and browser: every metric's key, short label, display unit,
 * display decimals, legend, the feature set that unlocks it and the station types that can supply it.
 *
 * Sources: keys, labels and units metrics.md §0.1; decimals §0.4; legends §7 (metric-legends.ts);
 * station types §1.3; unlocking feature spec §6 and §9, CONTRACT.md §7.
 */
import type { StationType } from '../stations/raw-channels';
import { metricLegends, type MetricLegend } from './metric-legends';

/** The 26 map-selector choices, in the order of metrics.md §0.1. */
export const mapMetricKeys = [
  'temperature',
  'temperature_max_today',
  'temperature_min_today',
  'relative_humidity',
  'delta_t',
  'dew_point',
  'wind_speed_2m',
  'wind_speed_10m',
  'rainfall_since_9am',
  'rainfall_last_24h',
  'rainfall_last_7d',
  'evapotranspiration',
  'vtd',
  'ghcop',
  'gfdi',
  'sigmaw10',
  'ann_2hr_sigma_w',
  'thermal_time',
  'vernalisation_time',
  'adjusted_thermal_time',
  'cci',
  'etiella',
  'rlem',
  'ag360_flystrike',
  'ag360_heat_chill_risk',
  'downy_mildew',
] as const;
export type MapMetricKey = (typeof mapMetricKeys)[number];

/** Dashboard-only metrics (metrics.md §0.1, last paragraph): not offered by the map selector. */
export const dashboardMetricKeys = [
  'hazardous_inversion',
  'ghcop_stop_wind_2m',
  'ghcop_hours_35_today',
  'hours_below_minus2',
  'hours_below_0',
  'hours_below_2',
  'wind_direction_10m',
  'wind_direction_2m',
  'wind_gust_10m',
  'wind_gust_2m',
  'pressure_station',
  'solar_radiation',
] as const;
export type DashboardMetricKey = (typeof dashboardMetricKeys)[number];

export const metricKeys = [...mapMetricKeys, ...dashboardMetricKeys] as const;
export type MetricKey = MapMetricKey | DashboardMetricKey;

/**
 * The lowest feature set that unlocks a metric. The sets are cumulative (spec §9: "Standard adds …,
 * Farm adds …, Premium adds …"); premium's additions only apply at its nominated sites, and
 * 'all_access' means only all_access and admin see it (metric-visibility.ts applies both rules).
 */
export const metricFeatures = [
  'free_access',
  'standard_bundle',
  'farm_bundle',
  'premium_bundle',
  'all_access',
] as const;
export type MetricFeature = (typeof metricFeatures)[number];

export interface MetricDefinition {
  readonly key: MetricKey;
  /** Short label (metrics.md §0.1; dashboard-only labels are ours). */
  readonly label: string;
  /** Unit shown beside the value: display units, wind in km/h (CONTRACT.md §6), degree-days '°C·d'. */
  readonly unit: string;
  /** Decimals shown (metrics.md §0.4). */
  readonly decimals: number;
  readonly feature: MetricFeature;
  /** Station types that can supply the metric (metrics.md §1.3; "opt." counts as can). */
  readonly stationTypes: readonly StationType[];
  readonly onMap: boolean;
  /** Colour legend of §7, or null for the dashboard-only values §7 gives none. */
  readonly legend: MetricLegend | null;
}

const allTypes = ['standard', 'research', 'hilltop', 'bom', 'greenbrain'] as const satisfies readonly StationType[];
const mast = ['standard', 'research', 'hilltop'] as const satisfies readonly StationType[];
/** 10 m wind: every type but greenbrain (§1.2). */
const wind10m = ['standard', 'research', 'hilltop', 'bom'] as const satisfies readonly StationType[];
/** 2 m wind: no BoM (§1.2); hilltop "opt.", greenbrain at 2–3 m. */
const wind2m = ['standard', 'research', 'hilltop', 'greenbrain'] as const satisfies readonly StationType[];
/** Barometer: most COtL masts and every BoM AWS; none at greenbrain (§1.2). */
const withBarometer = ['standard', 'research', 'hilltop', 'bom'] as const satisfies readonly StationType[];
/** Pyranometer: most standard, research and greenbrain masts, optional on hilltops, rare at BoM (§1.2). */
const withPyranometer = ['standard', 'research', 'hilltop', 'greenbrain'] as const satisfies readonly StationType[];

type Row = readonly [
  label: string,
  unit: string,
  decimals: number,
  feature: MetricFeature,
  stationTypes: readonly StationType[],
];

/** key → [label, unit, decimals, feature, station types]. */
const rows: Readonly<Record<MetricKey, Row>> = {
  temperature: ['Temperature', '°C', 1, 'free_access', allTypes],
  temperature_max_today: ['Max today', '°C', 1, 'premium_bundle', allTypes],
  temperature_min_today: ['Min today', '°C', 1, 'premium_bundle', allTypes],
  relative_humidity: ['Relative humidity', '%', 0, 'farm_bundle', allTypes],
  delta_t: ['Delta T', '°C', 1, 'farm_bundle', allTypes],
  dew_point: ['Dew point', '°C', 1, 'premium_bundle', allTypes],
  wind_speed_2m: ['Wind 2 m', 'km/h', 0, 'farm_bundle', wind2m],
  wind_speed_10m: ['Wind 10 m', 'km/h', 0, 'free_access', wind10m],
  rainfall_since_9am: ['Rain since 9am', 'mm', 1, 'farm_bundle', allTypes],
  rainfall_last_24h: ['Rain last 24 h', 'mm', 1, 'farm_bundle', allTypes],
  rainfall_last_7d: ['Rain last 7 days', 'mm', 1, 'farm_bundle', allTypes],
  // Penman–Monteith where a pyranometer reports, Hargreaves elsewhere (BoM): every type (§1.3).
  evapotranspiration: ['ET₀ (yesterday)', 'mm', 1, 'premium_bundle', allTypes],
  vtd: ['Inversion (VTD)', '°C', 1, 'standard_bundle', mast],
  // BoM has no 2 m wind and §4.13 says mark ghcop "n/a" there rather than silently using 10 m.
  ghcop: ['Harvest code (GFDI @2 m)', 'index', 0, 'standard_bundle', wind2m],
  gfdi: ['Grass fire danger (GFDI)', 'index', 0, 'premium_bundle', wind10m],
  // Measured at research stations, estimated from VTD and wind at standard and hilltop (§4.11).
  sigmaw10: ['Turbulence σw 10 m', 'm/s', 2, 'all_access', mast],
  ann_2hr_sigma_w: ['σw forecast +2 h', 'm/s', 2, 'all_access', mast],
  thermal_time: ['Thermal time', '°C·d', 0, 'premium_bundle', allTypes],
  vernalisation_time: ['Vernalisation', 'vernal days', 0, 'premium_bundle', allTypes],
  adjusted_thermal_time: ['Adjusted thermal time', '°C·d', 0, 'premium_bundle', allTypes],
  // Needs solar radiation by day; BoM ("flag, no solar") therefore only has a night-time value.
  cci: ['Cattle comfort (CCI)', '°C', 1, 'all_access', allTypes],
  etiella: ['Etiella degree-days', '°C·d', 0, 'all_access', allTypes],
  rlem: ['Red-legged earth mite', 'status', 0, 'all_access', allTypes],
  ag360_flystrike: ['Flystrike risk', 'class', 0, 'all_access', allTypes],
  ag360_heat_chill_risk: ['Livestock heat/chill', 'class', 0, 'all_access', allTypes],
  downy_mildew: ['Downy mildew', 'class', 0, 'all_access', allTypes],
  // Measured at masts (VTD and σw); BoM and vineyard stations show GRDC's rule of thumb in states of its own (§4.10).
  hazardous_inversion: ['Hazardous inversion', 'state', 0, 'standard_bundle', allTypes],
  // §4.13's dashboard helpers beside the harvest code: the 2 m wind that would bring it to 35 now (at the
  // handbook's one decimal), and the time today it has been at or above 35.
  ghcop_stop_wind_2m: ['Harvest stop wind 2 m', 'km/h', 1, 'standard_bundle', wind2m],
  ghcop_hours_35_today: ['Harvest code ≥ 35 today', 'h', 1, 'standard_bundle', wind2m],
  hours_below_minus2: ['Hours below −2 °C (last 24 h)', 'h', 1, 'premium_bundle', allTypes],
  hours_below_0: ['Hours below 0 °C (last 24 h)', 'h', 1, 'premium_bundle', allTypes],
  hours_below_2: ['Hours below 2 °C (last 24 h)', 'h', 1, 'premium_bundle', allTypes],
  wind_direction_10m: ['Wind direction 10 m', '°', 0, 'free_access', wind10m],
  wind_direction_2m: ['Wind direction 2 m', '°', 0, 'farm_bundle', wind2m],
  wind_gust_10m: ['Wind gust 10 m', 'km/h', 0, 'all_access', wind10m],
  wind_gust_2m: ['Wind gust 2 m', 'km/h', 0, 'all_access', wind2m],
  pressure_station: ['Station pressure', 'hPa', 1, 'all_access', withBarometer],
  solar_radiation: ['Solar radiation', 'W/m²', 0, 'all_access', withPyranometer],
};

const legendFor = (key: MetricKey): MetricLegend | null =>
  Object.hasOwn(metricLegends, key) ? metricLegends[key as keyof typeof metricLegends] : null;

export const metricCatalogue: Readonly<Record<MetricKey, MetricDefinition>> = Object.fromEntries(
  metricKeys.map((key) => {
    const [label, unit, decimals, feature, stationTypes] = rows[key];
    const onMap = (mapMetricKeys as readonly string[]).includes(key);
    return [key, { key, label, unit, decimals, feature, stationTypes, onMap, legend: legendFor(key) }];
  }),
) as Record<MetricKey, MetricDefinition>;

export function isMetricKey(value: string): value is MetricKey {
  return Object.hasOwn(rows, value);
}

export function isMapMetricKey(value: string): value is MapMetricKey {
  return (mapMetricKeys as readonly string[]).includes(value);
}

/** Whether a station of this type can supply the metric at all (metrics.md §1.3); otherwise a faded dash. */
export function stationTypeSupportsMetric(awsType: StationType, metricKey: MetricKey): boolean {
  return metricCatalogue[metricKey].stationTypes.includes(awsType);
}
