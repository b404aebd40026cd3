import { accountMessages as m } from '@mesonet/shared/account/account.messages';
import type { UserSurveyFields } from '@mesonet/shared/account/user-survey';
import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import type { SavedUserSurvey } from '@mesonet/shared/contracts/company.schema';
import { ApiError } from '../../http/api-error';
import type { AccountsDeps } from './accounts.context';
import { requireAccountAndBilling } from './accounts.policy';
import { presentSurvey } from './accounts.presenter';
import { lockedActor, memberWithBilling } from './accounts-steps';

export async function userSurvey(
  deps: AccountsDeps,
  userId: number,
): Promise<{ user_survey_response: SavedUserSurvey | null }> {
  const { company } = await memberWithBilling(deps, userId);
  const found = await deps.repos.accounts.findSurvey(company.id);
  return { user_survey_response: found ? presentSurvey(found.survey, found.stationName) : null };
}

/** Saving sets has_user_survey_response; the main station must be one of our stations (by its label). */
export async function saveUserSurvey(
  deps: AccountsDeps,
  userId: number,
  fields: UserSurveyFields,
): Promise<{ data: AuthUser; message: string; user_survey_response: SavedUserSurvey }> {
  const companyId = await deps.transactions.run(async ({ accounts }) => {
    const found = await lockedActor(accounts, userId);
    requireAccountAndBilling(found.user);
    const station = await accounts.findMesonetStationByName(fields.main_aws_of_interest);
    if (!station) throw ApiError.unprocessable('main_aws_of_interest', m.mainAwsUnknown);
    const now = deps.clock();
    await accounts.saveSurvey(
      {
        companyId: found.company.id,
        answeredByUserId: userId,
        user1Age: fields.user1_age,
        user1Gender: fields.user1_gender,
        occupationIndustry: fields.occupation_industry,
        mainAwsOfInterest: station.slug,
        mainUseOfMesonet: fields.main_use_of_mesonet,
        farmSize: fields.farm_size,
        mainCropType: fields.main_crop_type,
        mainTwoHerbicidesUsedInSummer: fields.main_two_herbicides_used_in_summer,
        usualSupplierOfSummerHerbicide: fields.usual_supplier_of_summer_herbicide,
        whereHeardAboutUs: fields.where_heard_about_us,
        socialMediaUse: fields.social_media_use,
      },
      now,
    );
    await accounts.updateCompany(found.company.id, { hasUserSurveyResponse: true, updatedAt: now });
    return found.company.id;
  });
  const saved = await deps.repos.accounts.findSurvey(companyId);
  if (!saved) throw new Error('survey vanished after saving');
  return {
    data: await deps.users.loadUser(userId),
    message: m.userSurveySaved,
    user_survey_response: presentSurvey(saved.survey, saved.stationName),
  };
}
