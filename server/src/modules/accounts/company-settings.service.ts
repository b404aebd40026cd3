import { accountMessages as m } from '@mesonet/shared/account/account.messages';
import type { CompanyDetailsFields } from '@mesonet/shared/account/company-details';
import type { UserSurveyFields } from '@mesonet/shared/account/user-survey';
import { serverErrorMessages } from '@mesonet/shared/auth/auth.messages';
import type { SavedCompanyDetails } from '@mesonet/shared/contracts/account.schema';
import type { SavedUserSurvey } from '@mesonet/shared/contracts/company.schema';
import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import { uniqueViolationConstraint } from '../../db/database-errors';
import type { CompanyRow } from '../companies/companies.tables';
import { ApiError } from '../../http/api-error';
import type { AccountsDeps } from './accounts.context';
import { requireAccountAndBilling } from './accounts.policy';
import { presentCompanyDetails, presentSurvey } from './accounts.presenter';

/** has_company_details means the fields spec §5 requires are stored. */
function hasStoredCompanyDetails(company: CompanyRow): boolean {
  return [company.name, company.address1, company.locality, company.postalcode, company.stateProvince].every(
    (field) => typeof field === 'string' && field.trim() !== '',
  );
}

/** Company details and the user survey (spec §2 "Account area", §5): owner or account_billing. */
export function createCompanySettingsService(deps: AccountsDeps) {
  const { clock } = deps;

  async function memberWithBilling(userId: number) {
    const found = await deps.repos.auth.findUserWithCompany(userId);
    if (!found) throw ApiError.field(401, 'base', serverErrorMessages.notSignedIn);
    requireAccountAndBilling(found.user);
    return found;
  }

  return {
    async companyDetails(userId: number): Promise<{ company_details: SavedCompanyDetails }> {
      const { company } = await memberWithBilling(userId);
      return { company_details: presentCompanyDetails(company) };
    },

    /** Saving sets has_company_details; a name another company uses is 'has already been taken'. */
    async saveCompanyDetails(
      userId: number,
      fields: CompanyDetailsFields,
    ): Promise<{ data: AuthUser; message: string; company_details: SavedCompanyDetails }> {
      try {
        const company = await deps.transactions.run(async ({ accounts }) => {
          const found = await accounts.lockCompanyOfUser(userId);
          if (!found) throw ApiError.field(401, 'base', serverErrorMessages.notSignedIn);
          requireAccountAndBilling(found.user);
          if (await accounts.isCompanyNameTakenByAnother(fields.name, found.company.id)) {
            throw ApiError.unprocessable('name', serverErrorMessages.taken);
          }
          return accounts.updateCompany(found.company.id, {
            name: fields.name,
            abn: fields.abn,
            address1: fields.address1,
            address2: fields.address2,
            locality: fields.locality,
            postalcode: fields.postalcode,
            stateProvince: fields.state_province,
            country: fields.country,
            hasCompanyDetails: true,
            updatedAt: clock(),
          });
        });
        return {
          data: await deps.users.loadUser(userId),
          message: m.companyDetailsSaved,
          company_details: presentCompanyDetails(company),
        };
      } catch (error) {
        // Two companies renamed to the same name at once: the unique index decides.
        if (uniqueViolationConstraint(error) === 'companies_name_key') {
          throw ApiError.unprocessable('name', serverErrorMessages.taken);
        }
        throw error;
      }
    },

    async userSurvey(userId: number): Promise<{ user_survey_response: SavedUserSurvey | null }> {
      const { company } = await memberWithBilling(userId);
      const found = await deps.repos.accounts.findSurvey(company.id);
      return { user_survey_response: found ? presentSurvey(found.survey, found.siteName) : null };
    },

    /** Saving sets has_user_survey_response; the main station must be one of our stations (by its label). */
    async saveUserSurvey(
      userId: number,
      fields: UserSurveyFields,
    ): Promise<{ data: AuthUser; message: string; user_survey_response: SavedUserSurvey }> {
      const companyId = await deps.transactions.run(async ({ accounts }) => {
        const found = await accounts.lockCompanyOfUser(userId);
        if (!found) throw ApiError.field(401, 'base', serverErrorMessages.notSignedIn);
        requireAccountAndBilling(found.user);
        const site = await accounts.findMesonetSiteByName(fields.main_aws_of_interest);
        if (!site) throw ApiError.unprocessable('main_aws_of_interest', m.mainAwsUnknown);
        const now = clock();
        await accounts.saveSurvey(
          {
            companyId: found.company.id,
            answeredByUserId: userId,
            user1Age: fields.user1_age,
            user1Gender: fields.user1_gender,
            occupationIndustry: fields.occupation_industry,
            mainAwsOfInterest: site.slug,
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
        user_survey_response: presentSurvey(saved.survey, saved.siteName),
      };
    },

    /**
     * company_settings_reset (/reset_company_settings): deletes nothing, and works the setup flags out again
     * from what is stored, so a company whose checklist disagrees with its data is put right.
     */
    async resetCompanySettings(userId: number): Promise<{ data: AuthUser; message: string }> {
      const { company } = await memberWithBilling(userId);
      const { accounts } = deps.repos;
      await accounts.updateCompany(company.id, {
        hasCompanyDetails: hasStoredCompanyDetails(company),
        hasBillingPlan: company.planKey !== null,
        hasPaymentMethod: (await deps.repos.billing.activePaymentMethod(company.id)) !== undefined,
        hasUserSurveyResponse: (await accounts.findSurvey(company.id)) !== undefined,
        hasBillingDiscountCodeUse: company.billingDiscountCodeStatus !== null,
        updatedAt: clock(),
      });
      return { data: await deps.users.loadUser(userId), message: m.companySettingsReset };
    },
  };
}
export type CompanySettingsService = ReturnType<typeof createCompanySettingsService>;
