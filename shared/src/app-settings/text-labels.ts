import type { AppSetting } from '../contracts/app-settings.schema';

/**
 * The text label holding the side menu's overview link (spec §2 "Layout": "an external overview link"),
 * the network operator's own overview page, opened in a new tab.
 */
export const overviewUrlKey = 'overview_url';

/** The value of a `text_label` setting, or null when it is missing or blank. */
export function textLabel(settings: readonly AppSetting[] | undefined, key: string): string | null {
  const value = settings?.find((setting) => setting.category === 'text_label' && setting.key === key)?.value.trim();
  return value ? value : null;
}
