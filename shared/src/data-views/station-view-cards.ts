/**
 * The cards of a site's views list and of its dashboard's graphs (spec §2 "Sites list and site views"):
 * kinds dashboard, graph and data_table (only table_all_sensors; summary views hidden), in sort order;
 * unavailable views greyed with the reason; graph cards with their history badge and 'Expanded 48H
 * Graph' or 'Expanded All-History Graph'; the rainfall card with Daily, Monthly and Yearly Totals.
 *
 * Decision: the three rainfall-totals views are reached through the rainfall card's buttons, not as
 * cards of their own. The spec gives rainfall those buttons; three more cards of the same rain would
 * push the other graphs a long scroll down a phone. Each button carries its own window badge (7-Day,
 * 3-Month, 3-Year) when it differs from the card's, so no badge of the spec is lost.
 */
import type { DashboardData, DataViewListItem } from '../contracts/data-views.schema';
import { stationTypeSupportsMetric } from '../metrics/metric-catalogue';
import type { StationType } from '../stations/raw-channels';
import { findDataView, type DataViewCategory, type HistoryKey } from './data-view-catalogue';

export type UnavailableReason = 'upgrade' | 'unsupported';

/** The table view listed with the others; other table kinds stay off the list (spec §2). */
export const listedTableTypeKey = 'table_all_sensors';

export const rainfallSlug = 'rainfall';

/** The rainfall card's buttons, in this order (spec §2 "Rainfall has Daily, Monthly, Yearly Totals buttons"). */
export const rainfallTotalsButtons: readonly { slug: string; label: string }[] = [
  { slug: 'rainfall-totals-daily', label: 'Daily Totals' },
  { slug: 'rainfall-totals-monthly', label: 'Monthly Totals' },
  { slug: 'rainfall-totals-yearly', label: 'Yearly Totals' },
];

const openLabels: Readonly<Record<StationViewCard['kind'], string>> = {
  dashboard: 'Open Dashboard',
  data_table: 'Open Table',
  graph: 'Open Graph',
};

/** 'all': the graph opens on the whole history the viewer may see instead of its normal window. */
export type GraphRange = 'default' | 'all';

export interface TotalsButton {
  slug: string;
  label: string;
  available: boolean;
  unavailableReason: UnavailableReason | null;
  /** The view's window when it differs from the rainfall card's badge ('7-Day'), else null. */
  badge: string | null;
}

export interface StationViewCard {
  kind: 'dashboard' | 'graph' | 'data_table';
  slug: string;
  name: string;
  available: boolean;
  unavailableReason: UnavailableReason | null;
  historyBadge: string | null;
  /** An available graph's button: its text and the range it opens on. Null for other cards. */
  expand: { label: string; range: GraphRange } | null;
  /** An available dashboard's or table's button ('Open Dashboard'); null for graphs, which expand. */
  open: string | null;
  /** The rainfall card's totals buttons; empty on every other card. */
  totals: TotalsButton[];
}

/** The `range` query parameter of a view's address: '?range=all' opens a graph on the whole history. */
export const graphRangeParam = 'range';

export function graphRangeFromQuery(value: string | null): GraphRange {
  return value === 'all' ? 'all' : 'default';
}

/** Spec §2: 'Expanded All-History Graph' when the viewer has the site's whole history, else 'Expanded 48H Graph'. */
export function expandButton(history: HistoryKey | null): { label: string; range: GraphRange } {
  return history === 'all'
    ? { label: 'Expanded All-History Graph', range: 'all' }
    : { label: 'Expanded 48H Graph', range: 'default' };
}

function reasonOf(item: DataViewListItem): UnavailableReason | null {
  if (item.available) return null;
  return item.unavailable_reason ?? 'upgrade';
}

function isListed(
  item: DataViewListItem,
): item is DataViewListItem & { data_view_type_category: StationViewCard['kind'] } {
  switch (item.data_view_type_category) {
    case 'dashboard':
    case 'graph':
      return true;
    case 'data_table':
      return item.data_view_type_key === listedTableTypeKey;
    case 'summary':
      return false;
  }
}

/** The cards of a views list, in sort order; the totals views ride on the rainfall card when there is one. */
export function stationViewCards(items: readonly DataViewListItem[]): StationViewCard[] {
  const listed = items.filter(isListed).sort((a, b) => a.sort_order - b.sort_order);
  const rainfall = listed.find((item) => item.slug === rainfallSlug);
  const totalsSlugs = new Set(rainfallTotalsButtons.map((button) => button.slug));

  return listed
    .filter((item) => !(rainfall && totalsSlugs.has(item.slug)))
    .map((item) => {
      const available = item.available;
      const isGraph = item.data_view_type_category === 'graph';
      const totals =
        item === rainfall
          ? rainfallTotalsButtons.flatMap(({ slug, label }) => {
              const view = listed.find((candidate) => candidate.slug === slug);
              if (!view) return [];
              const badge = view.history_badge !== item.history_badge ? view.history_badge : null;
              return [{ slug, label, available: view.available, unavailableReason: reasonOf(view), badge }];
            })
          : [];
      return {
        kind: item.data_view_type_category,
        slug: item.slug,
        name: item.name,
        available,
        unavailableReason: reasonOf(item),
        // The badge names graphs ('All Time Graph'); on the table it says the window only.
        historyBadge: !isGraph && item.history === 'all' ? 'All Time' : item.history_badge,
        expand: isGraph && available ? expandButton(item.history) : null,
        open: !isGraph && available ? openLabels[item.data_view_type_category] : null,
        totals,
      };
    });
}

/**
 * The dashboard's graphs as list items, so they become the same cards. The dashboard says only whether
 * each is available; why not follows the server's rule: 'unsupported' when the station type can supply
 * none of the view's key metrics, otherwise the plan ('upgrade').
 */
export function dashboardGraphItems(graphs: DashboardData['graphs'], awsType: StationType): DataViewListItem[] {
  return graphs.map((graph, index) => {
    const keyMetrics = findDataView(graph.slug)?.keyMetrics ?? [];
    const supported = keyMetrics.some((key) => stationTypeSupportsMetric(awsType, key));
    return {
      name: graph.name,
      slug: graph.slug,
      sort_order: index,
      data_view_type_category: 'graph',
      data_view_type_key: graph.slug.replace(/-/g, '_'),
      available: graph.available,
      unavailable_reason: graph.available ? null : supported ? 'upgrade' : 'unsupported',
      history: graph.history,
      history_badge: graph.history_badge,
    };
  });
}

/** A view's heading: 'Dashboard: Jamestown' (spec §2 "Site dashboard"), otherwise 'Wind – Jamestown'. */
export function dataViewTitle(view: { name: string; category: DataViewCategory }, stationName: string): string {
  return view.category === 'dashboard' ? `Dashboard: ${stationName}` : `${view.name} – ${stationName}`;
}
