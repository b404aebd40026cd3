import { accountMessages as m } from '@mesonet/shared/account/account.messages';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import '@/components/ui/button.css';

/** Spec §6: a member marked for removal sees no main panel, only the way on to a company account of their own. */
export function RemovedFromCompanyNotice() {
  return (
    <Alert tone="info">
      <p>{m.removedFromCompany}</p>
      <p>
        <Link className="button button--primary" to={paths.createNewCompanyAccount.getHref()}>
          Create New Company Account
        </Link>
      </p>
    </Alert>
  );
}

/** A screen the member's permissions do not open (the server refuses its calls too). */
export function NotPermittedNotice() {
  return (
    <Alert tone="info">
      <p>{m.notPermitted}</p>
      <p>Your company&apos;s account owner can give you access. The account menu shows the pages open to you.</p>
    </Alert>
  );
}

/** The /my/account index: a greeting; the menu beside it is the way on. */
export function AccountWelcome({ firstName, companyName }: { firstName: string; companyName: string }) {
  return (
    <div className="account-welcome">
      <p>
        Welcome, {firstName}. This is where you look after your {env.productName} account for{' '}
        <strong>{companyName}</strong>.
      </p>
      <p>Choose a page from the account menu.</p>
    </div>
  );
}
