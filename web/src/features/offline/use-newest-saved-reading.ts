import type { StationListItem } from '@mesonet/shared/contracts/stations.schema';
import { networkStatus } from '@mesonet/shared/map/network-status';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * The newest reading among the stations this tab holds (the map's and the sites list's query, visitor
 * or member, whichever answered), or null when none has arrived: what the offline bar dates its data by.
 */
export function useNewestSavedReadingMs(): number | null {
  const client = useQueryClient();
  const subscribe = useCallback((onChange: () => void) => client.getQueryCache().subscribe(onChange), [client]);
  const newest = useCallback(() => {
    let newestMs: number | null = null;
    for (const [, stations] of client.getQueriesData<StationListItem[]>({ queryKey: ['sites'] })) {
      if (!Array.isArray(stations)) continue;
      const { newestReadingMs } = networkStatus(stations, { nowMs: Date.now(), signedIn: false });
      if (newestReadingMs !== null) newestMs = Math.max(newestMs ?? newestReadingMs, newestReadingMs);
    }
    return newestMs;
  }, [client]);
  return useSyncExternalStore(subscribe, newest, () => null);
}
