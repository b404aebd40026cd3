import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import type { GrowingLocation } from '@mesonet/shared/contracts/growing-seasons.schema';
import { homeLocationSlug } from '@mesonet/shared/growing-seasons/home-location';
import { canViewHomeLocation } from '@mesonet/shared/growing-seasons/growing-season-access';
import type { LatLng } from '@mesonet/shared/growing-seasons/growing-season-rules';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { LazySchema } from '@/lib/lazy-schema';

// The map's first screen asks for the places: its schemas load on first use (lazy-schema.ts).
const growingSeasonsContract = () => import('@mesonet/shared/contracts/growing-seasons.schema');
const growingLocationsResponseSchema = new LazySchema(() =>
  growingSeasonsContract().then((contract) => contract.growingLocationsResponseSchema),
);
const growingLocationResponseSchema = new LazySchema(() =>
  growingSeasonsContract().then((contract) => contract.growingLocationResponseSchema),
);

/** Keyed by the viewer: one company's places must never be shown to the next person signed in. */
const growingLocationsKey = (userId: number | null) => ['growing-locations', userId] as const;

/** GET /api/members/growing_locations: the company's places, the Home location among them once set. */
export function getGrowingLocations(signal?: AbortSignal): Promise<GrowingLocation[]> {
  return api
    .get('/members/growing_locations', growingLocationsResponseSchema, { signal })
    .then((body) => body.growing_locations);
}

/** Asked only by members whose plan has the Home location (the server refuses the others); `user` null: a visitor. */
export function useGrowingLocationsQuery(user: AuthUser | null) {
  return useQuery(
    queryOptions({
      queryKey: growingLocationsKey(user?.id ?? null),
      queryFn: ({ signal }) => getGrowingLocations(signal),
      enabled: canViewHomeLocation(user),
    }),
  );
}

/** The company's Home location (slug 'home'), or null until it is set. */
export function homeLocationOf(locations: readonly GrowingLocation[] | undefined): GrowingLocation | null {
  return locations?.find((location) => location.slug === homeLocationSlug) ?? null;
}

/** Five decimals are a metre on the ground: enough for a paddock, and what the dialog shows. */
const roundedCoordinate = (value: number) => Number(value.toFixed(5));

/** PUT /api/members/growing_locations/home: creates or moves the Home location. */
export async function saveHomeLocation(position: LatLng): Promise<GrowingLocation> {
  const body = await api.put(
    `/members/growing_locations/${homeLocationSlug}`,
    { location_coords: { lat: roundedCoordinate(position.lat), lng: roundedCoordinate(position.lng) } },
    growingLocationResponseSchema,
  );
  return body.growing_location;
}

/** `userId` null: a visitor, who never saves (the map offers no menu). */
export function useSaveHomeLocation(userId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHomeLocation,
    onSuccess: (saved) => {
      queryClient.setQueryData(growingLocationsKey(userId), (current: GrowingLocation[] | undefined) => [
        ...(current ?? []).filter((location) => location.slug !== saved.slug),
        saved,
      ]);
      // Seasons kept at the Home location move with it (and may get another nearest station).
      return queryClient.invalidateQueries({ queryKey: ['growing-seasons'] });
    },
  });
}
