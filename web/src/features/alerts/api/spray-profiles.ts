import {
  sprayProfileSchema,
  sprayProfilesResponseSchema,
  type SprayProfileResponse,
} from '@mesonet/shared/contracts/alerts.schema';
import type { SprayProfileInput } from '@mesonet/shared/spray/spray-limits';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/** Keyed by the viewer: one person's profiles must never be shown to the next person signed in. */
const sprayProfilesKey = (userId: number) => ['spray-profiles', userId] as const;

const profilePath = (id: number) => `/members/spray_profiles/${id}`;

/** GET /api/members/spray_profiles. */
export function getSprayProfiles(signal?: AbortSignal): Promise<SprayProfileResponse[]> {
  return api
    .get('/members/spray_profiles', sprayProfilesResponseSchema, { signal })
    .then((body) => body.spray_profiles);
}

export function useSprayProfilesQuery(userId: number, enabled = true) {
  return useQuery(
    queryOptions({ queryKey: sprayProfilesKey(userId), queryFn: ({ signal }) => getSprayProfiles(signal), enabled }),
  );
}

export interface SaveSprayProfile {
  /** The profile being changed; null for a new one. */
  id: number | null;
  profile: SprayProfileInput;
}

/** POST /api/members/spray_profiles (new) or PUT /api/members/spray_profiles/{id}. */
export function saveSprayProfile({ id, profile }: SaveSprayProfile): Promise<SprayProfileResponse> {
  return id === null
    ? api.post('/members/spray_profiles', profile, sprayProfileSchema)
    : api.put(profilePath(id), profile, sprayProfileSchema);
}

export function useSaveSprayProfile(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSprayProfile,
    // Rules name their profile: the rule list reads the new name from the profiles.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sprayProfilesKey(userId) }),
  });
}

/** DELETE /api/members/spray_profiles/{id}: 204, or 422 `base` while a rule still uses it. */
export function deleteSprayProfile(id: number): Promise<unknown> {
  return api.delete(profilePath(id), z.unknown());
}

export function useDeleteSprayProfile(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSprayProfile,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData(sprayProfilesKey(userId), (current: SprayProfileResponse[] | undefined) =>
        current?.filter((profile) => profile.id !== id),
      );
    },
  });
}
