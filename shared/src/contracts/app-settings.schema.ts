import { z } from 'zod';

/**
 * App settings (spec §3 "App setting": category unit_display or text_label, key, value), editable by the
 * operator (text labels in the console). Public and cacheable:
 *   GET /api/app_settings → appSettingsResponseSchema, every setting, with an ETag (304 when unchanged).
 */
export const appSettingSchema = z.object({ category: z.string(), key: z.string(), value: z.string() });
export type AppSetting = z.infer<typeof appSettingSchema>;
export const appSettingsResponseSchema = z.array(appSettingSchema);

/**
 * The text label holding the side menu's overview link (spec §2 "Layout": "an external overview link"),
 * the network operator's own overview page, opened in a new tab.
 */
export const overviewUrlKey = 'overview_url';

export const webAddressMessage = 'Must be a web address starting with http:// or https://';

/** An absolute http(s) address; anything else (a path, javascript:, mailto:) could not open as a page of its own. */
export const webAddressSchema = z
  .string({ error: webAddressMessage })
  .trim()
  .pipe(z.url({ protocol: /^https?$/, error: webAddressMessage }));

/** The value of a `text_label` setting, or null when it is missing or blank. */
export function textLabel(settings: readonly AppSetting[] | undefined, key: string): string | null {
  const value = settings?.find((setting) => setting.category === 'text_label' && setting.key === key)?.value.trim();
  return value ? value : null;
}
