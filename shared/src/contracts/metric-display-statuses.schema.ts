/**
 * GET /api/metric_display_statuses (metrics/metric-display-statuses.ts has the rules): every band of
 * every metric's legend, and the operator's edit of one metric's bands in the console.
 */
import { z } from 'zod';
import { catalogueLegendBands, hexColour, type BandEdit } from '../metrics/metric-display-statuses';
import type { MetricKey } from '../metrics/metric-catalogue';

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
