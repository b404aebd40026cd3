import { stationOptions, type StationOption } from '@mesonet/shared/account/station-options';
import { useQuery } from '@tanstack/react-query';
import { getStations } from '@/lib/stations-query';

/**
 * The plan form's station choices (spec §3 "Station option", §5 "Plan"): our own stations from the
 * public list. Stations come and go rarely, so an hour-old list is fine.
 */
export function usePlanStationOptionsQuery(enabled: boolean) {
  return useQuery({
    queryKey: ['billing', 'station-options'] as const,
    queryFn: ({ signal }) => getStations('visitor', signal),
    select: (stations): StationOption[] => stationOptions(stations),
    enabled,
    staleTime: 60 * 60_000,
  });
}
