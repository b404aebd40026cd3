import { textLabel } from '@mesonet/shared/app-settings/text-labels';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { LazySchema } from '@/lib/lazy-schema';

/** Asked for by the map's first screen: loaded on first use (lazy-schema.ts). */
const appSettingsResponseSchema = new LazySchema(() =>
  import('@mesonet/shared/contracts/app-settings.schema').then((contract) => contract.appSettingsResponseSchema),
);

/** GET /api/app_settings: display units and text labels (the map disclaimer, the overview link…), asked once for the app. */
const appSettingsQueryOptions = queryOptions({
  queryKey: ['app-settings'] as const,
  queryFn: ({ signal }) => api.get('/app_settings', appSettingsResponseSchema, { signal }),
  // Operators change these rarely; an hour-old copy is fine and the ETag makes a re-check cheap.
  staleTime: 60 * 60_000,
});

export function useAppSettingsQuery() {
  return useQuery(appSettingsQueryOptions);
}

/**
 * The value of one `text_label` setting, or `fallback` while the settings load, when they failed, or
 * when the label is missing or blank. `enabled` false: nothing is asked.
 */
export function useTextLabel(key: string, fallback: string, enabled = true): string {
  const settings = useQuery({ ...appSettingsQueryOptions, enabled });
  return textLabel(settings.data, key) ?? fallback;
}
