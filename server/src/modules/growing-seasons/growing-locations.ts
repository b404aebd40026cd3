import type { GrowingLocation } from '@mesonet/shared/contracts/growing-seasons.schema';
import {
  canSetHomeLocation,
  canViewHomeLocation,
  growingSeasonAccessMessages,
} from '@mesonet/shared/growing-seasons/growing-season-access';
import { presentGrowingLocation } from './growing-seasons.presenter';
import type { GrowingLocationRow } from './growing-seasons.tables';
import {
  forbidden,
  nearestLiveStation,
  refusalOf,
  requireChange,
  type GrowingSeasonsDeps,
  type SeasonMember,
} from './season-steps';

const locationAnswer = (deps: GrowingSeasonsDeps, row: GrowingLocationRow): GrowingLocation =>
  presentGrowingLocation(row, nearestLiveStation(deps.live, row));

export async function listLocations(deps: GrowingSeasonsDeps, member: SeasonMember): Promise<GrowingLocation[]> {
  if (!canViewHomeLocation(member.user)) throw forbidden(refusalOf(member));
  return (await deps.repository.listLocations(member.companyId)).map((row) => locationAnswer(deps, row));
}

export async function saveLocation(
  deps: GrowingSeasonsDeps,
  member: SeasonMember,
  slug: string,
  fields: { name: string; location_coords: { lat: number; lng: number } },
): Promise<GrowingLocation> {
  requireChange(member, canSetHomeLocation, growingSeasonAccessMessages.homeLocationNotInPlan);
  const row = await deps.repository.saveLocation(
    member.companyId,
    slug,
    { name: fields.name, lat: fields.location_coords.lat, lng: fields.location_coords.lng },
    deps.clock(),
  );
  return locationAnswer(deps, row);
}
