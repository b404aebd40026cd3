import { defaultSiteSortOrder, isSiteSortOrder, type SiteSortOrder } from '@mesonet/shared/stations/site-sorting';
import { useCallback, useState } from 'react';
import { readString, storageKeys, writeString } from '@/lib/storage';

/** Spec §2: the sites list's sort order, kept in local storage; an unknown stored value reads as the default. */
export function readStationsSortOrder(): SiteSortOrder {
  const stored = readString(storageKeys.stationsSortOrder);
  return isSiteSortOrder(stored) ? stored : defaultSiteSortOrder;
}

export function useStationsSortOrder(): [SiteSortOrder, (order: SiteSortOrder) => void] {
  const [order, setOrder] = useState(readStationsSortOrder);
  const update = useCallback((next: SiteSortOrder) => {
    setOrder(next);
    writeString(storageKeys.stationsSortOrder, next);
  }, []);
  return [order, update];
}
