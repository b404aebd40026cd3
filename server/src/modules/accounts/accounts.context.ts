import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import type { Database } from '../../db/database';
import { authRepository } from '../auth/auth.repository';
import { companiesRepository } from '../companies/companies.repository';
import type { MailService } from '../mail/mail.service';
import { accountsRepository } from './accounts.repository';

/** What the account services are given (STYLE.md: services take their repositories and a clock). */
export interface AccountsDeps {
  db: Database;
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

export function repositories(db: Database) {
  return { accounts: accountsRepository(db), auth: authRepository(db), companies: companiesRepository(db) };
}
export type Repositories = ReturnType<typeof repositories>;

/** Runs `work` in one transaction with repositories bound to it. */
export function inTransaction<T>(db: Database, work: (repos: Repositories) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(repositories(tx as unknown as Database)));
}
