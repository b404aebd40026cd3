import type { UserSurveyFields } from '@mesonet/shared/account/user-survey';
import { companySettingsResponseSchemas, userSurveyResponseSchema } from '@mesonet/shared/contracts/account.schema';
import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import type { SavedUserSurvey } from '@mesonet/shared/contracts/company.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const userSurveyKey = (userId: number | null) => ['account', 'user-survey', userId] as const;

/** GET /api/members/user_survey (owner or account_billing): the saved answers, or null before the first. */
export function getUserSurvey(signal?: AbortSignal): Promise<SavedUserSurvey | null> {
  return api
    .get('/members/user_survey', userSurveyResponseSchema, { signal })
    .then((body) => body.user_survey_response);
}

/** Loaded afresh each time the screen opens and left alone while the form is filled in. */
export function useUserSurveyQuery(userId: number | null) {
  return useQuery({
    queryKey: userSurveyKey(userId),
    queryFn: ({ signal }) => getUserSurvey(signal),
    enabled: userId !== null,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

export type SaveUserSurveyResult = { user: AuthUser; message: string; saved: SavedUserSurvey };

/** PUT /api/members/company_settings with update_type user_survey; saving sets has_user_survey_response. */
export async function saveUserSurvey(fields: UserSurveyFields): Promise<SaveUserSurveyResult> {
  const body = await api.put(
    '/members/company_settings',
    { update_type: 'user_survey', user_survey_response: fields },
    companySettingsResponseSchemas.user_survey,
  );
  return { user: body.data, message: body.message, saved: body.user_survey_response };
}

export function useSaveUserSurvey({ onUserChanged }: { onUserChanged: (user: AuthUser) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUserSurvey,
    onSuccess: (result) => {
      queryClient.setQueryData(userSurveyKey(result.user.id), result.saved);
      onUserChanged(result.user);
    },
  });
}
