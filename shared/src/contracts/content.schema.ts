import { z } from 'zod';

/**
 * News and alerts, and content pages (spec §2 "News and alerts", the /about routes, §3 "Info alert" and
 * "Flat content page", §7). Public calls; bodies are written in Markdown and sent as HTML the server has
 * rendered and sanitised (no script, no on* attribute, no javascript: URL), ready to insert as it is.
 *
 *   GET /api/info_alerts → infoAlertsResponseSchema: published alerts, pinned first by pin_order, then
 *       newest (shared/src/info-alerts/info-alerts.ts sortInfoAlerts).
 *   GET /api/flat_content_pages → flatContentPagesResponseSchema: published pages. The /about pages are
 *       the slugs about_<page>; any other slug is a flat page at its own path
 *       (shared/src/content-pages/content-page-paths.ts).
 *
 * Both take `?preview=1` (contentQuerySchema): sent with the session headers of an admin user (plan
 * admin_1 or feature-set key admin) the answers include drafts, marked `published: false`; for anyone else
 * the flag is ignored. The browser sends it while preview mode is set (/set_preview_mode).
 *
 * The operator console edits through the service with infoAlertInputSchema and
 * contentPageInputSchema, whose bodies are Markdown.
 */

export const contentQuerySchema = z.object({ preview: z.enum(['0', '1']).optional() });

/** What the site and the operator console show alike of an alert: what it is, its publication and its pin. */
export const infoAlertListingSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** One or two plain sentences for the list and the splash modal. */
  teaser: z.string(),
  /** ISO time; null for a draft (preview mode and the console only). */
  published_at: z.string().nullable(),
  /** The publication date in Adelaide, e.g. '26 Nov 2026'; 'Draft' for a draft. */
  published_at_str: z.string(),
  slug: z.string(),
  splash_alert: z.boolean(),
  pin_to_top: z.boolean(),
  pin_order: z.number().int(),
});
export type InfoAlertListing = z.infer<typeof infoAlertListingSchema>;

export const infoAlertSchema = infoAlertListingSchema.extend({
  /** Sanitised HTML rendered from the Markdown body. */
  body: z.string(),
  /** The Adelaide publication date as YYYY-MM-DD: the {date_str} of /info_alerts/{date_str}/{slug}. */
  date_str: z.string(),
  /**
   * `{id}_{content updated at, ISO}`: what the browser's seen and read lists remember, so an alert whose
   * content the provider changes counts as unseen and unread again.
   */
  id_content_updated_at_str: z.string(),
});
export type InfoAlert = z.infer<typeof infoAlertSchema>;
export const infoAlertsResponseSchema = z.array(infoAlertSchema);

export const flatContentPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  /** Sanitised HTML rendered from the Markdown body. */
  body: z.string(),
  /** False only for drafts shown in preview mode. */
  published: z.boolean(),
  updated_at: z.string(),
});
export type FlatContentPage = z.infer<typeof flatContentPageSchema>;
export const flatContentPagesResponseSchema = z.array(flatContentPageSchema);

/** Lower-case words joined by hyphens or underscores: safe in a URL path without escaping. */
const slugPattern = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
const slugField = z
  .string({ error: 'Slug is required' })
  .trim()
  .min(1, 'Slug is required')
  .max(120, 'Slug is too long')
  .regex(slugPattern, 'Use lower-case letters, digits, hyphens and underscores only');

/** An alert as the operator writes it; `published: true` publishes a draft now, false unpublishes. */
export const infoAlertInputSchema = z.object({
  title: z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(200, 'Title is too long'),
  teaser: z.string().trim().max(500, 'Teaser is too long').default(''),
  body: z.string().max(50_000, 'Body is too long').default(''),
  slug: slugField,
  published: z.boolean().default(false),
  splash_alert: z.boolean().default(false),
  pin_to_top: z.boolean().default(false),
  pin_order: z.number().int().min(0).max(1000).default(0),
});
export type InfoAlertInput = z.output<typeof infoAlertInputSchema>;

/** A content page as the operator writes it; the slug (about_<page> or a flat path) is fixed by the URL. */
export const contentPageInputSchema = z.object({
  title: z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(200, 'Title is too long'),
  body: z.string().max(100_000, 'Body is too long').default(''),
  published: z.boolean().default(true),
});
export type ContentPageInput = z.output<typeof contentPageInputSchema>;
export const contentPageSlugSchema = slugField;
