/**
 * Value → legend band → display text, for every metric (metrics.md §3, §0.4).
 * Bands are chosen with the unrounded value ("compare with the threshold before rounding", §0.4):
 * a GHCOP of 34.6 is "Prepare to stop" although it reads "35".
 */
import { metricCatalogue, type MetricKey } from './metric-catalogue';
import { catalogueLegendBands, type LegendBands } from './metric-display-statuses';
import type { MetricLegendBand } from './metric-legends';

/** Text shown for a missing or unavailable value (spec: "a faded dash"). */
export const missingValueText = '-';

/**
 * The legend band of a value: the last band whose threshold is ≤ the value (§3). Null for a missing
 * value or a metric without a legend. A value below the first threshold (outside the valid range,
 * which QC should have refused) takes the first band rather than no colour. `legends` are the served
 * display statuses (the operator's edits), the catalogue's by default.
 */
export function legendBand(
  metricKey: MetricKey,
  value: number | null,
  legends: LegendBands = catalogueLegendBands,
): MetricLegendBand | null {
  const bands = legends[metricKey];
  if (!bands || value === null || !Number.isFinite(value)) return null;
  let chosen = bands[0] ?? null;
  for (const band of bands) {
    if (band.threshold_value <= value) chosen = band;
    else break;
  }
  return chosen;
}

/**
 * Rounds half away from zero to `decimals` places (so −2.25 → −2.3 like 2.25 → 2.3), correcting
 * binary representation error (1.005 → 1.01) and never returning −0.
 */
export function roundHalfAwayFromZero(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const scaled = Math.abs(value) * factor;
  const rounded = Math.round(scaled + scaled * Number.EPSILON * 4) / factor;
  const signed = Math.sign(value) * rounded;
  return signed === 0 ? 0 : signed;
}

/** The value rounded to the metric's display decimals (§0.4); null stays null. */
export function roundMetricValue(metricKey: MetricKey, value: number | null): number | null {
  if (value === null || !Number.isFinite(value)) return null;
  return roundHalfAwayFromZero(value, metricCatalogue[metricKey].decimals);
}

/** The `value_str` of a tile: the value at the metric's display decimals, or '-' when missing. */
export function formatMetricValue(metricKey: MetricKey, value: number | null): string {
  const rounded = roundMetricValue(metricKey, value);
  if (rounded === null) return missingValueText;
  return rounded.toFixed(metricCatalogue[metricKey].decimals);
}
