/**
 * Metric display statuses (spec §3): the legend bands of each metric as served by
 * GET /api/metric_display_statuses. The catalogue's bands (metric-legends.ts) are the defaults; an
 * operator may change a band's label, colour and threshold in the console, and the merged bands are what
 * the map, the dashboards and the graphs colour readings with. The number of bands per metric is fixed:
 * a band's position is what the site list sends (`band`), so the operator edits bands, never adds them.
 */
import { z } from 'zod';
import { isMetricKey, metricCatalogue, metricKeys, type MetricKey } from './metric-catalogue';
import type { MetricLegendBand } from './metric-legends';

export const metricDisplayStatusSchema = z.object({
  metric_key: z.string(),
  /** Position of the band in its metric's legend, from 0 (lowest). */
  band: z.number().int(),
  label: z.string(),
  background_color: z.string(),
  font_color: z.string(),
  threshold_value: z.number(),
  /** True when the operator changed this band from the catalogue's. */
  edited: z.boolean(),
});
export type MetricDisplayStatus = z.infer<typeof metricDisplayStatusSchema>;
export const metricDisplayStatusesResponseSchema = z.array(metricDisplayStatusSchema);

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

const hexColour = /^#[0-9a-f]{6}$/i;

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

const bandEditSchema = z.object({
  label: z
    .string({ error: 'Label is required' })
    .trim()
    .min(1, 'Label is required')
    .max(60, 'Label must be at most 60 characters'),
  background_color: z.string({ error: 'Colour is required' }).trim().regex(hexColour, 'Use a colour like #1a9850'),
  threshold_value: z.coerce
    .number({ error: 'Threshold must be a number' })
    .refine(Number.isFinite, 'Threshold must be a number'),
});
export const metricBandsInputSchema = z.object({ bands: z.array(bandEditSchema) });
export type MetricBandsForm = z.input<typeof metricBandsInputSchema>;

export interface BandProblem {
  /** The field as the form names it, e.g. `bands.2.threshold_value`. */
  field: string;
  message: string;
}

/**
 * Checks an operator's bands for a metric: one per catalogue band, each with a label, a #rrggbb colour
 * and a threshold above the band before's (a value takes the last band whose threshold it reaches, so
 * thresholds out of order would hide a band).
 */
export function checkMetricBands(
  metricKey: MetricKey,
  input: unknown,
): { ok: true; bands: BandEdit[] } | { ok: false; problems: BandProblem[] } {
  const expected = catalogueLegendBands[metricKey]?.length ?? 0;
  if (expected === 0) return { ok: false, problems: [{ field: 'metric_key', message: 'has no colour legend' }] };
  const parsed = metricBandsInputSchema.safeParse(input ?? {});
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => ({
        field: issue.path.length === 0 ? 'base' : issue.path.map(String).join('.'),
        message: issue.message,
      })),
    };
  }
  const { bands } = parsed.data;
  if (bands.length !== expected) {
    return { ok: false, problems: [{ field: 'bands', message: `must hold the legend's ${expected} bands` }] };
  }
  const problems: BandProblem[] = [];
  bands.forEach((band, i) => {
    const before = bands[i - 1];
    if (before && band.threshold_value <= before.threshold_value) {
      problems.push({
        field: `bands.${i}.threshold_value`,
        message: `Threshold must be above the band before's (${before.threshold_value})`,
      });
    }
  });
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, bands: bands.map((band) => ({ ...band, background_color: band.background_color.toLowerCase() })) };
}
