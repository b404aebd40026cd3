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

/** POST /api/admin/stations/{slug}/token: a new token (the old one stops working); enables a disabled station. */
export const useIssueStationToken = () =>
  useStationChange((slug: string) =>
    api.post(`/admin/stations/${encodeURIComponent(slug)}/token`, {}, stationWithTokenSchema),
  );

/** POST /api/admin/stations/{slug}/disable: its token is withdrawn and its readings refused. */
export const useDisableStation = () =>
  useStationChange((slug: string) =>
    api.post(`/admin/stations/${encodeURIComponent(slug)}/disable`, {}, consoleStationSchema),
  );
