/**
 * Sort orders of the sites list (spec §2 "Sites list and site views"): numerical (the default),
 * alphabetical and date/time.
 */
import type { SiteListItem } from '../contracts/sites.schema';

export const siteSortOrders = ['numerical', 'alphabetical', 'datetime'] as const;
export type SiteSortOrder = (typeof siteSortOrders)[number];
export const defaultSiteSortOrder: SiteSortOrder = 'numerical';

export function isSiteSortOrder(value: unknown): value is SiteSortOrder {
  return (siteSortOrders as readonly unknown[]).includes(value);
}

type SortableSite = Pick<SiteListItem, 'id' | 'name' | 'current_data_last_updated'>;

/** The name as sorted: without a leading 'BOM ' prefix or leading number (spec §9 "Station options"). */
export function siteSortName(name: string): string {
  return name
    .trim()
    .replace(/^BOM\s+/i, '')
    .replace(/^\d+[\s\-.:]*/, '')
    .trim();
}

const collator = new Intl.Collator('en-AU', { sensitivity: 'base', numeric: true });

const byId = (a: SortableSite, b: SortableSite) => a.id - b.id;

/** Newest reading first; a site that has never reported (null or 0) goes last. */
function byNewestReading(a: SortableSite, b: SortableSite): number {
  const aTime = a.current_data_last_updated || null;
  const bTime = b.current_data_last_updated || null;
  if (aTime === bTime) return 0;
  if (aTime === null) return 1;
  if (bTime === null) return -1;
  return bTime - aTime;
}

/** A sorted copy; ties fall back to the server's order by id, so the list never shuffles between refreshes. */
export function sortSites<T extends SortableSite>(sites: readonly T[], order: SiteSortOrder): T[] {
  const copy = [...sites];
  switch (order) {
    case 'numerical':
      return copy.sort(byId);
    case 'alphabetical':
      return copy.sort(
        (a, b) =>
          collator.compare(siteSortName(a.name), siteSortName(b.name)) ||
          collator.compare(a.name, b.name) ||
          byId(a, b),
      );
    case 'datetime':
      return copy.sort((a, b) => byNewestReading(a, b) || byId(a, b));
  }
}
