import { z } from 'zod';

/**
 * The spray verdict as the API sends it (issue 24, docs/spray-verdict.md): the state alone in the sites
 * lists (what the map colours markers by), and the whole verdict in the station dashboard. Sent only to
 * viewers whose plan has `sprayVerdicts` (plan-capabilities.ts); the others get the upgrade state, as a
 * metric outside their plan: no state in the lists, `included_in_feature_set: false` in the dashboard.
 */
export const sprayVerdictKinds = ['good', 'marginal', 'do_not_spray', 'unknown'] as const;
export const sprayVerdictKindSchema = z.enum(sprayVerdictKinds);
export type SprayVerdictKind = z.infer<typeof sprayVerdictKindSchema>;

export const sprayReasonSchema = z.object({
  /** What the reason is about: a metric key, 'rain_last_hour' or 'reading_age'. */
  metric_id: z.string(),
  severity: z.enum(['marginal', 'do_not_spray', 'unknown']),
  /** In the grower's words, e.g. 'Delta T 10.6 °C is above 10 °C'. */
  text: z.string(),
});
export type SprayReasonItem = z.infer<typeof sprayReasonSchema>;

export const nextSprayWindowSchema = z.object({
  kind: z.enum(['now', 'likely_from', 'not_within_horizon', 'unknown']),
  /** The likely start (likely_from only), ms since the epoch. */
  at_ms: z.number().nullable(),
  horizon_ms: z.number(),
  /** 'now', 'likely from about 07:40', 'not within 12 h' or 'unknown', in the station's time zone. */
  text: z.string(),
});
export type NextSprayWindowItem = z.infer<typeof nextSprayWindowSchema>;

/** The dashboard's verdict card; without the plan: not included, no state, no reasons. */
export const stationSprayVerdictSchema = z.object({
  included_in_feature_set: z.boolean(),
  verdict: sprayVerdictKindSchema.nullable(),
  /** Every limit crossed and input missing, the most severe first; empty for 'Good'. */
  reasons: z.array(sprayReasonSchema),
  /** What the verdict stood on that the grower should know (an estimated wind, a stand-in forecast). */
  notes: z.array(z.string()),
  next_window: nextSprayWindowSchema.nullable(),
  /** When the verdict was judged, ms since the epoch (it is judged as readings arrive). */
  judged_at_ms: z.number().nullable(),
});
export type StationSprayVerdict = z.infer<typeof stationSprayVerdictSchema>;
