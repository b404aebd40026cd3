import { bothEmailsTyped } from '@mesonet/shared/account/retyped-email';
import {
  inviteUserFormSchema,
  type InviteUserForm as InviteUserFormValues,
} from '@mesonet/shared/account/company-users';
import { invitationValidMs } from '@mesonet/shared/account/invitations';
import { Form, FormErrors } from '@/components/form/form';
import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import { useState } from 'react';
import { useSchemaForm } from '@/lib/schema-form';
import type { z } from 'zod';
import { SubmitButton } from '@/components/ui/button';
import { EmailTypedTwiceFields, useEmailTypedTwice } from '@/components/form/person-fields';
import { useCompanyUsersUpdate } from '../api/update-company-settings';
import { PermissionCheckboxes } from './permission-checkboxes';
import { showApiErrorOnForm } from '@/lib/form-errors';
import { UserManagementLoaded } from './company-users-gate';
import './company-users.css';

interface InviteUserScreenProps {
  user: AuthUser;
  onUserChanged: (user: AuthUser) => void;
  /** The invitation went out: `message` names the person invited. */
  onInvited: (message: string) => void;
}

/** /my/account/user_management/invite (spec §2, §5 "Invite user"): only while the company is below its user limit. */
export function InviteUserScreen({ user, onUserChanged, onInvited }: InviteUserScreenProps) {
  return (
    <UserManagementLoaded user={user}>
      {(view) =>
        view.invite.message === null ? (
          <InviteUserForm onUserChanged={onUserChanged} onInvited={onInvited} />
        ) : (
          <p className="people__limit">{view.invite.message}</p>
        )
      }
    </UserManagementLoaded>
  );
}

const invitationValidDays = invitationValidMs / 86_400_000;
const inviteFieldNames = ['email', 'email_confirmation'] as const;

function InviteUserForm({ onUserChanged, onInvited }: Omit<InviteUserScreenProps, 'user'>) {
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const invite = useCompanyUsersUpdate('invite_user_to_company', {
    onSaved: (answer) => onInvited(answer.message),
    onUserChanged,
  });
  const form = useSchemaForm<InviteUserFormValues, z.output<typeof inviteUserFormSchema>>(inviteUserFormSchema, {
    // Spec §6: new invitees get all three permissions unless the inviter unticks them.
    defaultValues: {
      email: '',
      email_confirmation: '',
      permission_home_location_growing_seasons: true,
      permission_account_billing: true,
      permission_user_management: true,
    },
  });
  const { register, setError, control } = form;
  const typed = useEmailTypedTwice(control);

  function submit({ email_confirmation: _retyped, ...payload }: z.output<typeof inviteUserFormSchema>) {
    setFormErrors([]);
    invite.mutate(payload, {
      onError: (error) => setFormErrors(showApiErrorOnForm(setError, error, { fields: inviteFieldNames })),
    });
  }

  return (
    <Form form={form} className="form people-form" onSubmit={submit}>
      <p className="people-form__intro">
        We email them a link to join your company. The invitation is valid for {invitationValidDays} days.
      </p>
      <FormErrors messages={formErrors} />
      <EmailTypedTwiceFields idPrefix="invite" />
      <PermissionCheckboxes idPrefix="invite" register={register} />
      <SubmitButton busy={invite.isPending} busyLabel="Sending invitation…" disabled={!bothEmailsTyped(typed)}>
        Send Invitation
      </SubmitButton>
    </Form>
  );
}
