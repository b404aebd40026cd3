import {
  deleteGrowingSeasonResponseSchema,
  growingSeasonResponseSchema,
  growingSeasonsResponseSchema,
  type GrowingSeason,
  type GrowingSeasonRequest,
} from '@mesonet/shared/contracts/growing-seasons.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Keyed by the viewer: one company's seasons must never be shown to the next person signed in. */
const growingSeasonsKey = (userId: number) => ['growing-seasons', userId, 'list'] as const;
const growingSeasonKey = (userId: number, id: string) => ['growing-seasons', userId, 'season', id] as const;

const seasonPath = (id: string) => `/members/growing_seasons/${encodeURIComponent(id)}`;

/** GET /api/members/growing_seasons: the company's seasons, newest sowing first. */
export function getGrowingSeasons(signal?: AbortSignal): Promise<GrowingSeason[]> {
  return api
    .get('/members/growing_seasons', growingSeasonsResponseSchema, { signal })
    .then((body) => body.growing_seasons);
}

export function useGrowingSeasonsQuery(userId: number) {
  return useQuery(
    queryOptions({ queryKey: growingSeasonsKey(userId), queryFn: ({ signal }) => getGrowingSeasons(signal) }),
  );
}

/** GET /api/members/growing_seasons/{id}: one season with its graph views. */
export function getGrowingSeason(id: string, signal?: AbortSignal): Promise<GrowingSeason> {
  return api.get(seasonPath(id), growingSeasonResponseSchema, { signal }).then((body) => body.growing_season);
}

export function useGrowingSeasonQuery(userId: number, id: string) {
  return useQuery(
    queryOptions({ queryKey: growingSeasonKey(userId, id), queryFn: ({ signal }) => getGrowingSeason(id, signal) }),
  );
}

export interface SaveGrowingSeason {
  /** Chosen when the form opened (a new season) or the season's own: saving twice never makes two. */
  id: string;
  season: GrowingSeasonRequest;
}

/** PUT /api/members/growing_seasons/{id}: creates the season or replaces the one with that id. */
export function saveGrowingSeason({ id, season }: SaveGrowingSeason): Promise<GrowingSeason> {
  return api.put(seasonPath(id), season, growingSeasonResponseSchema).then((body) => body.growing_season);
}

export function useSaveGrowingSeason(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGrowingSeason,
    onSuccess: (saved) => {
      queryClient.setQueryData(growingSeasonKey(userId, saved.id), saved);
      // The list's order (newest sowing first) is the server's: ask for it again.
      return queryClient.invalidateQueries({ queryKey: growingSeasonsKey(userId) });
    },
  });
}

/** DELETE /api/members/growing_seasons/{id}; a season already gone answers the same. */
export function deleteGrowingSeason(id: string): Promise<unknown> {
  return api.delete(seasonPath(id), deleteGrowingSeasonResponseSchema);
}

export function useDeleteGrowingSeason(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGrowingSeason,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: growingSeasonKey(userId, id) });
      queryClient.setQueryData(growingSeasonsKey(userId), (current: GrowingSeason[] | undefined) =>
        current?.filter((season) => season.id !== id),
      );
    },
  });
}
