/**
 * Growing locations and growing seasons of a company (shared/src/contracts/growing-seasons.schema.ts):
 * who may read and change them, the nearest station and time zone of each place, and each season's
 * calculated dates and graphs from that station's daily data. Every value follows the viewer's plan at
 * that station, by the site views' own rules (season-data-views.ts: seasonViewAccess, seasonValueShown).
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
import type { DataViewSite } from '@mesonet/shared/data-views/data-view-series';
import {
  canEditGrowingSeasons,
  canSetHomeLocation,
  canViewGrowingSeasons,
  canViewHomeLocation,
  growingSeasonAccessMessages,
  hasGrowingSeasonsPermission,
} from '@mesonet/shared/growing-seasons/growing-season-access';
import {
  growingSeasonMessages,
  sowingDateIssue,
  type GrowingSeasonValues,
} from '@mesonet/shared/growing-seasons/growing-season-rules';
import { nearestStation, type StationPlace } from '@mesonet/shared/growing-seasons/nearest-station';
import {
  findSeasonDataView,
  seasonValueShown,
  seasonViewAccess,
} from '@mesonet/shared/growing-seasons/season-data-views';
import { defaultMapCentre } from '@mesonet/shared/map/map-view';
import type { Viewer } from '@mesonet/shared/metrics/metric-visibility';
import type { StationType } from '@mesonet/shared/stations/raw-channels';
import type { UnitOfWork } from '../../db/unit-of-work';
import { ApiError } from '../../http/api-error';
import { createTtlCache } from '../../lib/ttl-cache';
import { historyStartMs } from '../data-views/data-view-window';
import type { LiveNetwork } from '../live/live-network';
import { filledDailyTemperatures } from '../metrics/calculators/daily-weather';
import { addDays, daysBetween, localDateAt, networkTimeZone, type LocalDate } from '@mesonet/shared/time/local-time';
import type { SiteRow } from '../stations/stations.tables';
import { presentGrowingLocation, presentGrowingSeason, presentSeasonChart } from './growing-seasons.presenter';
import type { GrowingSeasonsRepository } from './growing-seasons.repository';
import type { GrowingLocationRow, GrowingSeasonRow } from './growing-seasons.tables';
import { seasonClock, type SeasonClock } from './season-phenology';
import { firstDateOfWindow, seasonChartSeries, seasonWindow } from './season-charts';

export interface SeasonMember {
  user: AuthUser;
  companyId: number;
  /** Who is looking, as the visibility rule needs it (viewer.service.ts). */
  viewer: Viewer;
}

type NearestSite = StationPlace & { site: SiteRow; distanceKm: number };

/** Where a season is, and the last date it has values for. */
export interface SeasonPlace {
  row: GrowingSeasonRow;
  location: { lat: number; lng: number };
  nearest: NearestSite | null;
  timezoneName: string;
  /** The last date with a value: the harvest date, or yesterday while the season runs. */
  lastDate: LocalDate;
}

/** What is computed of a season from its station's daily rows, from `fromDate` to the last date. */
export interface SeasonDays {
  /** The sowing date, or the plan window's first day when that is later (no clock then). */
  fromDate: LocalDate;
  clock: SeasonClock | null;
  dailyRows: { localDate: LocalDate; tMaxC: number | null; tMinC: number | null; rainMm: number | null }[];
  dataProcessing: boolean;
}

export type SeasonState = SeasonPlace & SeasonDays;

/**
 * A season's computed days are kept this long at most (keyed so that an edit or a new day is never
 * served stale): the limit lets late station data in.
 */
export const seasonDaysCacheMs = 15 * 60_000;
/** The network's first date changes only when older history is imported. */
const networkFirstDateCacheMs = 10 * 60_000;

/** The season metrics its own answer carries: thermal time since sowing and the dates calculated from them. */
const seasonAnswerMetrics = ['thermal_time', 'adjusted_thermal_time'] as const;

const forbidden = (message: string) => ApiError.field(403, 'base', message);
const unknownSeason = () => ApiError.field(404, 'growing_season_id', 'is not a known growing season');
const siteRefOf = (place: SeasonPlace): DataViewSite | null =>
  place.nearest && { slug: place.nearest.site.slug, awsType: place.nearest.site.awsType as StationType };

export function createGrowingSeasonsService(deps: {
  repository: GrowingSeasonsRepository;
  transactions: UnitOfWork<{ growingSeasons: GrowingSeasonsRepository }>;
  live: LiveNetwork;
  clock: () => Date;
}) {
  const { repository, transactions, live, clock } = deps;
  const seasonDaysCache = createTtlCache<SeasonDays>({ ttlMs: seasonDaysCacheMs, maxEntries: 2000, clock });
  const networkFirstDateCache = createTtlCache<LocalDate | null>({
    ttlMs: networkFirstDateCacheMs,
    maxEntries: 1,
    clock,
  });

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

  async function networkFirstDate(): Promise<LocalDate | null> {
    const cached = networkFirstDateCache.get('network');
    if (cached !== undefined) return cached;
    const found = await repository.networkFirstDate(networkTimeZone);
    networkFirstDateCache.set('network', found);
    return found;
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

  function seasonPlace(row: GrowingSeasonRow, home: GrowingLocationRow | undefined): SeasonPlace {
    const location =
      row.locationOption === 'custom' && row.customLat !== null && row.customLng !== null
        ? { lat: row.customLat, lng: row.customLng }
        : home
          ? { lat: home.lat, lng: home.lng }
          : { ...defaultMapCentre };
    const nearest = nearestSite(location);
    const timezoneName = nearest?.timezoneName ?? networkTimeZone;
    const yesterday = addDays(localDateAt(clock().getTime(), timezoneName), -1);
    const lastDate = row.harvestDate !== null && row.harvestDate < yesterday ? row.harvestDate : yesterday;
    return { row, location, nearest, timezoneName, lastDate };
  }

  function clockInput(days: Parameters<typeof seasonClock>[0]['days'], row: GrowingSeasonRow, latitudeDeg: number) {
    return {
      days,
      enteredEmergenceDate: row.emergenceDateOption === 'select' ? row.emergenceDate : null,
      enteredFloralInitiationDate: row.floralInitiationDateOption === 'select' ? row.floralInitiationDate : null,
      latitudeDeg,
    };
  }

  /** Whether the rows (ascending, one a date) hold both temperatures on every date from..to: nothing to fill. */
  function everyDayMeasured(
    dailyRows: SeasonDays['dailyRows'],
    from: LocalDate,
    to: LocalDate,
  ): dailyRows is Array<SeasonDays['dailyRows'][number] & { tMaxC: number; tMinC: number }> {
    return (
      dailyRows.length === daysBetween(from, to) + 1 &&
      dailyRows.every((day) => day.tMaxC !== null && day.tMinC !== null)
    );
  }

  /** The whole season's clock from its daily rows (sowing to the last date). */
  function wholeSeason(place: SeasonPlace, dailyRows: SeasonDays['dailyRows']): SeasonDays {
    const { row, lastDate } = place;
    const base = { fromDate: row.sowingDate, dailyRows };
    if (row.sowingDate > lastDate) {
      return { ...base, clock: seasonClock(clockInput([], row, place.location.lat)), dataProcessing: false };
    }
    const filled = everyDayMeasured(dailyRows, row.sowingDate, lastDate)
      ? dailyRows
      : filledDailyTemperatures(dailyRows, row.sowingDate, lastDate);
    if (filled === null) return { ...base, clock: null, dataProcessing: true };
    return { ...base, clock: seasonClock(clockInput(filled, row, place.location.lat)), dataProcessing: false };
  }

  /**
   * A season's computation is the same for every reader while what it is computed from is: the season's
   * dates, its place and station, and the last date. Keyed by those (not by a process's memory of
   * edits), another process's edit of the season is never answered from here.
   */
  function cacheKey(place: SeasonPlace & { nearest: NearestSite }): string {
    const { row, location } = place;
    return [
      row.companyId,
      row.id,
      row.sowingDate,
      row.emergenceDateOption === 'select' ? row.emergenceDate : 'auto',
      row.floralInitiationDateOption === 'select' ? row.floralInitiationDate : 'auto',
      location.lat,
      location.lng,
      place.nearest.site.id,
      place.lastDate,
    ].join('|');
  }

  function forgetSeason(companyId: number, id: string): void {
    seasonDaysCache.deleteWhere((_days, key) => key.startsWith(`${companyId}|${id}|`));
  }

  /**
   * The whole-season days of each place (with a station), from the cache or computed: one query for
   * the stations of all of them, each station's days read once for all its seasons.
   */
  async function wholeSeasons(places: readonly SeasonPlace[]): Promise<Map<SeasonPlace, SeasonDays>> {
    const found = new Map<SeasonPlace, SeasonDays>();
    const missing = new Map<number, Array<{ place: SeasonPlace; key: string }>>();
    for (const place of places) {
      if (place.nearest === null) continue;
      const key = cacheKey({ ...place, nearest: place.nearest });
      const cached = seasonDaysCache.get(key);
      if (cached) found.set(place, cached);
      else missing.set(place.nearest.site.id, [...(missing.get(place.nearest.site.id) ?? []), { place, key }]);
    }
    const ranges = [...missing].flatMap(([siteId, atSite]) => {
      const running = atSite.map(({ place }) => place).filter((p) => p.row.sowingDate <= p.lastDate);
      if (running.length === 0) return [];
      const from = running.reduce(
        (min, p) => (p.row.sowingDate < min ? p.row.sowingDate : min),
        running[0]!.row.sowingDate,
      );
      const to = running.reduce((max, p) => (p.lastDate > max ? p.lastDate : max), running[0]!.lastDate);
      return [{ siteId, from, to }];
    });
    const rowsBySite = await repository.dailyWeatherOfSites(ranges);
    for (const [siteId, atSite] of missing) {
      const rows = rowsBySite.get(siteId) ?? [];
      for (const { place, key } of atSite) {
        const own = rows.filter((r) => r.localDate >= place.row.sowingDate && r.localDate <= place.lastDate);
        const days = wholeSeason(place, own);
        // A station still without the season's days (history being imported) is asked again next time.
        if (!days.dataProcessing) seasonDaysCache.set(key, days);
        found.set(place, days);
      }
    }
    return found;
  }

  /** Whether the viewer may see any of the season's own calculated values at its station. */
  const showsSeasonValues = (viewer: Viewer, place: SeasonPlace) =>
    seasonAnswerMetrics.some((metric) => seasonValueShown(viewer, siteRefOf(place), metric));

  /** Season answers for a viewer: the clock is computed only where the viewer may see what it gives. */
  async function seasonAnswers(viewer: Viewer, places: readonly SeasonPlace[]): Promise<GrowingSeason[]> {
    const computed = await wholeSeasons(places.filter((place) => showsSeasonValues(viewer, place)));
    return places.map((place) => {
      const days = computed.get(place) ?? { clock: null, dataProcessing: place.nearest === null };
      return presentGrowingSeason(place, days, viewer, siteRefOf(place));
    });
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
      const [home, rows] = await Promise.all([
        repository.findLocation(member.companyId, homeLocationSlug),
        repository.listSeasons(member.companyId),
      ]);
      return seasonAnswers(
        member.viewer,
        rows.map((row) => seasonPlace(row, home)),
      );
    },

    async season(member: SeasonMember, id: string): Promise<GrowingSeason> {
      requireReader(member);
      const row = await findSeasonOrThrow(member.companyId, id);
      const home = await repository.findLocation(member.companyId, homeLocationSlug);
      const [answer] = await seasonAnswers(member.viewer, [seasonPlace(row, home)]);
      return answer!;
    },

    async saveSeason(member: SeasonMember, id: string, values: GrowingSeasonValues): Promise<GrowingSeason> {
      requireEditor(member);
      const now = clock();
      const sowingIssue = sowingDateIssue(values.sowing_date, {
        networkFirstDate: await networkFirstDate(),
        today: localDateAt(now.getTime(), networkTimeZone),
      });
      if (sowingIssue !== null) throw ApiError.unprocessable('sowing_date', sowingIssue);
      const home = await repository.findLocation(member.companyId, homeLocationSlug);
      if (values.location_option === 'home' && !home) {
        throw ApiError.unprocessable('location_option', growingSeasonMessages.homeLocationRequired);
      }
      const row = await transactions.run(async ({ growingSeasons: locked }) => {
        await locked.lockCompany(member.companyId);
        const existing = await locked.findSeason(member.companyId, id);
        if (!existing && (await locked.countSeasons(member.companyId)) >= maxGrowingSeasons) {
          throw ApiError.unprocessable('base', growingSeasonLimitMessage);
        }
        return locked.saveSeason(
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
          now,
        );
      });
      forgetSeason(member.companyId, id);
      const [answer] = await seasonAnswers(member.viewer, [seasonPlace(row, home)]);
      return answer!;
    },

    async deleteSeason(member: SeasonMember, id: string): Promise<void> {
      requireEditor(member);
      await repository.deleteSeason(member.companyId, id);
      forgetSeason(member.companyId, id);
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
      const place = seasonPlace(row, await repository.findLocation(member.companyId, homeLocationSlug));
      const site = siteRefOf(place);
      if (!place.nearest || !site) throw ApiError.field(404, 'data_view_slug', 'has no station near it yet');
      const { viewer } = member;
      const access = seasonViewAccess(viewer, site, view);
      if (access.availability === 'unsupported')
        throw ApiError.field(404, 'data_view_slug', 'is not measured at this station');
      if (access.availability === 'upgrade') throw forbidden(growingSeasonAccessMessages.notInPlan);

      // The plan's window, as the site views have it; only its days are read.
      const nowMs = clock().getTime();
      const planStartMs = access.history === 'all' ? null : historyStartMs(access.history, nowMs, place.timezoneName);
      const window = seasonWindow(place, nowMs, query, planStartMs);
      const fromDate = firstDateOfWindow(window, place.timezoneName);
      const days =
        fromDate <= row.sowingDate
          ? (await wholeSeasons([place])).get(place)!
          : {
              fromDate,
              clock: null,
              dailyRows:
                fromDate > place.lastDate
                  ? []
                  : await repository.dailyWeather(place.nearest.site.id, fromDate, place.lastDate),
              dataProcessing: false,
            };
      const state: SeasonState = { ...place, ...days };
      const shownSeries = view.series.filter((series) => seasonValueShown(viewer, site, series.metricId));
      const series = await seasonChartSeries({ ...view, series: shownSeries }, state, window, (fromMs, toMs) =>
        repository.hourlyTemperatureExtremes(place.nearest!.site.id, fromMs, toMs),
      );
      const season = presentGrowingSeason(place, days, viewer, site);
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
    },
  };
}
export type GrowingSeasonsService = ReturnType<typeof createGrowingSeasonsService>;
