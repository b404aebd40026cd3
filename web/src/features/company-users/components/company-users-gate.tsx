import { accountMessages as m } from '@mesonet/shared/account/account.messages';
import { userManagementView, type UserManagementView } from '@mesonet/shared/account/company-users';
import type { CompanyUser } from '@mesonet/shared/contracts/account.schema';
import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { apiErrorMessages } from '@/lib/api-client';
import { useCompanyUsersQuery } from '../api/get-company-users';
import './company-users.css';

/** Without a plan, only the spec's sentence; without the permission, why not. */
export function CompanyUsersUnavailable({
  state,
}: {
  state: { state: 'forbidden' } | { state: 'no_plan'; message: string };
}) {
  return <p className="people__unavailable">{state.state === 'no_plan' ? state.message : m.notPermitted}</p>;
}

/**
 * The company's people, once the user-management rule allows the viewer to see them: the rule without the
 * list already says whether there is a list to ask for (no plan, no permission); a failed call says why,
 * and nothing shows while it loads.
 */
export function CompanyUsersLoaded({
  user,
  children,
}: {
  user: AuthUser;
  children: (companyUsers: readonly CompanyUser[]) => ReactNode;
}) {
  const gate = userManagementView(user, []);
  const companyUsers = useCompanyUsersQuery(user.id, gate.state === 'list');

  if (gate.state !== 'list') return <CompanyUsersUnavailable state={gate} />;
  if (companyUsers.isError) return <Alert tone="error">{apiErrorMessages(companyUsers.error).join(' ')}</Alert>;
  if (!companyUsers.data) return null;
  return children(companyUsers.data.company_users);
}

/** The user-management view when the viewer may see the list. */
export type UserManagementListView = Extract<UserManagementView, { state: 'list' }>;

/** Spec §2 "User management" by the shared rule: `children` get the list view; a refusal shows instead. */
export function UserManagementLoaded({
  user,
  children,
}: {
  user: AuthUser;
  children: (view: UserManagementListView) => ReactNode;
}) {
  return (
    <CompanyUsersLoaded user={user}>
      {(companyUsers) => {
        const view = userManagementView(user, companyUsers);
        return view.state === 'list' ? children(view) : <CompanyUsersUnavailable state={view} />;
      }}
    </CompanyUsersLoaded>
  );
}
