import { describe, expect, it } from 'vitest';
import type { StationType } from '../stations/raw-channels';
import {
  dashboardMetricKeys,
  isMapMetricKey,
  isMetricKey,
  mapMetricKeys,
  metricCatalogue,
  metricKeys,
  stationTypeSupportsMetric,
  type MetricKey,
} from './metric-catalogue';
import { metricLegends } from './metric-legends';

describe('metric catalogue (metrics.md §0.1, §0.4, §1.3, §7)', () => {
  it('offers the 26 map choices of §0.1 in order', () => {
    expect(mapMetricKeys).toHaveLength(26);
    expect(mapMetricKeys[0]).toBe('temperature');
    expect(mapMetricKeys[8]).toBe('rainfall_since_9am');
    expect(mapMetricKeys[25]).toBe('downy_mildew');
    expect(new Set(metricKeys).size).toBe(metricKeys.length);
  });

  it('gives every §7 legend to its metric, and only dashboard values without one lack a legend', () => {
    for (const key of Object.keys(metricLegends)) expect(metricCatalogue[key as MetricKey].legend).not.toBeNull();
    for (const key of mapMetricKeys) expect(metricCatalogue[key].legend).not.toBeNull();
    // §7's measured states, then the rule of thumb's own two (§4.10: never shown as a measured state).
    expect(metricCatalogue.hazardous_inversion.legend?.bands.map((b) => b.threshold_value)).toEqual([0, 1, 2, 3, 4]);
    expect(metricCatalogue.hazardous_inversion.legend?.bands.slice(3).map((b) => b.label)).toEqual([
      'No inversion expected (rule of thumb)',
      'Inversion likely (rule of thumb)',
    ]);
    expect(metricCatalogue.hours_below_0.legend).toBeNull();
  });

  it('keeps every legend ascending with a colour and a text colour per band', () => {
    for (const [key, legend] of Object.entries(metricLegends)) {
      const thresholds = legend.bands.map((b) => b.threshold_value);
      expect(
        [...thresholds].sort((a, b) => a - b),
        key,
      ).toEqual(thresholds);
      for (const band of legend.bands) {
        expect(band.background_color, key).toMatch(/^#[0-9a-f]{6}$/);
        expect(band.font_color, key).toMatch(/^#(000000|ffffff)$/);
      }
    }
  });

  it.each<[MetricKey, string, string, number]>([
    // §0.1 label and unit; §0.4 decimals
    ['temperature', 'Temperature', '°C', 1],
    ['relative_humidity', 'Relative humidity', '%', 0],
    ['wind_speed_10m', 'Wind 10 m', 'km/h', 0],
    ['rainfall_since_9am', 'Rain since 9am', 'mm', 1],
    ['evapotranspiration', 'ET₀ (yesterday)', 'mm', 1],
    ['vtd', 'Inversion (VTD)', '°C', 1],
    ['ghcop', 'Harvest code (GFDI @2 m)', 'index', 0],
    ['gfdi', 'Grass fire danger (GFDI)', 'index', 0],
    ['sigmaw10', 'Turbulence σw 10 m', 'm/s', 2],
    ['thermal_time', 'Thermal time', '°C·d', 0],
    ['etiella', 'Etiella degree-days', '°C·d', 0],
    ['hours_below_2', 'Hours below 2 °C (last 24 h)', 'h', 1],
    ['wind_gust_10m', 'Wind gust 10 m', 'km/h', 0],
  ])('%s: label %s, unit %s, %i decimals', (key, label, unit, decimals) => {
    expect(metricCatalogue[key]).toMatchObject({ key, label, unit, decimals });
  });

  it.each<[MetricKey, string, boolean]>([
    // §1.3 support table
    ['vtd', 'bom', false],
    ['vtd', 'hilltop', true],
    ['vtd', 'greenbrain', false],
    ['wind_speed_10m', 'greenbrain', false],
    ['wind_speed_2m', 'bom', false],
    ['wind_speed_2m', 'greenbrain', true],
    ['ghcop', 'bom', false],
    ['gfdi', 'greenbrain', false],
    ['sigmaw10', 'research', true],
    ['sigmaw10', 'bom', false],
    ['evapotranspiration', 'bom', true],
    ['downy_mildew', 'greenbrain', true],
    ['temperature', 'bom', true],
  ])('%s at a %s station: %s', (key, type, supported) => {
    expect(stationTypeSupportsMetric(type as StationType, key)).toBe(supported);
  });

  it('recognises keys', () => {
    expect(isMetricKey('delta_t')).toBe(true);
    expect(isMetricKey('hazardous_inversion')).toBe(true);
    expect(isMetricKey('toString')).toBe(false);
    expect(isMapMetricKey('hazardous_inversion')).toBe(false);
    expect(dashboardMetricKeys.every((key) => !metricCatalogue[key].onMap)).toBe(true);
    expect(mapMetricKeys.every((key) => metricCatalogue[key].onMap)).toBe(true);
    expect(metricKeys.every((key) => metricCatalogue[key].stationTypes.length > 0)).toBe(true);
  });
});
