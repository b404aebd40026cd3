import { useLocation, useNavigate, useParams } from 'react-router';
import { LinkList } from '@/components/ui/link-list';
import { paths } from '@/config/paths';
import { useSetSessionUser } from '@/features/auth/hooks/use-set-session-user';
import { EditUserScreen } from '@/features/company-users/components/edit-user-screen';
import { InviteUserScreen } from '@/features/company-users/components/invite-user-screen';
import { UserManagementScreen } from '@/features/company-users/components/user-management-screen';
import { useCompanyUsersBusy } from '@/features/company-users/hooks/use-company-users-busy';
import { AccountLayout } from '../layout/account-layout';

/** Set by the invite screen: the list shows the banner naming the user just invited (spec §2). */
interface UserManagementLocationState {
  invitedMessage?: string;
}

const backToUserManagement = [
  { label: '« Back to User Management', to: paths.accountScreen.getHref('user_management') },
];

/** /my/account/user_management (spec §2 "Account area"). */
export function UserManagementRoute() {
  const busy = useCompanyUsersBusy();
  const location = useLocation();
  const notice = (location.state as UserManagementLocationState | null)?.invitedMessage ?? null;
  return (
    <AccountLayout screen="user_management" title="User Management" busy={busy}>
      {(user) => <UserManagementScreen user={user} notice={notice} />}
    </AccountLayout>
  );
}

/** /my/account/user_management/invite. */
export function InviteUserRoute() {
  const busy = useCompanyUsersBusy();
  const navigate = useNavigate();
  const setSessionUser = useSetSessionUser();
  return (
    <AccountLayout screen="user_management/invite" title="Invite New User" busy={busy}>
      {(user) => (
        <>
          <InviteUserScreen
            user={user}
            onUserChanged={setSessionUser}
            onInvited={(invitedMessage) =>
              void navigate(paths.accountScreen.getHref('user_management'), {
                state: { invitedMessage } satisfies UserManagementLocationState,
              })
            }
          />
          <LinkList links={backToUserManagement} />
        </>
      )}
    </AccountLayout>
  );
}

/** /my/account/user_management/edit/{emailAddress} (URL-encoded; react-router hands it over decoded). */
export function EditUserRoute() {
  const { emailAddress = '' } = useParams();
  const busy = useCompanyUsersBusy();
  const setSessionUser = useSetSessionUser();
  return (
    <AccountLayout screen="user_management/edit/:emailAddress" title="Edit User" busy={busy}>
      {(user) => (
        <>
          <EditUserScreen key={emailAddress} user={user} emailAddress={emailAddress} onUserChanged={setSessionUser} />
          <LinkList links={backToUserManagement} />
        </>
      )}
    </AccountLayout>
  );
}
