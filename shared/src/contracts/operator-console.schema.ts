import { z } from 'zod';
import { stationTypes } from '../stations/raw-channels';
import { overviewUrlKey } from '../app-settings/text-labels';
import { webAddressSchema } from './app-settings.schema';
import { flatContentPageSchema, infoAlertListingSchema } from './content.schema';
import { planKeys } from '../plans/plans';

/**
 * The operator console, for the owner of the admin company and its members given the Operator Console
 * permission (shared/src/operator-console/operator-access.ts). Every call answers 401 without a session
 * and 403 to any other signed-in user, a removed member included. Bodies are checked with the schemas below; a bad field
 * is a 422 naming it (CONTRACT.md §3). Each change is logged with the admin who made it.
 *
 *   GET  /api/admin/info_alerts → consoleInfoAlertsResponseSchema: every alert, drafts too, with the
 *        Markdown as written.
 *   POST /api/admin/info_alerts (infoAlertInputSchema of content.schema.ts) → consoleInfoAlertSchema.
 *   PUT  /api/admin/info_alerts/{id} (infoAlertInputSchema) → consoleInfoAlertSchema: edit, publish
 *        (published true) or unpublish (false), pin with pin_order, splash flag.
 *   GET  /api/admin/content_pages → consoleContentPagesResponseSchema.
 *   PUT  /api/admin/content_pages/{slug} (contentPageInputSchema) → consoleContentPageSchema; 404 for a
 *        page that does not exist.
 *   POST /api/admin/markdown_preview (markdownPreviewInputSchema) → markdownPreviewResponseSchema: the
 *        body as visitors will get it, rendered and sanitised by the server.
 *   GET  /api/admin/text_labels → consoleTextLabelsResponseSchema (app settings of category text_label).
 *   PUT  /api/admin/text_labels/{key} (textLabelInputSchemaFor(key)) → consoleTextLabelSchema; 404 for a new
 *        key; 422 `value` webAddressMessage when overview_url is not an http(s) address.
 *   GET  /api/admin/stations → consoleStationsResponseSchema, disabled stations too.
 *   POST /api/admin/stations (consoleNewStationSchema) → stationWithTokenSchema: the new station with its
 *        ingestion token, shown this once.
 *   POST /api/admin/stations/{slug}/token → stationWithTokenSchema: a new token; the old one stops
 *        working at once. Also how a disabled station is enabled again.
 *   POST /api/admin/stations/{slug}/disable → consoleStationSchema: the station's token is withdrawn, so
 *        its readings are refused (401) until a new token is issued. Its history stays.
 *   GET  /api/admin/companies → consoleCompaniesResponseSchema (read only).
 */

export const consoleInfoAlertSchema = infoAlertListingSchema.extend({
  /** Markdown, as the operator wrote it. */
  body: z.string(),
  published: z.boolean(),
  /** The {date_str} of /info_alerts/{date_str}/{slug}, where visitors read it; null for a draft. */
  date_str: z.string().nullable(),
  updated_at: z.string(),
});
export type ConsoleInfoAlert = z.infer<typeof consoleInfoAlertSchema>;
export const consoleInfoAlertsResponseSchema = z.array(consoleInfoAlertSchema);

export const consoleContentPageSchema = flatContentPageSchema.extend({
  /** Markdown, as the operator wrote it. */
  body: z.string(),
  /** Where visitors read it: /about/<page> or the flat page's own path. */
  path: z.string(),
});
export type ConsoleContentPage = z.infer<typeof consoleContentPageSchema>;
export const consoleContentPagesResponseSchema = z.array(consoleContentPageSchema);

export const markdownPreviewInputSchema = z.object({
  body: z.string().max(100_000, 'Body is too long'),
  /** Content pages may hold tokens such as the plan table, which alerts do not expand. */
  kind: z.enum(['info_alert', 'content_page']),
});
export type MarkdownPreviewInput = z.infer<typeof markdownPreviewInputSchema>;
export const markdownPreviewResponseSchema = z.object({ html: z.string() });

export const consoleTextLabelSchema = z.object({ key: z.string(), value: z.string(), updated_at: z.string() });
export type ConsoleTextLabel = z.infer<typeof consoleTextLabelSchema>;
export const consoleTextLabelsResponseSchema = z.array(consoleTextLabelSchema);
export const textLabelInputSchema = z.object({
  value: z
    .string({ error: 'Text is required' })
    .trim()
    .min(1, 'Text is required')
    .max(2000, 'Text is too long (2000 characters at most)'),
});
/** A text label whose value is a link (the side menu's overview link) must be a web address. */
const webAddressLabelInputSchema = z.object({ value: webAddressSchema });

/** The rules of one text label's value: a web address for overview_url, otherwise text. */
export function textLabelInputSchemaFor(key: string): z.ZodType<TextLabelInput, { value: string }> {
  return key === overviewUrlKey ? webAddressLabelInputSchema : textLabelInputSchema;
}
export type TextLabelInput = z.output<typeof textLabelInputSchema>;

/** A decimal typed in a form or sent as a number. */
const coordinate = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .refine(Number.isFinite, `${label} must be a number`)
    .min(min, `${label} must be between ${min} and ${max}`)
    .max(max, `${label} must be between ${min} and ${max}`);

/** A station as the console adds it; the same rules as the station CLI (CONTRACT.md §5). */
export const consoleNewStationSchema = z.object({
  slug: z
    .string({ error: 'Slug is required' })
    .trim()
    .min(2, 'Slug must be at least 2 characters')
    .max(60, 'Slug must be at most 60 characters')
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens only'),
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(2, 'Name must be at least 2 characters')
    .max(100, 'Name must be at most 100 characters'),
  type: z.enum(stationTypes, { error: 'Choose a station type' }),
  lat: coordinate('Latitude', -44, -9),
  lng: coordinate('Longitude', 112, 154),
  region: z.string().trim().max(60, 'Region must be at most 60 characters').default(''),
});
export type ConsoleNewStationForm = z.input<typeof consoleNewStationSchema>;
export type ConsoleNewStation = z.output<typeof consoleNewStationSchema>;

export const consoleStationSchema = z.object({
  slug: z.string(),
  name: z.string(),
  aws_type: z.enum(stationTypes),
  region: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  /** False once disabled: growers no longer see it and its readings are refused (403); its history is kept. */
  enabled: z.boolean(),
  /** When the operator disabled it; null while enabled. */
  disabled_at: z.string().nullable(),
  /** When its current token was issued; null when it has none. */
  token_issued_at: z.string().nullable(),
  /** ISO time of its latest reading; null when none has arrived. */
  last_reading_at: z.string().nullable(),
  created_at: z.string(),
});
export type ConsoleStation = z.infer<typeof consoleStationSchema>;
export const consoleStationsResponseSchema = z.array(consoleStationSchema);
export const stationWithTokenSchema = z.object({
  station: consoleStationSchema,
  /** The ingestion token, in full this once; only its hash is kept. */
  token: z.string(),
});
export type StationWithToken = z.infer<typeof stationWithTokenSchema>;

export const consoleCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  plan_key: z.enum(planKeys).nullable(),
  plan_name: z.string().nullable(),
  paid: z.boolean(),
  /** Owner and members, removed users not counted. */
  users_count: z.number().int(),
  /** shared/src/operator-console/company-billing-state.ts, e.g. 'Free trial until 05 Dec 2026'. */
  billing_state: z.string(),
  billing_next_billable_at: z.string().nullable(),
  created_at: z.string(),
});
export type ConsoleCompany = z.infer<typeof consoleCompanySchema>;
export const consoleCompaniesResponseSchema = z.array(consoleCompanySchema);

/** Path parameters of the console calls. */
export const consoleInfoAlertParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const consoleContentPageParamsSchema = z.object({ slug: z.string().min(1).max(120) });
export const consoleTextLabelParamsSchema = z.object({ key: z.string().min(1).max(100) });
export const consoleStationParamsSchema = z.object({ slug: z.string().min(1).max(100) });
export const consoleMetricParamsSchema = z.object({ metric_key: z.string().min(1).max(100) });
