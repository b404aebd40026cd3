import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import type { DataViewStation } from '@mesonet/shared/data-views/data-view-series';
import {
  canEditGrowingSeasons,
  canViewGrowingSeasons,
  growingSeasonAccessMessages,
  hasGrowingSeasonsPermission,
} from '@mesonet/shared/growing-seasons/growing-season-access';
import { nearestStation, type StationPlace } from '@mesonet/shared/growing-seasons/nearest-station';
import { defaultMapCentre } from '@mesonet/shared/map/map-view';
import type { Viewer } from '@mesonet/shared/metrics/metric-visibility';
import type { StationType } from '@mesonet/shared/stations/raw-channels';
import { addDays, localDateAt, networkTimeZone, type LocalDate } from '@mesonet/shared/time/local-time';
import type { UnitOfWork } from '../../db/unit-of-work';
import { ApiError } from '../../http/api-error';
import type { TtlCache } from '../../lib/ttl-cache';
import type { LiveNetwork } from '../live/live-network';
import type { StationRow } from '../stations/stations.tables';
import type { GrowingSeasonsRepository } from './growing-seasons.repository';
import type { GrowingLocationRow, GrowingSeasonRow } from './growing-seasons.tables';
import type { SeasonClock } from './season-phenology';

export interface SeasonMember {
  user: AuthUser;
  companyId: number;
  /** Who is looking, as the visibility rule needs it (viewer.service.ts). */
  viewer: Viewer;
}

export type NearestStation = StationPlace & { site: StationRow; distanceKm: number };

/** Where a season is, and the last date it has values for. */
export interface SeasonPlace {
  row: GrowingSeasonRow;
  location: { lat: number; lng: number };
  nearest: NearestStation | null;
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

/** What the season operations are given: the service's deps and the caches its factory keeps. */
export interface GrowingSeasonsDeps {
  repository: GrowingSeasonsRepository;
  transactions: UnitOfWork<{ growingSeasons: GrowingSeasonsRepository }>;
  live: LiveNetwork;
  clock: () => Date;
  seasonDaysCache: TtlCache<SeasonDays>;
  networkFirstDateCache: TtlCache<LocalDate | null>;
}

export const forbidden = (message: string) => ApiError.field(403, 'base', message);
const unknownSeason = () => ApiError.field(404, 'growing_season_id', 'is not a known growing season');
export const stationRefOf = (place: SeasonPlace): DataViewStation | null =>
  place.nearest && { slug: place.nearest.site.slug, awsType: place.nearest.site.awsType as StationType };

/** Why a reader is refused: a removed member is no longer permitted; anyone else's plan lacks it. */
export function refusalOf(member: SeasonMember): string {
  return member.user.permissions.removal_created_at === null
    ? growingSeasonAccessMessages.notInPlan
    : growingSeasonAccessMessages.notPermitted;
}

export function requireReader(member: SeasonMember): void {
  if (!canViewGrowingSeasons(member.user)) throw forbidden(refusalOf(member));
}

/** A change: the member's permission is checked first, then the plan (refused with `notInPlan`). */
export function requireChange(
  member: SeasonMember,
  allowed: (user: SeasonMember['user']) => boolean,
  notInPlan: string,
): void {
  if (!hasGrowingSeasonsPermission(member.user.permissions)) throw forbidden(growingSeasonAccessMessages.notPermitted);
  if (!allowed(member.user)) throw forbidden(notInPlan);
}

export const requireEditor = (member: SeasonMember) =>
  requireChange(member, canEditGrowingSeasons, growingSeasonAccessMessages.notInPlan);

export function nearestLiveStation(live: LiveNetwork, point: { lat: number; lng: number }): NearestStation | null {
  const places = live.stations().map(({ station: station }) => ({
    slug: station.slug,
    name: station.name,
    lat: station.lat,
    lng: station.lng,
    timezoneName: station.timezoneName,
    site: station,
  }));
  const found = nearestStation(point, places);
  return found ? { ...found.station, distanceKm: found.distanceKm } : null;
}

export function seasonPlace(
  deps: Pick<GrowingSeasonsDeps, 'live' | 'clock'>,
  row: GrowingSeasonRow,
  home: GrowingLocationRow | undefined,
): SeasonPlace {
  const location =
    row.locationOption === 'custom' && row.customLat !== null && row.customLng !== null
      ? { lat: row.customLat, lng: row.customLng }
      : home
        ? { lat: home.lat, lng: home.lng }
        : { ...defaultMapCentre };
  const nearest = nearestLiveStation(deps.live, location);
  const timezoneName = nearest?.timezoneName ?? networkTimeZone;
  const yesterday = addDays(localDateAt(deps.clock().getTime(), timezoneName), -1);
  const lastDate = row.harvestDate !== null && row.harvestDate < yesterday ? row.harvestDate : yesterday;
  return { row, location, nearest, timezoneName, lastDate };
}

export async function findSeasonOrThrow(
  repository: GrowingSeasonsRepository,
  companyId: number,
  id: string,
): Promise<GrowingSeasonRow> {
  const row = await repository.findSeason(companyId, id);
  if (!row) throw unknownSeason();
  return row;
}
