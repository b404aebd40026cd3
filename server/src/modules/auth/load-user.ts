import { canManageAccountAndBilling } from '@mesonet/shared/account/account-roles';
import { serverErrorMessages } from '@mesonet/shared/auth/auth.messages';
import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import { ApiError } from '../../http/api-error';
import { roleFieldsOf } from '../accounts/accounts.presenter';
import type { AccountsRepository } from '../accounts/accounts.repository';
import type { BillingRepository } from '../billing/billing.repository';
import { presentCompanyLeftBehind, withholdAccountAndBilling } from '../companies/company.presenter';
import { loadCompany } from '../companies/company.service';
import { presentAuthUser } from './auth.presenter';
import type { AuthRepository } from './auth.repository';

export interface LoadUserDeps {
  auth: AuthRepository;
  accounts: AccountsRepository;
  billing: BillingRepository;
  clock: () => Date;
}

/** The signed-in user as every answer carries them; account and billing stay hidden from those without the role. */
export async function loadUser(deps: LoadUserDeps, userId: number): Promise<AuthUser> {
  const found = await deps.auth.findUserWithCompany(userId);
  if (!found) throw ApiError.field(401, 'base', serverErrorMessages.notSignedIn);
  const now = deps.clock();
  const [invitation, company] = await Promise.all([
    deps.auth.findOpenInvitationFor(found.user, now),
    found.user.removalCreatedAt !== null
      ? presentCompanyLeftBehind(found.company)
      : loadCompany(deps, found.company, now).then((company) =>
          canManageAccountAndBilling(roleFieldsOf(found.user)) ? company : withholdAccountAndBilling(company),
        ),
  ]);
  return presentAuthUser(
    found.user,
    company,
    invitation
      ? {
          company_invitation_created_at: invitation.createdAt.toISOString(),
          company_invitation_declined_at: null,
          company_name: invitation.companyName,
          company_slug: invitation.companySlug,
        }
      : null,
  );
}
