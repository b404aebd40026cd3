import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { AuthRepository } from '../auth/auth.repository';
import type { BillingRepository } from '../billing/billing.repository';
import type { CompaniesRepository } from '../companies/companies.repository';
import type { MailService } from '../mail/mail.service';
import type { AccountsRepository } from './accounts.repository';

/** The repositories the account services work with, inside a transaction or outside one. */
export interface Repositories {
  accounts: AccountsRepository;
  auth: AuthRepository;
  companies: CompaniesRepository;
}

/** What the account services are given (STYLE.md: services take their repositories and a clock). */
export interface AccountsDeps {
  repos: Repositories & { billing: BillingRepository };
  transactions: UnitOfWork<Repositories>;
  clock: () => Date;
  /** Keys the invitation-token hashes, as for password-reset tokens. */
  secretKey: string;
  /** Absolute links in mails (APP_URL). */
  appUrl: string;
  mail: MailService;
  users: {
    loadUser(userId: number): Promise<AuthUser>;
    signOutEverywhere(userId: number): Promise<void>;
    /** Whether this is the user's password; wrong ones count towards the sign-in lockout (429 once locked). */
    confirmPassword(userId: number, password: string): Promise<boolean>;
  };
  /** Someone joined or left a company (or its plan now applies to them): drop cached views of plans. */
  onMembershipChanged(): void;
}
