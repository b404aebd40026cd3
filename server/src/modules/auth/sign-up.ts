import { serverErrorMessages } from '@mesonet/shared/auth/auth.messages';
import { companyNameForSignUp, type SignUpFields } from '@mesonet/shared/auth/auth.schema';
import { normaliseEmailAddress } from '@mesonet/shared/auth/email-address';
import { compactPhoneNumber } from '@mesonet/shared/auth/phone-number';
import type { ApiFieldError } from '@mesonet/shared/contracts/api-errors.schema';
import { uniqueViolationConstraint } from '../../db/database-errors';
import type { UnitOfWork } from '../../db/unit-of-work';
import { ApiError } from '../../http/api-error';
import type { CompaniesRepository } from '../companies/companies.repository';
import { insertCompany } from '../companies/insert-company';
import type { ReferralsService } from '../referrals/referrals.service';
import type { AuthRepository } from './auth.repository';
import { insertCompanyOwner } from './company-owner';
import { hashPassword } from './password-hashing';

export interface SignUpDeps {
  transactions: UnitOfWork<{ auth: AuthRepository; companies: CompaniesRepository }>;
  referrals: Pick<ReferralsService, 'acceptAtSignUp'>;
  clock: () => Date;
}

/** Spec §2 "Signup": a new company owned by the new user; the user signs in afterwards. Answers the user's id. */
export async function signUp(deps: SignUpDeps, fields: SignUpFields): Promise<number> {
  const email = normaliseEmailAddress(fields.email);
  const companyName = companyNameForSignUp(fields);
  const passwordHash = await hashPassword(fields.password);
  try {
    const userId = await deps.transactions.run(async ({ auth, companies }) => {
      const errors: ApiFieldError[] = [];
      if (await auth.findUserByEmail(email))
        errors.push({ field_name: 'email', messages: [serverErrorMessages.taken] });
      if (await companies.isNameTaken(companyName)) {
        errors.push({ field_name: 'company_name', messages: [serverErrorMessages.taken] });
      }
      if (errors.length > 0) throw new ApiError(422, { errors });
      const now = deps.clock();
      const phone = fields.phone ? compactPhoneNumber(fields.phone) : null;
      const company = await insertCompany(
        companies,
        { name: companyName, email, phone, signUpReferralCode: fields.referral_code ?? null },
        now,
      );
      const person = { email, passwordHash, firstName: fields.first_name, surname: fields.surname, phone };
      const user = await insertCompanyOwner(auth, { ...person, companyId: company.id }, now);
      return user.id;
    });
    // After the sign-up has committed, so a code that is refused never undoes it.
    if (fields.referral_code) await deps.referrals.acceptAtSignUp(userId, fields.referral_code);
    return userId;
  } catch (error) {
    // Two sign-ups racing for the same email or company name: the database's unique index decides.
    const constraint = uniqueViolationConstraint(error);
    if (constraint === 'users_email_key') throw ApiError.unprocessable('email', serverErrorMessages.taken);
    if (constraint === 'companies_name_key') throw ApiError.unprocessable('company_name', serverErrorMessages.taken);
    throw error;
  }
}
