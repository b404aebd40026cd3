import { isRemovedFromCompany } from '@mesonet/shared/account/account-roles';
import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import type { StationListItem } from '@mesonet/shared/contracts/stations.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { LazySchema } from '@/lib/lazy-schema';

/** On the map's first screen: loaded on first use (lazy-schema.ts). */
const stationsResponseSchema = new LazySchema(() =>
  import('@mesonet/shared/contracts/stations.schema').then((contract) => contract.stationListSchema),
);

/** Visitors get the free tier's readings; signed-in users their plan's (the server applies the plan). */
export type StationsAudience = 'visitor' | 'member';

/** A member removed from their company is refused every member call (spec §6): they get the visitors' list. */
export function stationsAudience(user: Pick<AuthUser, 'permissions'> | null): StationsAudience {
  return user !== null && !isRemovedFromCompany(user.permissions) ? 'member' : 'visitor';
}

/** Spec §4: live readings refresh every 60 s. */
export const stationsRefreshIntervalMs = 60_000;

/**
 * GET /api/sites (visitors) or GET /api/members/sites (signed in, with the session headers).
 * Both answer with an ETag and `no-cache`, so the browser revalidates and an unchanged list costs a 304.
 */
export function getStations(audience: StationsAudience, signal?: AbortSignal): Promise<StationListItem[]> {
  return api.get(audience === 'member' ? '/members/sites' : '/sites', stationsResponseSchema, { signal });
}

/** Keyed by user as well: one person's plan-filtered readings must never be shown to the next. */
export function stationsQueryOptions(audience: StationsAudience, userId: number | null) {
  return queryOptions({
    queryKey: ['sites', audience, audience === 'member' ? userId : null] as const,
    queryFn: ({ signal }) => getStations(audience, signal),
    // ARCHITECTURE.md "live data": poll every 60 s, never while the tab is hidden (the interval pauses
    // itself then), and ask again as soon as the tab is visible again, however fresh the last answer.
    refetchInterval: stationsRefreshIntervalMs,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
    // Moving from the visitor list to the member list (sign-in being confirmed) keeps markers on screen.
    placeholderData: keepPreviousData,
  });
}

export function useStationsQuery(audience: StationsAudience, userId: number | null) {
  return useQuery(stationsQueryOptions(audience, userId));
}
