/**
 * Metric display statuses (spec §3): the legend bands of each metric as served by
 * GET /api/metric_display_statuses. The catalogue's bands (metric-legends.ts) are the defaults; an
 * operator may change a band's label, colour and threshold in the console, and the merged bands are what
 * the map, the dashboards and the graphs colour readings with. The number of bands per metric is fixed:
 * a band's position is what the site list sends (`band`), so the operator edits bands, never adds them.
 */
import { isMetricKey, metricCatalogue, metricKeys, type MetricKey } from './metric-catalogue';
import type { MetricDisplayStatus } from '../contracts/metric-display-statuses.schema';
import type { MetricLegendBand } from './metric-legends';

/** One band as the operator sets it. */
export interface BandEdit {
  label: string;
  background_color: string;
  threshold_value: number;
}

/** A stored override: the band of a metric, keyed by metric_key + band. */
export interface BandOverride extends BandEdit {
  metric_key: string;
  band: number;
}

/** Legend bands by metric: the catalogue's, or merged with the operator's overrides. */
export type LegendBands = Readonly<Partial<Record<MetricKey, readonly MetricLegendBand[]>>>;

export const catalogueLegendBands: LegendBands = Object.fromEntries(
  metricKeys.flatMap((key) => {
    const legend = metricCatalogue[key].legend;
    return legend ? [[key, legend.bands]] : [];
  }),
);

/** A colour as the legends store it: #rrggbb. */
export const hexColour = /^#[0-9a-f]{6}$/i;

/** Black or white text, whichever reads better on the colour (WCAG relative luminance). */
export function readableFontColor(backgroundColor: string): '#000000' | '#ffffff' {
  if (!hexColour.test(backgroundColor)) return '#000000';
  const channel = (offset: number) => {
    const c = Number.parseInt(backgroundColor.slice(offset, offset + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  // Contrast with black beats contrast with white above this luminance.
  return luminance > 0.179 ? '#000000' : '#ffffff';
}

/** The catalogue's bands with the overrides laid over them; overrides of unknown metrics or bands are ignored. */
export function mergeLegendBands(overrides: readonly BandOverride[]): LegendBands {
  const merged: Partial<Record<MetricKey, MetricLegendBand[]>> = {};
  for (const key of metricKeys) {
    const bands = catalogueLegendBands[key];
    if (bands) merged[key] = [...bands];
  }
  for (const override of overrides) {
    if (!isMetricKey(override.metric_key)) continue;
    const bands = merged[override.metric_key];
    const original = bands?.[override.band];
    if (!bands || !original) continue;
    const colour = override.background_color.toLowerCase();
    bands[override.band] = {
      threshold_value: override.threshold_value,
      label: override.label,
      background_color: colour,
      // The catalogue's text colour suits its own background; a new background gets the readable one.
      font_color: colour === original.background_color.toLowerCase() ? original.font_color : readableFontColor(colour),
    };
  }
  return merged;
}

function sameBand(a: MetricLegendBand, b: MetricLegendBand): boolean {
  return (
    a.threshold_value === b.threshold_value &&
    a.label === b.label &&
    a.background_color.toLowerCase() === b.background_color.toLowerCase()
  );
}

/** The served list: every band of every metric with a legend, in catalogue order. */
export function metricDisplayStatuses(legends: LegendBands): MetricDisplayStatus[] {
  return metricKeys.flatMap((key) =>
    (legends[key] ?? []).map((band, i) => {
      const original = catalogueLegendBands[key]?.[i];
      return {
        metric_key: key,
        band: i,
        label: band.label,
        background_color: band.background_color,
        font_color: band.font_color,
        threshold_value: band.threshold_value,
        edited: original ? !sameBand(band, original) : false,
      };
    }),
  );
}

/** Back from the served list to legend bands; the catalogue's for any metric the list leaves out. */
export function legendBandsFromStatuses(statuses: readonly MetricDisplayStatus[]): LegendBands {
  const fromList: Partial<Record<MetricKey, MetricLegendBand[]>> = {};
  for (const status of statuses) {
    if (!isMetricKey(status.metric_key)) continue;
    (fromList[status.metric_key] ??= [])[status.band] = {
      threshold_value: status.threshold_value,
      label: status.label,
      background_color: status.background_color,
      font_color: status.font_color,
    };
  }
  const merged: Partial<Record<MetricKey, readonly MetricLegendBand[]>> = { ...catalogueLegendBands };
  for (const key of metricKeys) {
    const bands = fromList[key];
    const expected = catalogueLegendBands[key]?.length ?? 0;
    // A list from another build (a band more or less, or one missing) would shift bands: keep the catalogue's then.
    if (bands && bands.length === expected && [...bands].every(Boolean)) merged[key] = bands;
  }
  return merged;
}
