import type { CompanyDetailsFields } from '@mesonet/shared/account/company-details';
import type { UserSurveyFields } from '@mesonet/shared/account/user-survey';
import type { AccountsDeps } from './accounts.context';
import { companyDetails, resetCompanySettings, saveCompanyDetails } from './company-details';
import { saveUserSurvey, userSurvey } from './user-survey';

/**
 * Company details and the user survey (spec §2 "Account area", §5): owner or account_billing. Each
 * operation lives in the file named for it.
 */
export function createCompanySettingsService(deps: AccountsDeps) {
  return {
    companyDetails: (userId: number) => companyDetails(deps, userId),
    saveCompanyDetails: (userId: number, fields: CompanyDetailsFields) => saveCompanyDetails(deps, userId, fields),
    userSurvey: (userId: number) => userSurvey(deps, userId),
    saveUserSurvey: (userId: number, fields: UserSurveyFields) => saveUserSurvey(deps, userId, fields),
    resetCompanySettings: (userId: number) => resetCompanySettings(deps, userId),
  };
}
export type CompanySettingsService = ReturnType<typeof createCompanySettingsService>;
