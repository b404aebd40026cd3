import {
  consoleStationSchema,
  consoleStationsResponseSchema,
  stationWithTokenSchema,
  type ConsoleNewStation,
} from '@mesonet/shared/contracts/operator-console.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const consoleStationsKey = ['operator-console', 'stations'] as const;

/** GET /api/admin/stations: disabled stations too. */
export function useConsoleStationsQuery() {
  return useQuery({
    queryKey: consoleStationsKey,
    queryFn: ({ signal }) => api.get('/admin/stations', consoleStationsResponseSchema, { signal }),
  });
}

function useStationChange<Input, Output>(change: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleStationsKey }),
  });
}

/** POST /api/admin/stations: the new station and its first token, shown once. */
export const useCreateStation = () =>
  useStationChange((station: ConsoleNewStation) => api.post('/admin/stations', station, stationWithTokenSchema));

/** POST /api/admin/stations/{slug}/token: a new token (the old one stops working); a disabled station stays disabled. */
export const useIssueStationToken = () =>
  useStationChange((slug: string) =>
    api.post(`/admin/stations/${encodeURIComponent(slug)}/token`, {}, stationWithTokenSchema),
  );

/**
 * POST /api/admin/stations/{slug}/disable or /enable: a disabled station leaves growers' maps and its
 * readings are refused; enabled again, it reports with the token it holds.
 */
export const useSetStationDisabled = () =>
  useStationChange(({ slug, disabled }: { slug: string; disabled: boolean }) =>
    api.post(
      `/admin/stations/${encodeURIComponent(slug)}/${disabled ? 'disable' : 'enable'}`,
      {},
      consoleStationSchema,
    ),
  );
