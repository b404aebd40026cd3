import {
  defaultStationSortOrder,
  isStationSortOrder,
  type StationSortOrder,
} from '@mesonet/shared/stations/station-sorting';
import { useCallback, useState } from 'react';
import { readString, storageKeys, writeString } from '@/lib/storage';

/** Spec §2: the sites list's sort order, kept in local storage; an unknown stored value reads as the default. */
export function readStationsSortOrder(): StationSortOrder {
  const stored = readString(storageKeys.stationsSortOrder);
  return isStationSortOrder(stored) ? stored : defaultStationSortOrder;
}

export function useStationsSortOrder(): [StationSortOrder, (order: StationSortOrder) => void] {
  const [order, setOrder] = useState(readStationsSortOrder);
  const update = useCallback((next: StationSortOrder) => {
    setOrder(next);
    writeString(storageKeys.stationsSortOrder, next);
  }, []);
  return [order, update];
}
