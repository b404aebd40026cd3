import { describe, expect, it } from 'vitest';
import type { DataViewStation } from '../data-views/data-view-series';
import type { Viewer } from '../metrics/metric-visibility';
import { findSeasonDataView, seasonValueShown, seasonViewAccess } from './season-data-views';

// A season's values follow the site views' rules at its nearest station (metric-visibility.ts).
const member = (featureSetKey: Extract<Viewer, { kind: 'member' }>['featureSetKey'], nominated: string[] = []) =>
  ({ kind: 'member', featureSetKey, nominatedStationSlugs: nominated }) as const;
const premium = member('premium_bundle', ['jamestown']);
const jamestown: DataViewStation = { slug: 'jamestown', awsType: 'standard' };
const keith: DataViewStation = { slug: 'keith', awsType: 'standard' };

describe('season views by plan', () => {
  it.each<[string, Viewer, DataViewStation | null, string, string, string]>([
    ['premium at a selected station', premium, jamestown, 'thermal-time', 'available', 'all'],
    ['premium elsewhere', premium, keith, 'thermal-time', 'upgrade', '7d'],
    ['premium elsewhere, rain (Farm)', premium, keith, 'rainfall', 'available', '7d'],
    ['premium elsewhere, frost', premium, keith, 'frost-hours', 'upgrade', '7d'],
    ['premium without a station yet', premium, null, 'thermal-time', 'upgrade', '7d'],
    ['no plan', member(null), jamestown, 'rainfall', 'upgrade', '7d'],
    ['no plan, thermal time', member(null), jamestown, 'thermal-time', 'upgrade', '7d'],
    ['all access', member('all_access'), keith, 'vernalisation', 'available', 'all'],
    ['admin', member('admin'), keith, 'frost-hours', 'available', 'all'],
  ])('%s: %s', (_name, viewer, station, slug, availability, history) => {
    expect(seasonViewAccess(viewer, station, findSeasonDataView(slug)!)).toEqual({ availability, history });
  });

  it.each<[string, Viewer, DataViewStation | null, boolean]>([
    ['premium at a selected station', premium, jamestown, true],
    ['premium elsewhere', premium, keith, false],
    ['no plan', member(null), jamestown, false],
    ['all access', member('all_access'), keith, true],
  ])('thermal time since sowing for %s: %s', (_name, viewer, station, shown) => {
    expect(seasonValueShown(viewer, station, 'thermal_time')).toBe(shown);
  });
});
