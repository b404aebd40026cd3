import { useParams } from 'react-router';
import { AccountLayout } from '../layout/account-layout';

/** /my/account/user_management (spec §2 "Account area"). Stub until the people screens land. */
export function UserManagementRoute() {
  return (
    <AccountLayout screen="user_management" title="User Management">
      {() => null}
    </AccountLayout>
  );
}

/** /my/account/user_management/invite. */
export function InviteUserRoute() {
  return (
    <AccountLayout screen="user_management/invite" title="Invite New User">
      {() => null}
    </AccountLayout>
  );
}

/** /my/account/user_management/edit/{emailAddress} (URL-encoded). */
export function EditUserRoute() {
  const { emailAddress = '' } = useParams();
  return (
    <AccountLayout screen="user_management/edit/:emailAddress" title={`Edit User: ${emailAddress}`}>
      {() => null}
    </AccountLayout>
  );
}
