import { z } from 'zod';

/**
 * App settings (spec §3 "App setting": category unit_display or text_label, key, value), editable by the
 * operator (text labels in the console). Public and cacheable:
 *   GET /api/app_settings → appSettingsResponseSchema, every setting, with an ETag (304 when unchanged).
 */
export const appSettingSchema = z.object({ category: z.string(), key: z.string(), value: z.string() });
export type AppSetting = z.infer<typeof appSettingSchema>;
export const appSettingsResponseSchema = z.array(appSettingSchema);

export const webAddressMessage = 'Must be a web address starting with http:// or https://';

/** An absolute http(s) address; anything else (a path, javascript:, mailto:) could not open as a page of its own. */
export const webAddressSchema = z
  .string({ error: webAddressMessage })
  .trim()
  .pipe(z.url({ protocol: /^https?$/, error: webAddressMessage }));
