import { describe, expect, it } from 'vitest';
import type { DashboardData, DataViewListItem } from '../contracts/data-views.schema';
import { dataViews, historyBadges, type HistoryKey } from './data-view-catalogue';
import {
  dashboardGraphItems,
  dataViewTitle,
  expandButton,
  graphRangeFromQuery,
  stationViewCards,
  type StationViewCard,
} from './station-view-cards';

/** Every view of the catalogue as the list API sends it, for a viewer with the given windows. */
function listItems(
  extendedHistory: boolean,
  overrides: Record<string, Partial<DataViewListItem>> = {},
): DataViewListItem[] {
  return dataViews.map((view) => {
    const history: HistoryKey | null = view.history === null ? null : extendedHistory ? 'all' : view.history;
    return {
      name: view.name,
      slug: view.slug,
      sort_order: view.sortOrder,
      data_view_type_category: view.category,
      data_view_type_key: view.typeKey,
      available: true,
      unavailable_reason: null,
      history,
      history_badge: history === null ? null : historyBadges[history],
      ...overrides[view.slug],
    };
  });
}

const slugs = (cards: readonly StationViewCard[]) => cards.map((card) => card.slug);
const card = (cards: readonly StationViewCard[], slug: string) => cards.find((c) => c.slug === slug);

// Spec §2 "Sites list and site views".
describe('stationViewCards (spec §2)', () => {
  it('lists the dashboard, the graphs and the all-sensors table in sort order; summaries and totals views are not cards', () => {
    expect(slugs(stationViewCards(listItems(false).reverse()))).toEqual([
      'dashboard',
      'hazardous-inversion',
      '2hr-hazardous-inversion',
      'vertical-temperature-difference',
      'grain-harvest-code-of-practice-ghcop-wind2m',
      'temperatures',
      'wind',
      'relative-humidity-delta-t',
      'rainfall',
      'dew-point',
      'gfdi-wind10m',
      'table-all-sensors',
    ]);
  });

  it('leaves out any data table other than table_all_sensors', () => {
    const items = [
      ...listItems(false),
      {
        ...listItems(false).find((i) => i.slug === 'table-all-sensors')!,
        slug: 'table-x',
        data_view_type_key: 'table_x',
      },
    ];
    expect(slugs(stationViewCards(items))).not.toContain('table-x');
  });

  it.each<[string, boolean, string, string | null, StationViewCard['expand'], string | null]>([
    ['48-hour graph', false, 'temperatures', '48-Hour', { label: 'Expanded 48H Graph', range: 'default' }, null],
    [
      'extended history',
      true,
      'temperatures',
      'All Time Graph',
      { label: 'Expanded All-History Graph', range: 'all' },
      null,
    ],
    ['dashboard (no window)', false, 'dashboard', null, null, 'Open Dashboard'],
    ['table', false, 'table-all-sensors', '48-Hour', null, 'Open Table'],
    ['table with extended history (not a graph)', true, 'table-all-sensors', 'All Time', null, 'Open Table'],
  ])('%s: badge and buttons', (_label, extended, slug, badge, expand, open) => {
    const found = card(stationViewCards(listItems(extended)), slug);
    expect(found?.historyBadge).toBe(badge);
    expect(found?.expand).toEqual(expand);
    expect(found?.open).toBe(open);
  });

  it('gives an unavailable table no open button', () => {
    const locked = { available: false, unavailable_reason: 'upgrade' as const };
    expect(
      card(stationViewCards(listItems(false, { 'table-all-sensors': locked })), 'table-all-sensors')?.open,
    ).toBeNull();
  });

  it('gives the rainfall card Daily, Monthly and Yearly Totals with their own windows', () => {
    expect(card(stationViewCards(listItems(false)), 'rainfall')?.totals).toEqual([
      {
        slug: 'rainfall-totals-daily',
        label: 'Daily Totals',
        available: true,
        unavailableReason: null,
        badge: '7-Day',
      },
      {
        slug: 'rainfall-totals-monthly',
        label: 'Monthly Totals',
        available: true,
        unavailableReason: null,
        badge: '3-Month',
      },
      {
        slug: 'rainfall-totals-yearly',
        label: 'Yearly Totals',
        available: true,
        unavailableReason: null,
        badge: '3-Year',
      },
    ]);
    expect(card(stationViewCards(listItems(false)), 'temperatures')?.totals).toEqual([]);
  });

  it("drops a totals button's badge when it says what the card's says (All Time Graph)", () => {
    const totals = card(stationViewCards(listItems(true)), 'rainfall')?.totals ?? [];
    expect(totals.map((t) => t.badge)).toEqual([null, null, null]);
  });

  it('keeps the totals views as cards when the site has no rainfall card', () => {
    const items = listItems(false).filter((i) => i.slug !== 'rainfall');
    expect(slugs(stationViewCards(items))).toContain('rainfall-totals-daily');
  });

  it.each<[string, Partial<DataViewListItem>, StationViewCard['unavailableReason']]>([
    ['outside the plan', { available: false, unavailable_reason: 'upgrade' }, 'upgrade'],
    ['not measured here', { available: false, unavailable_reason: 'unsupported' }, 'unsupported'],
    ['unavailable without a reason', { available: false, unavailable_reason: null }, 'upgrade'],
  ])('greys a graph %s, without its expand button', (_label, override, reason) => {
    const found = card(stationViewCards(listItems(false, { wind: override })), 'wind');
    expect(found).toMatchObject({ available: false, unavailableReason: reason, expand: null });
  });

  it('greys the totals buttons the plan does not include', () => {
    const locked = { available: false, unavailable_reason: 'upgrade' as const };
    const items = listItems(false, {
      rainfall: locked,
      'rainfall-totals-daily': locked,
      'rainfall-totals-monthly': locked,
      'rainfall-totals-yearly': locked,
    });
    const rainfall = card(stationViewCards(items), 'rainfall');
    expect(rainfall?.available).toBe(false);
    expect(rainfall?.totals.map((t) => [t.available, t.unavailableReason])).toEqual([
      [false, 'upgrade'],
      [false, 'upgrade'],
      [false, 'upgrade'],
    ]);
  });
});

describe('expandButton', () => {
  it.each<[HistoryKey | null, string]>([
    ['48h', 'Expanded 48H Graph'],
    ['7d', 'Expanded 48H Graph'],
    [null, 'Expanded 48H Graph'],
    ['all', 'Expanded All-History Graph'],
  ])('%s → %s', (history, label) => {
    expect(expandButton(history).label).toBe(label);
  });
});

describe('dashboardGraphItems', () => {
  const graph = (slug: string, available: boolean): DashboardData['graphs'][number] => ({
    slug,
    name: slug,
    available,
    history: '48h',
    history_badge: '48-Hour',
    expand_label: 'Expanded 48H Graph',
  });

  it.each<[string, string, boolean, 'standard' | 'bom' | 'greenbrain', string | null]>([
    ['available', 'temperatures', true, 'standard', null],
    ['outside the plan at a mast', 'vertical-temperature-difference', false, 'standard', 'upgrade'],
    ['no VTD at a BoM station', 'vertical-temperature-difference', false, 'bom', 'unsupported'],
    [
      'no 2 m wind (GHCOP) at a BoM station',
      'grain-harvest-code-of-practice-ghcop-wind2m',
      false,
      'bom',
      'unsupported',
    ],
    ['GHCOP at greenbrain is the plan', 'grain-harvest-code-of-practice-ghcop-wind2m', false, 'greenbrain', 'upgrade'],
  ])('%s', (_label, slug, available, awsType, reason) => {
    const [item] = dashboardGraphItems([graph(slug, available)], awsType);
    expect(item?.unavailable_reason).toBe(reason);
  });

  it('keeps the dashboard order and makes graph cards with the rainfall totals on the rainfall card', () => {
    const graphs = ['temperatures', 'rainfall', 'rainfall-totals-daily', 'rainfall-totals-monthly', 'wind'].map(
      (slug) => graph(slug, true),
    );
    const cards = stationViewCards(dashboardGraphItems(graphs, 'standard'));
    expect(slugs(cards)).toEqual(['temperatures', 'rainfall', 'wind']);
    expect(cards.every((c) => c.kind === 'graph')).toBe(true);
    expect(card(cards, 'rainfall')?.totals.map((t) => t.label)).toEqual(['Daily Totals', 'Monthly Totals']);
  });
});

describe('dataViewTitle', () => {
  it.each<[string, 'dashboard' | 'graph' | 'data_table' | 'summary', string]>([
    ['Dashboard', 'dashboard', 'Dashboard: Jamestown'],
    ['Wind', 'graph', 'Wind – Jamestown'],
    ['Table: All Sensors', 'data_table', 'Table: All Sensors – Jamestown'],
  ])('%s', (name, category, expected) => {
    expect(dataViewTitle({ name, category }, 'Jamestown')).toBe(expected);
  });
});

describe('graphRangeFromQuery', () => {
  it.each<[string | null, string]>([
    ['all', 'all'],
    [null, 'default'],
    ['', 'default'],
    ['ALL', 'default'],
    ['2d', 'default'],
  ])('%s → %s', (value, expected) => {
    expect(graphRangeFromQuery(value)).toBe(expected);
  });
});
