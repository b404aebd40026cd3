import { describe, expect, it } from 'vitest';
import type { MetricKey } from './metric-catalogue';
import { catalogueLegendBands, type LegendBands } from './metric-display-statuses';
import { metricLegends, type MetricLegendBand } from './metric-legends';
import {
  displayedMetricValue,
  formatMetricValue,
  legendBand,
  roundHalfAwayFromZero,
  roundMetricValue,
} from './metric-legend';

describe('legendBand: last band whose threshold ≤ value, compared before rounding (metrics.md §3, §0.4)', () => {
  it.each<[MetricKey, number | null, string | null]>([
    ['temperature', -30, '< −2'],
    ['temperature', -2, '−2 to 0'],
    ['temperature', -2.01, '< −2'],
    ['temperature', 39.99, '35–40'],
    ['temperature', 40, '≥ 40'],
    ['temperature', null, null],
    ['temperature', Number.NaN, null],
    // §4.13: compare the unrounded GHCOP with 35
    ['ghcop', 34.6, '30–35 Prepare to stop'],
    ['ghcop', 35, '≥ 35 Cease harvest'],
    ['ghcop', 0.4, '< 25 Harvest OK'],
    // §4.14: 11.5 reads "12" but is still Low–Moderate
    ['gfdi', 11.5, '0–11 Low–Moderate'],
    ['gfdi', 150, '≥ 150 Catastrophic'],
    // §4.7: "threshold above 0": 0.1 mm is still Nil
    ['rainfall_since_9am', 0, 'Nil'],
    ['rainfall_since_9am', 0.1, 'Nil'],
    ['rainfall_since_9am', 0.2, '0.2–1'],
    ['rainfall_last_7d', 100, '≥ 100'],
    ['delta_t', 7.99, '2–8 Ideal'],
    ['delta_t', 8, '8–10 Marginal – coarse droplets'],
    ['vtd', -0.5, '−0.5–0 Near neutral'],
    ['vtd', -0.51, '< −0.5 Unstable (well mixed)'],
    ['sigmaw10', 0.199, '0.10–0.20 Weak – hazardous'],
    ['etiella', 351, '≥ 351 Peak flight period'],
    ['etiella', 350.9, '300–351 Start monitoring'],
    ['ag360_heat_chill_risk', -3, 'Extreme chill'],
    ['ag360_heat_chill_risk', 0, 'Low'],
    ['hazardous_inversion', 2, 'Hazardous inversion'],
    // Below the valid range (QC should refuse it): first band, not no colour
    ['relative_humidity', -1, '< 20'],
    // No legend in §7
    ['hours_below_0', 3, null],
  ])('%s %s → %s', (key, value, label) => {
    expect(legendBand(key, value)?.label ?? null).toBe(label);
  });

  it('returns the band colours of §7', () => {
    expect(legendBand('delta_t', 12.3)).toEqual({
      threshold_value: 12,
      label: '≥ 12 Do not spray',
      background_color: '#d73027',
      font_color: '#ffffff',
    });
  });
});

describe('formatMetricValue: value_str at the decimals of metrics.md §0.4', () => {
  it.each<[MetricKey, number | null, string]>([
    ['temperature', 23.45, '23.5'],
    ['temperature', -0.04, '-0.04'], // 0.0 would read as the 0–5 band
    ['temperature', -2.25, '-2.3'],
    ['temperature', null, '-'],
    ['relative_humidity', 54.5, '55'],
    ['wind_speed_10m', 12.49, '12'],
    ['rainfall_since_9am', 0.2, '0.2'],
    ['rainfall_since_9am', 0, '0.0'],
    ['ghcop', 34.4, '34'],
    ['ghcop', 35.4, '35'],
    ['sigmaw10', 0.205, '0.21'],
    ['sigmaw10', 1.005, '1.01'],
    ['evapotranspiration', 7.96, '7.96'], // 8.0 would read as 8–10
    ['thermal_time', 1249.5, '1249.5'], // 1250 would read as 1250–1500
    ['thermal_time', 1249.4, '1249'],
    ['hours_below_2', 7, '7.0'],
    ['rlem', 4, '4'],
    ['ag360_heat_chill_risk', -2, '-2'],
    ['temperature', Number.POSITIVE_INFINITY, '-'],
  ])('%s %s → %s', (key, value, text) => {
    expect(formatMetricValue(key, value)).toBe(text);
  });

  it('rounds half away from zero without returning −0', () => {
    expect(roundHalfAwayFromZero(2.5, 0)).toBe(3);
    expect(roundHalfAwayFromZero(-2.5, 0)).toBe(-3);
    expect(Object.is(roundHalfAwayFromZero(-0.01, 1), 0)).toBe(true);
    expect(roundMetricValue('delta_t', 7.949)).toBe(7.9);
    expect(roundMetricValue('delta_t', null)).toBeNull();
  });
});

describe('a shown value never reads as another band than its colour (metrics.md §0.4: bands use the unrounded value)', () => {
  it.each<[MetricKey, number, string, string]>([
    // Rounding would carry it into the next band: cut down at one more decimal.
    ['ghcop', 34.6, '34.6', '30–35 Prepare to stop'],
    ['ghcop', 34.96, '34.9', '30–35 Prepare to stop'],
    ['ghcop', 34.999, '34.9', '30–35 Prepare to stop'],
    ['ghcop', 29.7, '29.7', '25–30 Monitor'],
    ['ghcop', 24.5, '24.5', '< 25 Harvest OK'],
    ['gfdi', 11.5, '11.5', '0–11 Low–Moderate'],
    ['vtd', -0.54, '-0.54', '< −0.5 Unstable (well mixed)'],
    ['vtd', -0.04, '-0.04', '−0.5–0 Near neutral'],
    ['delta_t', 7.96, '7.96', '2–8 Ideal'],
    ['sigmaw10', 0.199, '0.199', '0.10–0.20 Weak – hazardous'],
    ['sigmaw10', 0.1999, '0.199', '0.10–0.20 Weak – hazardous'],
    ['rainfall_since_9am', 0.19, '0.19', 'Nil'],
    // Rounding stays in the band: the metric's own decimals.
    ['ghcop', 34.4, '34', '30–35 Prepare to stop'],
    ['ghcop', 35, '35', '≥ 35 Cease harvest'],
    ['ghcop', 35.4, '35', '≥ 35 Cease harvest'],
    ['vtd', -0.56, '-0.6', '< −0.5 Unstable (well mixed)'],
    ['sigmaw10', 0.2, '0.20', '0.20–0.30 Marginal'],
    ['temperature', 23.45, '23.5', '20–25'],
  ])('%s %f reads %s in band %s', (key, value, text, label) => {
    expect(formatMetricValue(key, value)).toBe(text);
    expect(legendBand(key, value)?.label).toBe(label);
    expect(legendBand(key, Number(text))?.label).toBe(label);
    expect(roundMetricValue(key, value)).toBe(Number(text));
  });

  // The dashboard's VTD tile takes the hazardous-inversion colour: 'none' at VTD ≤ 0, an inversion
  // above (metrics.md §4.10). Rounding to one decimal would show +0.04 as "0.0", the value of 'none'.
  it.each<[number, string]>([
    [0.04, '0.04'],
    [0.049, '0.04'],
    [0.004, '0.004'],
    [0.0004, '0.0004'],
    [0.00004, '0.0001'],
    [0.05, '0.1'],
    [0.3, '0.3'],
    [0, '0.0'],
    [-0.04, '-0.04'],
  ])('VTD %f reads %s: on the same side of 0 as the value that decided the inversion state', (value, text) => {
    expect(formatMetricValue('vtd', value)).toBe(text);
    expect(Number(text) > 0).toBe(value > 0);
  });

  it('is stable: a shown value shown again reads the same (tables format what the server rounded)', () => {
    for (const [key, value] of [
      ['ghcop', 34.96],
      ['vtd', -0.54],
      ['sigmaw10', 0.1999],
    ] as const) {
      const shown = roundMetricValue(key, value);
      expect(formatMetricValue(key, shown)).toBe(formatMetricValue(key, value));
    }
  });

  it('follows the served legend: an operator threshold at 33 keeps 32.96 below it', () => {
    const legends: LegendBands = {
      ...catalogueLegendBands,
      ghcop: [
        { threshold_value: 0, label: 'OK', background_color: '#1a9850', font_color: '#ffffff' },
        { threshold_value: 33, label: 'Stop', background_color: '#d73027', font_color: '#ffffff' },
      ],
    };
    expect(formatMetricValue('ghcop', 32.96, legends)).toBe('32.9');
    expect(formatMetricValue('ghcop', 32.96)).toBe('33');
    expect(displayedMetricValue('ghcop', null)).toBeNull();
  });

  it('holds just below and at every threshold of every legend', () => {
    for (const [key, legend] of Object.entries(metricLegends) as [
      MetricKey,
      { bands: readonly MetricLegendBand[] },
    ][]) {
      for (const { threshold_value: threshold } of legend.bands) {
        if (threshold <= -9999) continue;
        for (const value of [threshold, threshold + 1e-9, ...[1, 2, 3, 4, 6, 9].map((k) => threshold - 10 ** -k)]) {
          const text = formatMetricValue(key, value);
          expect(legendBand(key, Number(text)), `${key} ${value} → ${text}`).toBe(legendBand(key, value));
        }
      }
    }
  });
});
