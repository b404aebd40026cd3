import { accountMessages as m } from '@mesonet/shared/account/account.messages';
import type { CompanyDetailsFields } from '@mesonet/shared/account/company-details';
import { serverErrorMessages } from '@mesonet/shared/auth/auth.messages';
import type { SavedCompanyDetails } from '@mesonet/shared/contracts/account.schema';
import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import { uniqueViolationConstraint } from '../../db/database-errors';
import { ApiError } from '../../http/api-error';
import type { CompanyRow } from '../companies/companies.tables';
import type { AccountsDeps } from './accounts.context';
import { requireAccountAndBilling } from './accounts.policy';
import { presentCompanyDetails } from './accounts.presenter';
import { lockedActor, memberWithBilling } from './accounts-steps';

export async function companyDetails(
  deps: AccountsDeps,
  userId: number,
): Promise<{ company_details: SavedCompanyDetails }> {
  const { company } = await memberWithBilling(deps, userId);
  return { company_details: presentCompanyDetails(company) };
}

/** Saving sets has_company_details; a name another company uses is 'has already been taken'. */
export async function saveCompanyDetails(
  deps: AccountsDeps,
  userId: number,
  fields: CompanyDetailsFields,
): Promise<{ data: AuthUser; message: string; company_details: SavedCompanyDetails }> {
  try {
    const company = await deps.transactions.run(async ({ accounts }) => {
      const found = await lockedActor(accounts, userId);
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
        updatedAt: deps.clock(),
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
}

/** has_company_details means the fields spec §5 requires are stored. */
function hasStoredCompanyDetails(company: CompanyRow): boolean {
  return [company.name, company.address1, company.locality, company.postalcode, company.stateProvince].every(
    (field) => typeof field === 'string' && field.trim() !== '',
  );
}

/**
 * company_settings_reset (/reset_company_settings): deletes nothing, and works the setup flags out again
 * from what is stored, so a company whose checklist disagrees with its data is put right.
 */
export async function resetCompanySettings(
  deps: AccountsDeps,
  userId: number,
): Promise<{ data: AuthUser; message: string }> {
  const { company } = await memberWithBilling(deps, userId);
  const { accounts } = deps.repos;
  await accounts.updateCompany(company.id, {
    hasCompanyDetails: hasStoredCompanyDetails(company),
    hasBillingPlan: company.planKey !== null,
    hasPaymentMethod: (await deps.repos.billing.activePaymentMethod(company.id)) !== undefined,
    hasUserSurveyResponse: (await accounts.findSurvey(company.id)) !== undefined,
    hasBillingDiscountCodeUse: company.billingDiscountCodeStatus !== null,
    updatedAt: deps.clock(),
  });
  return { data: await deps.users.loadUser(userId), message: m.companySettingsReset };
}
