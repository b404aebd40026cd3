/**
 * Growing locations and growing seasons of a company (shared/src/contracts/growing-seasons.schema.ts):
 * who may read and change them, the nearest station and time zone of each place, and each season's
 * calculated dates and graphs from that station's daily data.
 */
import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import type { DataViewQuery } from '@mesonet/shared/contracts/data-views.schema';
import {
  growingSeasonLimitMessage,
  homeLocationSlug,
  maxGrowingSeasons,
  type GrowingLocation,
  type GrowingSeason,
  type GrowingSeasonDataViewResult,
} from '@mesonet/shared/contracts/growing-seasons.schema';
import {
  canEditGrowingSeasons,
  canSetHomeLocation,
  canViewGrowingSeasons,
  canViewHomeLocation,
  growingSeasonAccessMessages,
  hasGrowingSeasonsPermission,
} from '@mesonet/shared/growing-seasons/growing-season-access';
import { growingSeasonMessages, type GrowingSeasonValues } from '@mesonet/shared/growing-seasons/growing-season-rules';
import { nearestStation, type StationPlace } from '@mesonet/shared/growing-seasons/nearest-station';
import { findSeasonDataView } from '@mesonet/shared/growing-seasons/season-data-views';
import { defaultMapCentre } from '@mesonet/shared/map/map-view';
import { ApiError } from '../../http/api-error';
import type { LiveNetwork } from '../live/live-network';
import { filledDailyTemperatures } from '../metrics/calculators/daily-weather';
import { addDays, localDateAt, type LocalDate } from '../metrics/calculators/site-time';
import type { SiteRow } from '../stations/stations.tables';
import { presentGrowingLocation, presentGrowingSeason, presentSeasonChart } from './growing-seasons.presenter';
import type { GrowingSeasonsRepository } from './growing-seasons.repository';
import type { GrowingLocationRow, GrowingSeasonRow } from './growing-seasons.tables';
import { seasonClock, type SeasonClock } from './season-phenology';
import { seasonChartSeries, seasonWindow } from './season-charts';

/** The network's own time zone, for places while no station is near (spec: times shown in Adelaide time). */
export const defaultTimezoneName = 'Australia/Adelaide';

export interface SeasonMember {
  user: AuthUser;
  companyId: number;
}

type NearestSite = StationPlace & { site: SiteRow; distanceKm: number };

/** Where a season is and what is known of its crop clock, for its answer and its graphs. */
export interface SeasonState {
  row: GrowingSeasonRow;
  location: { lat: number; lng: number };
  nearest: NearestSite | null;
  timezoneName: string;
  /** The last date with a value: the harvest date, or yesterday while the season runs. */
  lastDate: LocalDate;
  clock: SeasonClock | null;
  dailyRows: { localDate: LocalDate; tMaxC: number | null; tMinC: number | null; rainMm: number | null }[];
  dataProcessing: boolean;
}

const forbidden = (message: string) => ApiError.field(403, 'base', message);
const unknownSeason = () => ApiError.field(404, 'growing_season_id', 'is not a known growing season');

export function createGrowingSeasonsService(deps: {
  repository: GrowingSeasonsRepository;
  live: LiveNetwork;
  clock: () => Date;
}) {
  const { repository, live, clock } = deps;

  function nearestSite(point: { lat: number; lng: number }): NearestSite | null {
    const places = live.sites().map(({ site }) => ({
      slug: site.slug,
      name: site.name,
      lat: site.lat,
      lng: site.lng,
      timezoneName: site.timezoneName,
      site,
    }));
    const found = nearestStation(point, places);
    return found ? { ...found.station, distanceKm: found.distanceKm } : null;
  }

  function locationAnswer(row: GrowingLocationRow): GrowingLocation {
    return presentGrowingLocation(row, nearestSite(row));
  }

  /** Why a reader is refused: a removed member is no longer permitted; anyone else's plan lacks it. */
  function refusalOf(member: SeasonMember): string {
    return member.user.permissions.removal_created_at === null
      ? growingSeasonAccessMessages.notInPlan
      : growingSeasonAccessMessages.notPermitted;
  }

  function requireReader(member: SeasonMember): void {
    if (!canViewGrowingSeasons(member.user)) throw forbidden(refusalOf(member));
  }

  /** A change: the member's permission is checked first, then the plan (refused with `notInPlan`). */
  function requireChange(
    member: SeasonMember,
    allowed: (user: SeasonMember['user']) => boolean,
    notInPlan: string,
  ): void {
    if (!hasGrowingSeasonsPermission(member.user.permissions))
      throw forbidden(growingSeasonAccessMessages.notPermitted);
    if (!allowed(member.user)) throw forbidden(notInPlan);
  }

  const requireEditor = (member: SeasonMember) =>
    requireChange(member, canEditGrowingSeasons, growingSeasonAccessMessages.notInPlan);

  async function seasonState(row: GrowingSeasonRow, home: GrowingLocationRow | undefined): Promise<SeasonState> {
    const location =
      row.locationOption === 'custom' && row.customLat !== null && row.customLng !== null
        ? { lat: row.customLat, lng: row.customLng }
        : home
          ? { lat: home.lat, lng: home.lng }
          : { ...defaultMapCentre };
    const nearest = nearestSite(location);
    const timezoneName = nearest?.timezoneName ?? defaultTimezoneName;
    const yesterday = addDays(localDateAt(clock().getTime(), timezoneName), -1);
    const lastDate = row.harvestDate !== null && row.harvestDate < yesterday ? row.harvestDate : yesterday;
    const base = { row, location, nearest, timezoneName, lastDate };
    if (nearest === null) return { ...base, clock: null, dailyRows: [], dataProcessing: true };
    if (row.sowingDate > lastDate) {
      return { ...base, clock: seasonClock(clockInput([], row, location.lat)), dailyRows: [], dataProcessing: false };
    }
    const dailyRows = await repository.dailyWeather(nearest.site.id, row.sowingDate, lastDate);
    const filled = filledDailyTemperatures(dailyRows, row.sowingDate, lastDate);
    if (filled === null) return { ...base, clock: null, dailyRows, dataProcessing: true };
    return { ...base, clock: seasonClock(clockInput(filled, row, location.lat)), dailyRows, dataProcessing: false };
  }

  function clockInput(days: Parameters<typeof seasonClock>[0]['days'], row: GrowingSeasonRow, latitudeDeg: number) {
    return {
      days,
      enteredEmergenceDate: row.emergenceDateOption === 'select' ? row.emergenceDate : null,
      enteredFloralInitiationDate: row.floralInitiationDateOption === 'select' ? row.floralInitiationDate : null,
      latitudeDeg,
    };
  }

  async function seasonAnswer(row: GrowingSeasonRow, home: GrowingLocationRow | undefined): Promise<GrowingSeason> {
    return presentGrowingSeason(await seasonState(row, home));
  }

  async function findSeasonOrThrow(companyId: number, id: string): Promise<GrowingSeasonRow> {
    const row = await repository.findSeason(companyId, id);
    if (!row) throw unknownSeason();
    return row;
  }

  return {
    async listLocations(member: SeasonMember): Promise<GrowingLocation[]> {
      if (!canViewHomeLocation(member.user)) throw forbidden(refusalOf(member));
      return (await repository.listLocations(member.companyId)).map(locationAnswer);
    },

    async saveLocation(
      member: SeasonMember,
      slug: string,
      fields: { name: string; location_coords: { lat: number; lng: number } },
    ): Promise<GrowingLocation> {
      requireChange(member, canSetHomeLocation, growingSeasonAccessMessages.homeLocationNotInPlan);
      const row = await repository.saveLocation(
        member.companyId,
        slug,
        { name: fields.name, lat: fields.location_coords.lat, lng: fields.location_coords.lng },
        clock(),
      );
      return locationAnswer(row);
    },

    async listSeasons(member: SeasonMember): Promise<GrowingSeason[]> {
      requireReader(member);
      const home = await repository.findLocation(member.companyId, homeLocationSlug);
      const rows = await repository.listSeasons(member.companyId);
      return Promise.all(rows.map((row) => seasonAnswer(row, home)));
    },

    async season(member: SeasonMember, id: string): Promise<GrowingSeason> {
      requireReader(member);
      const row = await findSeasonOrThrow(member.companyId, id);
      return seasonAnswer(row, await repository.findLocation(member.companyId, homeLocationSlug));
    },

    async saveSeason(member: SeasonMember, id: string, values: GrowingSeasonValues): Promise<GrowingSeason> {
      requireEditor(member);
      const home = await repository.findLocation(member.companyId, homeLocationSlug);
      if (values.location_option === 'home' && !home) {
        throw ApiError.unprocessable('location_option', growingSeasonMessages.homeLocationRequired);
      }
      const existing = await repository.findSeason(member.companyId, id);
      if (!existing && (await repository.countSeasons(member.companyId)) >= maxGrowingSeasons) {
        throw ApiError.unprocessable('base', growingSeasonLimitMessage);
      }
      const row = await repository.saveSeason(
        member.companyId,
        id,
        {
          name: values.name,
          sowingDate: values.sowing_date,
          emergenceDateOption: values.emergence_date_option,
          emergenceDate: values.emergence_date,
          floralInitiationDateOption: values.floral_initiation_date_option,
          floralInitiationDate: values.floral_initiation_date,
          harvestDateOption: values.harvest_date_option,
          harvestDate: values.harvest_date,
          locationOption: values.location_option,
          customLat: values.location?.lat ?? null,
          customLng: values.location?.lng ?? null,
          updatedByUserId: member.user.id,
        },
        clock(),
      );
      return seasonAnswer(row, home);
    },

    async deleteSeason(member: SeasonMember, id: string): Promise<void> {
      requireEditor(member);
      await repository.deleteSeason(member.companyId, id);
    },

    async dataView(
      member: SeasonMember,
      id: string,
      viewSlug: string,
      query: DataViewQuery,
    ): Promise<GrowingSeasonDataViewResult> {
      requireReader(member);
      const row = await findSeasonOrThrow(member.companyId, id);
      const view = findSeasonDataView(viewSlug);
      if (!view) throw ApiError.field(404, 'data_view_slug', 'is not a known data view');
      const state = await seasonState(row, await repository.findLocation(member.companyId, homeLocationSlug));
      if (!state.nearest) throw ApiError.field(404, 'data_view_slug', 'has no station near it yet');
      const window = seasonWindow(state, clock().getTime(), query);
      const series = await seasonChartSeries(view, state, window, (fromMs, toMs) =>
        repository.hourlyTemperatureExtremes(state.nearest!.site.id, fromMs, toMs),
      );
      const season = presentGrowingSeason(state);
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
        ...presentSeasonChart(view, { ...state, nearest: state.nearest }, window, series, query.max_points),
      };
    },
  };
}
export type GrowingSeasonsService = ReturnType<typeof createGrowingSeasonsService>;
