import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

// shared/ has no contract for this answer yet (spec §3 "App setting"); lift it there when the server needs one.
const appSettingSchema = z.object({ category: z.string(), key: z.string(), value: z.string() });
const appSettingsResponseSchema = z.array(appSettingSchema);
export type AppSetting = z.infer<typeof appSettingSchema>;

/** GET /api/app_settings: display units and text labels such as the map disclaimer. */
export function getAppSettings(signal?: AbortSignal): Promise<AppSetting[]> {
  return api.get('/app_settings', appSettingsResponseSchema, { signal });
}

export function appSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['app-settings'] as const,
    queryFn: ({ signal }) => getAppSettings(signal),
    // Operators change these rarely; an hour-old copy is fine and the ETag makes a re-check cheap.
    staleTime: 60 * 60_000,
  });
}

export function useAppSettingsQuery() {
  return useQuery(appSettingsQueryOptions());
}

/** The value of a `text_label` setting, or null when it is missing or blank. */
export function textLabel(settings: readonly AppSetting[] | undefined, key: string): string | null {
  const value = settings?.find((setting) => setting.category === 'text_label' && setting.key === key)?.value.trim();
  return value ? value : null;
}
