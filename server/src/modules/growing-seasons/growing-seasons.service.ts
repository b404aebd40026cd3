/**
 * Growing locations and growing seasons of a company (shared/src/contracts/growing-seasons.schema.ts):
 * who may read and change them, the nearest station and time zone of each place, and each season's
 * calculated dates and graphs from that station's daily data. Every value follows the viewer's plan at
 * that station, by the site views' own rules (season-data-views.ts: seasonViewAccess, seasonValueShown).
 * Each operation lives in the file named for it.
 */
import type { DataViewQuery } from '@mesonet/shared/contracts/data-views.schema';
import { type GrowingSeason } from '@mesonet/shared/contracts/growing-seasons.schema';
import { homeLocationSlug } from '@mesonet/shared/growing-seasons/home-location';
import type { GrowingSeasonValues } from '@mesonet/shared/growing-seasons/growing-season-rules';
import type { LocalDate } from '@mesonet/shared/time/local-time';
import { createTtlCache } from '../../lib/ttl-cache';
import { listLocations, saveLocation } from './growing-locations';
import { deleteSeason, saveSeason } from './save-growing-season';
import { seasonDataView } from './season-data-view';
import { seasonAnswers } from './season-days';
import {
  findSeasonOrThrow,
  requireReader,
  seasonPlace,
  type GrowingSeasonsDeps,
  type SeasonDays,
  type SeasonMember,
} from './season-steps';

/**
 * A season's computed days are kept this long at most (keyed so that an edit or a new day is never
 * served stale): the limit lets late station data in.
 */
export const seasonDaysCacheMs = 15 * 60_000;
/** The network's first date changes only when older history is imported. */
const networkFirstDateCacheMs = 10 * 60_000;

async function listSeasons(deps: GrowingSeasonsDeps, member: SeasonMember): Promise<GrowingSeason[]> {
  requireReader(member);
  const [home, rows] = await Promise.all([
    deps.repository.findLocation(member.companyId, homeLocationSlug),
    deps.repository.listSeasons(member.companyId),
  ]);
  return seasonAnswers(
    deps,
    member.viewer,
    rows.map((row) => seasonPlace(deps, row, home)),
  );
}

async function season(deps: GrowingSeasonsDeps, member: SeasonMember, id: string): Promise<GrowingSeason> {
  requireReader(member);
  const row = await findSeasonOrThrow(deps.repository, member.companyId, id);
  const home = await deps.repository.findLocation(member.companyId, homeLocationSlug);
  const [answer] = await seasonAnswers(deps, member.viewer, [seasonPlace(deps, row, home)]);
  return answer!;
}

export function createGrowingSeasonsService(
  serviceDeps: Omit<GrowingSeasonsDeps, 'seasonDaysCache' | 'networkFirstDateCache'>,
) {
  const { clock } = serviceDeps;
  const deps: GrowingSeasonsDeps = {
    ...serviceDeps,
    seasonDaysCache: createTtlCache<SeasonDays>({ ttlMs: seasonDaysCacheMs, maxEntries: 2000, clock }),
    networkFirstDateCache: createTtlCache<LocalDate | null>({ ttlMs: networkFirstDateCacheMs, maxEntries: 1, clock }),
  };
  return {
    listLocations: (member: SeasonMember) => listLocations(deps, member),
    saveLocation: (
      member: SeasonMember,
      slug: string,
      fields: { name: string; location_coords: { lat: number; lng: number } },
    ) => saveLocation(deps, member, slug, fields),
    listSeasons: (member: SeasonMember) => listSeasons(deps, member),
    season: (member: SeasonMember, id: string) => season(deps, member, id),
    saveSeason: (member: SeasonMember, id: string, values: GrowingSeasonValues) => saveSeason(deps, member, id, values),
    deleteSeason: (member: SeasonMember, id: string) => deleteSeason(deps, member, id),
    dataView: (member: SeasonMember, id: string, viewSlug: string, query: DataViewQuery) =>
      seasonDataView(deps, member, id, viewSlug, query),
  };
}
export type GrowingSeasonsService = ReturnType<typeof createGrowingSeasonsService>;
