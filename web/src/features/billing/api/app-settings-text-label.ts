import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

// The map reads the same call under the same key, so the app asks for the settings once.
const appSettingsResponseSchema = z.array(z.object({ category: z.string(), key: z.string(), value: z.string() }));

const appSettingsQuery = queryOptions({
  queryKey: ['app-settings'] as const,
  queryFn: ({ signal }) => api.get('/app_settings', appSettingsResponseSchema, { signal }),
  // Operators change these rarely; an hour-old copy is fine and the ETag makes a re-check cheap.
  staleTime: 60 * 60_000,
});

/**
 * GET /api/app_settings: the value of one `text_label` setting, or `fallback` while the settings load,
 * when they failed, or when the label is missing or blank. `enabled` false: nothing is asked.
 */
export function useTextLabel(key: string, fallback: string, enabled = true): string {
  const settings = useQuery({ ...appSettingsQuery, enabled });
  const value = settings.data
    ?.find((setting) => setting.category === 'text_label' && setting.key === key)
    ?.value.trim();
  return value ? value : fallback;
}
