import {
  canSubmitInvite,
  inviteUserFormSchema,
  userManagementView,
  type InviteUserForm as InviteUserFormValues,
} from '@mesonet/shared/account/company-users';
import { invitationValidMs } from '@mesonet/shared/account/invitations';
import { Form } from '@/components/form/form';
import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useSchemaForm } from '@/lib/schema-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { SubmitButton } from '@/components/ui/button';
import { FormField } from '@/components/form/form-field';
import { apiErrorMessages } from '@/lib/api-client';
import { useCompanyUsersQuery } from '../api/get-company-users';
import { useCompanyUsersUpdate } from '../api/update-company-settings';
import { PermissionCheckboxes } from './permission-checkboxes';
import { showApiErrorOnForm } from '@/lib/form-errors';
import { CompanyUsersUnavailable } from './company-users-unavailable';
import './company-users.css';

interface InviteUserScreenProps {
  user: AuthUser;
  onUserChanged: (user: AuthUser) => void;
  /** The invitation went out: `message` names the person invited. */
  onInvited: (message: string) => void;
}

/** /my/account/user_management/invite (spec §2, §5 "Invite user"): only while the company is below its user limit. */
export function InviteUserScreen({ user, onUserChanged, onInvited }: InviteUserScreenProps) {
  const gate = userManagementView(user, []);
  const companyUsers = useCompanyUsersQuery(user.id, gate.state === 'list');

  if (gate.state !== 'list') return <CompanyUsersUnavailable state={gate} />;
  if (companyUsers.isError) return <Alert tone="error">{apiErrorMessages(companyUsers.error).join(' ')}</Alert>;
  if (!companyUsers.data) return null;

  const view = userManagementView(user, companyUsers.data.company_users);
  if (view.state !== 'list') return <CompanyUsersUnavailable state={view} />;
  if (view.invite.message !== null) return <p className="people__limit">{view.invite.message}</p>;
  return <InviteUserForm onUserChanged={onUserChanged} onInvited={onInvited} />;
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
  const [email = '', emailConfirmation = ''] = useWatch({ control, name: ['email', 'email_confirmation'] });

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
      {formErrors.length > 0 ? <Alert tone="error">{formErrors.join(' ')}</Alert> : null}
      <FormField
        id="invite-email"
        label="Email"
        required
        type="email"
        autoComplete="off"
        spellCheck={false}
        name="email"
      />
      <FormField
        id="invite-email-confirmation"
        label="Retype Email"
        required
        type="email"
        autoComplete="off"
        spellCheck={false}
        name="email_confirmation"
      />
      <PermissionCheckboxes idPrefix="invite" register={register} />
      <SubmitButton
        busy={invite.isPending}
        busyLabel="Sending invitation…"
        disabled={!canSubmitInvite({ email, email_confirmation: emailConfirmation })}
      >
        Send Invitation
      </SubmitButton>
    </Form>
  );
}
