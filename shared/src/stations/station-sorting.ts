/**
 * Sort orders of the sites list (spec §2 "Sites list and site views"): numerical (the default),
 * alphabetical and date/time.
 */
import type { StationListItem } from '../contracts/stations.schema';

export const stationSortOrders = ['numerical', 'alphabetical', 'datetime'] as const;
export type StationSortOrder = (typeof stationSortOrders)[number];
export const defaultStationSortOrder: StationSortOrder = 'numerical';

export function isStationSortOrder(value: unknown): value is StationSortOrder {
  return (stationSortOrders as readonly unknown[]).includes(value);
}

type SortableStation = Pick<StationListItem, 'id' | 'name' | 'current_data_last_updated'>;

/** The name as sorted: without a leading 'BOM ' prefix or leading number (spec §9 "Station options"). */
export function stationSortName(name: string): string {
  return name
    .trim()
    .replace(/^BOM\s+/i, '')
    .replace(/^\d+[\s\-.:]*/, '')
    .trim();
}

const collator = new Intl.Collator('en-AU', { sensitivity: 'base', numeric: true });

const byId = (a: SortableStation, b: SortableStation) => a.id - b.id;

/** Newest reading first; a site that has never reported (null or 0) goes last. */
function byNewestReading(a: SortableStation, b: SortableStation): number {
  const aTime = a.current_data_last_updated || null;
  const bTime = b.current_data_last_updated || null;
  if (aTime === bTime) return 0;
  if (aTime === null) return 1;
  if (bTime === null) return -1;
  return bTime - aTime;
}

/** A sorted copy; ties fall back to the server's order by id, so the list never shuffles between refreshes. */
export function sortStations<T extends SortableStation>(stations: readonly T[], order: StationSortOrder): T[] {
  const copy = [...stations];
  switch (order) {
    case 'numerical':
      return copy.sort(byId);
    case 'alphabetical':
      return copy.sort(
        (a, b) =>
          collator.compare(stationSortName(a.name), stationSortName(b.name)) ||
          collator.compare(a.name, b.name) ||
          byId(a, b),
      );
    case 'datetime':
      return copy.sort((a, b) => byNewestReading(a, b) || byId(a, b));
  }
}
