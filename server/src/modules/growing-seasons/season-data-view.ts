import type { DataViewQuery } from '@mesonet/shared/contracts/data-views.schema';
import { type GrowingSeasonDataViewResult } from '@mesonet/shared/contracts/growing-seasons.schema';
import { homeLocationSlug } from '@mesonet/shared/growing-seasons/home-location';
import { growingSeasonAccessMessages } from '@mesonet/shared/growing-seasons/growing-season-access';
import {
  findSeasonDataView,
  seasonValueShown,
  seasonViewAccess,
} from '@mesonet/shared/growing-seasons/season-data-views';
import type { LocalDate } from '@mesonet/shared/time/local-time';
import { ApiError } from '../../http/api-error';
import { historyStartMs } from '../data-views/data-view-window';
import { presentGrowingSeason, presentSeasonChart } from './growing-seasons.presenter';
import { firstDateOfWindow, seasonChartSeries, seasonWindow } from './season-charts';
import { wholeSeasons } from './season-days';
import {
  findSeasonOrThrow,
  forbidden,
  requireReader,
  seasonPlace,
  stationRefOf,
  type GrowingSeasonsDeps,
  type SeasonDays,
  type SeasonMember,
  type SeasonPlace,
  type SeasonState,
} from './season-steps';

/** The season, its view and its station, and what the member's plan lets them see of that view there. */
async function seasonViewOf(deps: GrowingSeasonsDeps, member: SeasonMember, id: string, viewSlug: string) {
  requireReader(member);
  const row = await findSeasonOrThrow(deps.repository, member.companyId, id);
  const view = findSeasonDataView(viewSlug);
  if (!view) throw ApiError.field(404, 'data_view_slug', 'is not a known data view');
  const place = seasonPlace(deps, row, await deps.repository.findLocation(member.companyId, homeLocationSlug));
  const station = stationRefOf(place);
  const { nearest } = place;
  if (!nearest || !station) throw ApiError.field(404, 'data_view_slug', 'has no station near it yet');
  const access = seasonViewAccess(member.viewer, station, view);
  if (access.availability === 'unsupported')
    throw ApiError.field(404, 'data_view_slug', 'is not measured at this station');
  if (access.availability === 'upgrade') throw forbidden(growingSeasonAccessMessages.notInPlan);
  return { view, place: { ...place, nearest }, site: station, access };
}

/** The whole season when the window reaches its sowing; otherwise only the window's days, without a clock. */
async function daysFrom(
  deps: GrowingSeasonsDeps,
  place: SeasonPlace & { nearest: NonNullable<SeasonPlace['nearest']> },
  fromDate: LocalDate,
): Promise<SeasonDays> {
  if (fromDate <= place.row.sowingDate) return (await wholeSeasons(deps, [place])).get(place)!;
  return {
    fromDate,
    clock: null,
    dailyRows:
      fromDate > place.lastDate
        ? []
        : await deps.repository.dailyWeather(place.nearest.site.id, fromDate, place.lastDate),
    dataProcessing: false,
  };
}

export async function seasonDataView(
  deps: GrowingSeasonsDeps,
  member: SeasonMember,
  id: string,
  viewSlug: string,
  query: DataViewQuery,
): Promise<GrowingSeasonDataViewResult> {
  const { view, place, site: station, access } = await seasonViewOf(deps, member, id, viewSlug);
  const { viewer } = member;
  // The plan's window, as the site views have it; only its days are read.
  const nowMs = deps.clock().getTime();
  const planStartMs = access.history === 'all' ? null : historyStartMs(access.history, nowMs, place.timezoneName);
  const window = seasonWindow(place, nowMs, query, planStartMs);
  const days = await daysFrom(deps, place, firstDateOfWindow(window, place.timezoneName));
  const state: SeasonState = { ...place, ...days };
  const shownSeries = view.series.filter((series) => seasonValueShown(viewer, station, series.metricId));
  const series = await seasonChartSeries({ ...view, series: shownSeries }, state, window, (fromMs, toMs) =>
    deps.repository.hourlyTemperatureExtremes(place.nearest.site.id, fromMs, toMs),
  );
  const season = presentGrowingSeason(place, days, viewer, station);
  return {
    growing_season: {
      id: season.id,
      slug: season.slug,
      name: season.name,
      sowing_date: season.sowing_date,
      emergence_date: season.emergence_date,
      floral_initiation_date: season.floral_initiation_date,
      harvest_date: season.harvest_date,
      growing_location_timezone_name: season.growing_location_timezone_name,
    },
    ...presentSeasonChart(
      { ...view, series: shownSeries },
      { ...state, nearest: place.nearest },
      window,
      access,
      series,
      query.max_points,
    ),
  };
}
