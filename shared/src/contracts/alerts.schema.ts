import { z } from 'zod';
import { sprayProfileInputSchema } from '../spray/spray-limits';

/**
 * Alert rules, notifications, Web Push subscriptions and spray profiles (issue 24 parts 4–7). Signed in
 * (401 `base` otherwise). A rule belongs to the user who made it; only they see, change or delete it.
 * How many rules a user may keep is the plan capability `alertRules` (plans/plan-capabilities.ts): a free
 * plan keeps none, so every write is 403 `base` 'To view this content you must upgrade your billing plan.'
 * there. Errors are CONTRACT.md §3's `{ errors: [{ field_name, messages }] }`, each under its field.
 *
 *   GET    /api/members/alert_rules                → alertRulesResponseSchema (rules newest first, and the plan's limit)
 *   POST   /api/members/alert_rules                 alertRuleInputSchema → 201 alertRuleSchema
 *          422 `base` alertRuleLimitMessage(limit) at the plan's limit (held under concurrent creates)
 *   PUT    /api/members/alert_rules/{id}            alertRuleInputSchema → alertRuleSchema (edit, pause, resume)
 *   DELETE /api/members/alert_rules/{id}            → 204; deleting a rule already gone answers the same
 *   POST   /api/members/alert_rules/{id}/test       → alertTestResponseSchema: a test notification through
 *          every channel of the rule now, quiet hours ignored, marked as a test
 *   404 `alert_rule_id` 'is not a known alert rule' for another user's or an unknown id.
 *
 *   GET    /api/members/notifications?before={id}  → notificationsResponseSchema (newest first, 50 a page)
 *   POST   /api/members/notifications/mark_all_read → notificationsResponseSchema's unread_count, 0
 *
 *   GET    /api/members/push_subscriptions/public_key → pushPublicKeySchema (null when VAPID keys are not configured)
 *   POST   /api/members/push_subscriptions          pushSubscriptionInputSchema → 201 (same endpoint again: 200, replaced)
 *   DELETE /api/members/push_subscriptions          { endpoint } → 204
 *
 *   GET    /api/members/spray_profiles              → sprayProfilesResponseSchema
 *   POST   /api/members/spray_profiles              sprayProfileInputSchema → 201 sprayProfileSchema
 *   PUT    /api/members/spray_profiles/{id}         sprayProfileInputSchema → sprayProfileSchema
 *   DELETE /api/members/spray_profiles/{id}         → 204; 422 `base` when a rule still uses it
 */

/** What a rule listens for. Words for each are alertEventLabels. */
export const alertEventKinds = [
  'spray_window_opens',
  'spray_window_closes',
  'hazardous_inversion_starts',
  'hazardous_inversion_ends',
  'ghcop_stop',
  'gfdi_band',
  'frost',
  'rain_since_9am',
  'station_stale',
] as const;
export type AlertEventKind = (typeof alertEventKinds)[number];

export const alertEventLabels: Readonly<Record<AlertEventKind, string>> = {
  spray_window_opens: 'Spray window opens',
  spray_window_closes: 'Spray window closes',
  hazardous_inversion_starts: 'Hazardous inversion starts',
  hazardous_inversion_ends: 'Hazardous inversion ends',
  ghcop_stop: "Harvest code reaches 'Cease harvest'",
  gfdi_band: 'Grass fire danger reaches a band',
  frost: 'Temperature falls below a frost limit',
  rain_since_9am: 'Rain since 9 am exceeds an amount',
  station_stale: 'Station stops reporting',
};

/** GFDI bands a rule may name (metric-legends.ts gfdi), lowest first. */
export const gfdiAlertBands = ['high', 'very_high', 'severe', 'extreme', 'catastrophic'] as const;
export type GfdiAlertBand = (typeof gfdiAlertBands)[number];
export const gfdiBandFloors: Readonly<Record<GfdiAlertBand, number>> = {
  high: 12,
  very_high: 25,
  severe: 50,
  extreme: 100,
  catastrophic: 150,
};

/** The event and its one setting, where it has one. */
export const alertEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('spray_window_opens'), spray_profile_id: z.number().int().positive().nullable() }),
  z.object({ kind: z.literal('spray_window_closes'), spray_profile_id: z.number().int().positive().nullable() }),
  z.object({ kind: z.literal('hazardous_inversion_starts') }),
  z.object({ kind: z.literal('hazardous_inversion_ends') }),
  z.object({ kind: z.literal('ghcop_stop') }),
  z.object({ kind: z.literal('gfdi_band'), gfdi_band: z.enum(gfdiAlertBands, { error: 'Choose a fire danger band' }) }),
  z.object({
    kind: z.literal('frost'),
    below_celsius: z
      .number({ error: 'Enter a temperature' })
      .min(-10, 'Must be between -10 and 10 °C')
      .max(10, 'Must be between -10 and 10 °C'),
  }),
  z.object({
    kind: z.literal('rain_since_9am'),
    above_mm: z
      .number({ error: 'Enter an amount' })
      .min(0.2, 'Must be between 0.2 and 200 mm')
      .max(200, 'Must be between 0.2 and 200 mm'),
  }),
  z.object({
    kind: z.literal('station_stale'),
    after_minutes: z
      .number({ error: 'Enter a number of minutes' })
      .int('Must be whole minutes')
      .min(30, 'Must be between 30 and 1440 minutes')
      .max(1440, 'Must be between 30 and 1440 minutes'),
  }),
]);
export type AlertEvent = z.infer<typeof alertEventSchema>;

/** Where a rule watches: stations by slug (1–10), the Home location, or one growing location by slug. */
export const alertTargetSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('stations'),
    station_slugs: z
      .array(z.string().min(1))
      .min(1, 'Choose at least one station')
      .max(10, 'Choose at most 10 stations'),
  }),
  z.object({ type: z.literal('home_location') }),
  z.object({
    type: z.literal('growing_location'),
    growing_location_slug: z.string().min(1, 'Choose a growing location'),
  }),
]);
export type AlertTarget = z.infer<typeof alertTargetSchema>;

export const alertChannels = ['in_app', 'email', 'push'] as const;
export type AlertChannel = (typeof alertChannels)[number];
export const alertChannelLabels: Readonly<Record<AlertChannel, string>> = {
  in_app: 'In the app',
  email: 'Email',
  push: 'Push notification',
};

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 21:30');

/** Quiet hours in Australia/Adelaide local time; may run past midnight (21:30 → 06:00). */
export const quietHoursSchema = z
  .object({ start: clockTime, end: clockTime })
  .refine((q) => q.start !== q.end, { path: ['end'], message: 'Must differ from the start' });
export type QuietHours = z.infer<typeof quietHoursSchema>;

export const alertRuleNameMaxLength = 80;

export const alertRuleInputSchema = z.object({
  name: z
    .string({ error: 'Rule name is required' })
    .trim()
    .min(1, 'Rule name is required')
    .max(alertRuleNameMaxLength, `Rule name must be at most ${alertRuleNameMaxLength} characters`),
  target: alertTargetSchema,
  event: alertEventSchema,
  quiet_hours: quietHoursSchema.nullable(),
  channels: z.array(z.enum(alertChannels)).min(1, 'Choose at least one channel'),
  paused: z.boolean().default(false),
});
export type AlertRuleInput = z.input<typeof alertRuleInputSchema>;

export const alertRuleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  target: alertTargetSchema,
  event: alertEventSchema,
  quiet_hours: quietHoursSchema.nullable(),
  channels: z.array(z.enum(alertChannels)),
  paused: z.boolean(),
  created_at: z.string(),
  /** The last time this rule notified, or null. */
  last_notified_at: z.string().nullable(),
});
export type AlertRule = z.infer<typeof alertRuleSchema>;

export const alertRulesResponseSchema = z.object({
  alert_rules: z.array(alertRuleSchema),
  /** Rules the plan allows this user; 0 on plans without alerts. */
  rule_limit: z.number().int(),
});

export const alertRuleLimitMessage = (limit: number) =>
  `Your plan allows ${limit} alert rule${limit === 1 ? '' : 's'}. Delete one, or upgrade your plan for more.`;

export const alertTestResponseSchema = z.object({ sent: z.array(z.enum(alertChannels)) });

/**
 * What happened to a notification: delivered at once; held by quiet hours until `held_until`; or dropped
 * because the state it announced ended before quiet hours did (said in the list, never silently lost).
 */
export const notificationDeliveryStates = ['delivered', 'held', 'dropped'] as const;

export const notificationSchema = z.object({
  id: z.number().int(),
  alert_rule_id: z.number().int().nullable(),
  rule_name: z.string(),
  event_kind: z.enum(alertEventKinds),
  site_slug: z.string().nullable(),
  station_name: z.string().nullable(),
  title: z.string(),
  body: z.string(),
  /** Where the notification opens: the station's dashboard path, e.g. /map/jamestown/dashboard. */
  url: z.string(),
  test: z.boolean(),
  delivery: z.enum(notificationDeliveryStates),
  held_until: z.string().nullable(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

export const notificationsResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  unread_count: z.number().int(),
});

export const pushPublicKeySchema = z.object({ public_key: z.string().nullable() });

export const pushSubscriptionInputSchema = z.object({
  endpoint: z.url({ error: 'Must be a push service address' }),
  keys: z.object({ p256dh: z.string().min(1), auth: z.string().min(1) }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

export const sprayProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Only the limits the profile tightens, in the API's field names (spray-limits.ts sprayLimitFields). */
  limits: z.record(z.string(), z.number()),
});
export type SprayProfileResponse = z.infer<typeof sprayProfileSchema>;
export const sprayProfilesResponseSchema = z.object({ spray_profiles: z.array(sprayProfileSchema) });
export { sprayProfileInputSchema };
