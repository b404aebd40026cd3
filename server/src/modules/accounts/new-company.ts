import { accountMessages as m } from '@mesonet/shared/account/account.messages';
import { invitationAnswerTexts } from '@mesonet/shared/account/invitations';
import { serverErrorMessages } from '@mesonet/shared/auth/auth.messages';
import type { CreateNewCompanyResponse } from '@mesonet/shared/contracts/account.schema';
import { uniqueViolationConstraint } from '../../db/database-errors';
import { ApiError } from '../../http/api-error';
import { ownerColumns } from '../auth/company-owner';
import { insertCompany } from '../companies/insert-company';
import type { AccountsDeps, Repositories } from './accounts.context';
import { lockedActor, noOwnershipInvitation, recordMembershipEvent } from './accounts-steps';

async function insertOwnCompany(
  deps: AccountsDeps,
  { accounts, companies }: Repositories,
  userId: number,
  companyName: string,
) {
  const { user, company: previous } = await lockedActor(accounts, userId);
  if (user.removalCreatedAt === null) throw ApiError.field(403, 'base', m.newCompanyNotNeeded);
  if (await companies.isNameTaken(companyName)) {
    throw ApiError.unprocessable('company_name', serverErrorMessages.taken);
  }
  const now = deps.clock();
  const company = await insertCompany(companies, { name: companyName, email: user.email, phone: user.phone }, now);
  await accounts.updateUser(user.id, {
    companyId: company.id,
    ...ownerColumns,
    removalCreatedAt: null,
    companyInvitationCreatedAt: null,
    companyInvitationAcceptedAt: null,
    companyInvitationDeclinedAt: null,
    ...noOwnershipInvitation,
    updatedAt: now,
  });
  await recordMembershipEvent(accounts, { company, actor: user, subject: user, now }, 'company_created', {
    previous_company_id: previous.id,
  });
}

/** A removed member's own new company, owned by them; their removal is cleared (spec §4). */
export async function createNewCompany(
  deps: AccountsDeps,
  userId: number,
  companyName: string,
): Promise<CreateNewCompanyResponse> {
  try {
    await deps.transactions.run((repos) => insertOwnCompany(deps, repos, userId, companyName));
  } catch (error) {
    if (uniqueViolationConstraint(error) === 'companies_name_key') {
      throw ApiError.unprocessable('company_name', serverErrorMessages.taken);
    }
    throw error;
  }
  deps.onMembershipChanged();
  return {
    data: await deps.users.loadUser(userId),
    company_name: companyName,
    message: invitationAnswerTexts.newCompanyCreated(companyName),
  };
}
