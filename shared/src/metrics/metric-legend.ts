/**
 * Value → legend band → display text, for every metric (metrics.md §3, §0.4).
 * Bands are chosen with the unrounded value ("compare with the threshold before rounding", §0.4), and
 * the shown number never reads as another band: a GHCOP of 34.6 is "Prepare to stop" and reads "34.6".
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

/**
 * Cuts toward −∞ at `decimals` places; `corrected` first undoes binary representation error (34.6 is
 * stored as 34.59999…, and should read 34.6), which a value a hair below a threshold must not get.
 */
function cutDown(value: number, decimals: number, corrected: boolean): number {
  const factor = 10 ** decimals;
  const scaled = value * factor;
  const cut = Math.floor(corrected ? scaled + Math.abs(scaled) * Number.EPSILON * 4 : scaled) / factor;
  return cut === 0 ? 0 : cut;
}

/** The most decimals ever added so a value reads inside its band. */
const maxExtraDecimals = 3;

/**
 * Values whose side of a threshold decides another metric's state, which colours their tile: the
 * dashboard's VTD tile takes the hazardous-inversion state (metrics.md §4.9), 'none' at VTD ≤ 0 and an
 * inversion above (§4.10). A VTD of +0.04 must not read "0.0" on an inversion's colour, so the shown
 * value stays on the same side of each of these as the value (above, or at or below).
 */
export const stateDecidingThresholds: Readonly<Partial<Record<MetricKey, readonly number[]>>> = { vtd: [0] };

/** True when `shown` lies on the same side as `value` of every threshold that decides a state. */
function keepsDecidingSides(metricKey: MetricKey, value: number, shown: number): boolean {
  return (stateDecidingThresholds[metricKey] ?? []).every((threshold) => value > threshold === shown > threshold);
}

/** Cuts toward +∞ at `decimals` places: the smallest shown value above a deciding threshold. */
function cutUp(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.ceil(value * factor) / factor;
}

/**
 * A value as shown: its number and decimals. Bands are chosen with the unrounded value (§0.4), so a
 * shown number must never read as another band than its colour. Rounding only ever carries a value UP
 * across a threshold (34.6 → 35 while 'Prepare to stop'; −0.54 → −0.5 while 'Unstable'), because a
 * threshold on the display grid rounds to itself. So the value is rounded to the metric's decimals
 * (§0.4) unless that lands in another band; then it is cut down (toward −∞) at one more decimal
 * (34.96 → 34.9, 34.6 → 34.6), or at up to three more for thresholds finer than that. A cut value lies
 * between the band's own threshold and the value, so it always reads inside the band. Nor does a shown
 * value cross a threshold that decides the state colouring its tile (`stateDecidingThresholds`).
 */
export function displayedMetricValue(
  metricKey: MetricKey,
  value: number | null,
  legends: LegendBands = catalogueLegendBands,
): { value: number; decimals: number } | null {
  if (value === null || !Number.isFinite(value)) return null;
  const decimals = metricCatalogue[metricKey].decimals;
  const rounded = roundHalfAwayFromZero(value, decimals);
  const band = legendBand(metricKey, value, legends);
  const readsAsValue = (shown: number) =>
    legendBand(metricKey, shown, legends) === band && keepsDecidingSides(metricKey, value, shown);
  if (readsAsValue(rounded)) return { value: rounded, decimals };
  for (let extra = 1; extra <= maxExtraDecimals; extra++) {
    const cut = cutDown(value, decimals + extra, true);
    if (readsAsValue(cut)) return { value: cut, decimals: decimals + extra };
  }
  // Only a value a hair above a deciding threshold is left: its smallest step above it.
  const finest = decimals + maxExtraDecimals;
  const up = cutUp(value, finest);
  if (!keepsDecidingSides(metricKey, value, cutDown(value, finest, false)) && readsAsValue(up)) {
    return { value: up, decimals: finest };
  }
  return { value: cutDown(value, decimals + 1, false), decimals: decimals + 1 };
}

/** The value as shown (`displayedMetricValue`): for tiles, tables and charts; null stays null. */
export function roundMetricValue(
  metricKey: MetricKey,
  value: number | null,
  legends: LegendBands = catalogueLegendBands,
): number | null {
  return displayedMetricValue(metricKey, value, legends)?.value ?? null;
}

/** The `value_str` of a tile: the value as shown at its decimals, or '-' when missing. */
export function formatMetricValue(
  metricKey: MetricKey,
  value: number | null,
  legends: LegendBands = catalogueLegendBands,
): string {
  const shown = displayedMetricValue(metricKey, value, legends);
  return shown === null ? missingValueText : shown.value.toFixed(shown.decimals);
}
