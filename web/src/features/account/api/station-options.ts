import { stationOptions, type StationOption } from '@mesonet/shared/account/station-options';
import { useQuery } from '@tanstack/react-query';
import { getStations } from '@/lib/stations-query';

/**
 * The survey's station choices (spec §3 "Station option", §9): our own stations from the public list,
 * which every visitor may read. Stations come and go rarely, so an hour-old list is fine.
 */
export function useStationOptionsQuery(enabled: boolean) {
  return useQuery({
    queryKey: ['account', 'station-options'] as const,
    queryFn: ({ signal }) => getStations('visitor', signal),
    select: (stations): StationOption[] => stationOptions(stations),
    enabled,
    staleTime: 60 * 60_000,
  });
}
