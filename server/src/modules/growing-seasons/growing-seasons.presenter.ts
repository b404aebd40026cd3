import type { DataViewChart, DataViewListItem } from '@mesonet/shared/contracts/data-views.schema';
import {
  type GrowingLocation,
  type GrowingSeason,
  type GrowingSeasonDataViewResult,
} from '@mesonet/shared/contracts/growing-seasons.schema';
import { homeLocationSlug } from '@mesonet/shared/growing-seasons/home-location';
import type { SeriesPoint } from '@mesonet/shared/data-views/downsample';
import { thinEvenly } from '@mesonet/shared/data-views/downsample';
import type {
  EmergenceDateOption,
  FloralInitiationDateOption,
  HarvestDateOption,
  LocationOption,
} from '@mesonet/shared/growing-seasons/growing-season-rules';
import {
  seasonDataViews,
  seasonValueShown,
  seasonViewAccess,
  type SeasonDataViewDefinition,
} from '@mesonet/shared/growing-seasons/season-data-views';
import { metricCatalogue, type MetricKey } from '@mesonet/shared/metrics/metric-catalogue';
import type { Viewer } from '@mesonet/shared/metrics/metric-visibility';
import { historyBadges } from '@mesonet/shared/data-views/data-view-catalogue';
import type { DataViewStation } from '@mesonet/shared/data-views/data-view-series';
import { roundMetricValue } from '@mesonet/shared/metrics/metric-legend';
import { networkTimeZone } from '@mesonet/shared/time/local-time';
import { presentLegendBands, presentStationRef } from '../data-views/data-views.presenter';
import type { StationRow } from '../stations/stations.tables';
import type { SeasonDays, SeasonPlace, SeasonState } from './season-steps';
import type { GrowingLocationRow } from './growing-seasons.tables';
import type { SeasonWindow } from './season-charts';

/** The badge of a season graph's window (sowing to harvest or now). */
export const seasonHistoryBadge = 'Growing Season';

export function presentGrowingLocation(
  row: GrowingLocationRow,
  nearest: { site: StationRow; timezoneName: string; distanceKm: number } | null,
): GrowingLocation {
  return {
    slug: row.slug,
    name: row.name,
    remote_id: row.slug,
    nearest_site_slug: nearest?.site.slug ?? null,
    nearest_site_name: nearest?.site.name ?? null,
    nearest_site_distance_km: nearest === null ? null : Math.round(nearest.distanceKm * 10) / 10,
    timezone_name: nearest?.timezoneName ?? networkTimeZone,
    location_coords: { lat: row.lat, lng: row.lng },
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What a viewer gets of a season view at the season's station (season-data-views.ts seasonViewAccess). */
export type SeasonViewAccess = ReturnType<typeof seasonViewAccess>;

function seasonListItem(view: SeasonDataViewDefinition, access: SeasonViewAccess): DataViewListItem {
  return {
    name: view.name,
    slug: view.slug,
    sort_order: view.sortOrder,
    data_view_type_category: 'graph',
    data_view_type_key: view.slug.replace(/-/g, '_'),
    available: access.availability === 'available',
    unavailable_reason: access.availability === 'available' ? null : access.availability,
    history: access.history,
    history_badge: access.history === 'all' ? seasonHistoryBadge : historyBadges[access.history],
  };
}

/**
 * A season as the viewer may see it: thermal time since sowing and each calculated date only where the
 * viewer's plan shows its metric at the season's station (entered dates are the grower's own).
 */
export function presentGrowingSeason(
  place: SeasonPlace,
  days: Pick<SeasonDays, 'clock' | 'dataProcessing'>,
  viewer: Viewer,
  station: DataViewStation | null,
): GrowingSeason {
  const { row } = place;
  const shows = (metric: MetricKey) => seasonValueShown(viewer, station, metric);
  const clock = days.clock;
  const thermalTime = shows('thermal_time') ? (clock?.days.at(-1)?.thermalTimeCd ?? (clock ? 0 : null)) : null;
  const calculated = (metric: MetricKey, date: string | null | undefined) => (shows(metric) ? (date ?? null) : null);
  return {
    id: row.id,
    slug: row.id,
    remote_id: row.id,
    name: row.name,
    sowing_date: row.sowingDate,
    emergence_date_option: row.emergenceDateOption as EmergenceDateOption,
    emergence_date:
      row.emergenceDateOption === 'select' ? row.emergenceDate : calculated('thermal_time', clock?.emergenceDate),
    floral_initiation_date_option: row.floralInitiationDateOption as FloralInitiationDateOption,
    floral_initiation_date:
      row.floralInitiationDateOption === 'select'
        ? row.floralInitiationDate
        : calculated('adjusted_thermal_time', clock?.floralInitiationDate),
    harvest_date_option: row.harvestDateOption as HarvestDateOption,
    harvest_date: row.harvestDateOption === 'select' ? row.harvestDate : null,
    location_option: row.locationOption as LocationOption,
    location: place.location,
    growing_location_slug: row.locationOption === 'home' ? homeLocationSlug : null,
    growing_location_timezone_name: place.timezoneName,
    nearest_site_slug: place.nearest?.site.slug ?? null,
    nearest_site_name: place.nearest?.site.name ?? null,
    thermal_time_since_sowing: thermalTime === null ? null : roundMetricValue('thermal_time', thermalTime),
    upgrade_required: station !== null && !(shows('thermal_time') && shows('adjusted_thermal_time')),
    last_updated_at: row.updatedAt.toISOString(),
    data_processing: days.dataProcessing,
    data_views: seasonDataViews.map((view) => seasonListItem(view, seasonViewAccess(viewer, station, view))),
  };
}

/** Legend bands behind the chart, as the site graphs draw them (data-views.presenter.ts). */
function thresholdBands(view: SeasonDataViewDefinition): DataViewChart['threshold_bands'] {
  const legend = view.bandsMetric === null ? null : metricCatalogue[view.bandsMetric].legend;
  const owner = view.series.find((s) => s.metricId === view.bandsMetric);
  if (!legend || !owner || view.bandsMetric === null) return [];
  return [{ metric_id: view.bandsMetric, axis_id: owner.axisId, bands: presentLegendBands(legend) }];
}

export function presentSeasonChart(
  view: SeasonDataViewDefinition,
  state: SeasonState & { nearest: NonNullable<SeasonState['nearest']> },
  window: SeasonWindow,
  access: SeasonViewAccess,
  points: ReadonlyMap<string, SeriesPoint[]>,
  maxPoints: number | undefined,
): Omit<GrowingSeasonDataViewResult, 'growing_season'> {
  const chart: DataViewChart = {
    type: view.chartType,
    title: view.name,
    time_window: {
      from_ms: window.fromMs,
      to_ms: window.toMs,
      history: access.history,
      earliest_ms: window.earliestMs,
    },
    resolution: { kind: 'day', bucket_ms: null },
    series: view.series.map((series) => ({
      id: series.id,
      metric_id: series.metricId,
      name: series.name,
      unit: series.unit,
      axis_id: series.axisId,
      render: series.render,
      points: thinEvenly(points.get(series.id) ?? [], maxPoints ?? Infinity).map(
        ([t, v]) => [t, roundMetricValue(series.metricId, v)] as [number, number | null],
      ),
    })),
    axes: view.axes.map((axis) => ({ ...axis })),
    threshold_bands: thresholdBands(view),
    wind_arrows: [],
  };
  return {
    site: presentStationRef(state.nearest.site),
    data_view: seasonListItem(view, access),
    data_download: false,
    chart,
    table: null,
    dashboard: null,
    site_summary: null,
    data_processing: state.dataProcessing,
  };
}
