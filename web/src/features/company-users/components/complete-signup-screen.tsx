import { accountMessages as m } from '@mesonet/shared/account/account.messages';
import { Form, FormErrors } from '@/components/form/form';
import { completeSignupErrors, type CompleteSignupField } from '@mesonet/shared/account/invitation-screens';
import {
  completeSignupFormSchema,
  type CompleteSignupForm as CompleteSignupFormValues,
} from '@mesonet/shared/account/invitations';
import type { z } from 'zod';
import { useState } from 'react';
import { useSchemaForm } from '@/lib/schema-form';
import { Alert } from '@/components/ui/alert';
import { SubmitButton } from '@/components/ui/button';
import { LinkList } from '@/components/ui/link-list';
import { PageLoading } from '@/components/ui/page-loading';
import { EmailField, NameFields, NewPasswordField, PhoneField } from '@/components/form/person-fields';
import { paths } from '@/config/paths';
import { ApiError, apiErrorMessages } from '@/lib/api-client';
import { showApiErrorOnForm, withBaseAbove } from '@/lib/form-errors';
import { useCompleteSignup } from '../api/complete-signup';
import { useSignupInvitationQuery } from '../api/get-signup-invitation';

interface CompleteSignupScreenProps {
  /** From the invitation mail's link (`invitation_token`); null when the address has none. */
  invitationToken: string | null;
  /** From the link (`email`), to prefill the form. */
  email: string;
  /** The account exists; the invitee logs in next with `email`. */
  onSignedUp: (email: string) => void;
}

/**
 * /complete_signup (spec §2 "Complete signup (invitation)"): a link still usable opens the form; an
 * unknown, used, cancelled or expired one is the 'none' state, never an error page.
 */
export function CompleteSignupScreen({ invitationToken, email, onSignedUp }: CompleteSignupScreenProps) {
  const invitation = useSignupInvitationQuery(invitationToken);
  const [gone, setGone] = useState(false);

  if (invitationToken === null || gone || invitation.data?.state === 'none') return <InvitationGone />;
  if (invitation.isError) return <Alert tone="error">{apiErrorMessages(invitation.error).join(' ')}</Alert>;
  if (!invitation.data) return <PageLoading label="Checking your invitation…" />;
  return (
    <>
      <p className="form-card__intro">
        You have been invited to join <strong>{invitation.data.company_name}</strong>. Enter your details and choose a
        password to finish signing up.
      </p>
      <CompleteSignupForm
        invitationToken={invitationToken}
        email={email || invitation.data.email}
        onSignedUp={onSignedUp}
        onInvitationGone={() => setGone(true)}
      />
    </>
  );
}

function InvitationGone() {
  return (
    <>
      <Alert tone="info">
        <p>{m.invitationInvalid}</p>
        <p>Please ask the person who invited you to send a new invitation, or log in if you have already signed up.</p>
      </Alert>
      <LinkList
        label="What next"
        links={[
          { label: 'Login', to: paths.login.getHref() },
          { label: 'Home', to: paths.map.getHref() },
        ]}
      />
    </>
  );
}

const formFieldNames = ['first_name', 'surname', 'email', 'password', 'phone'] as const satisfies CompleteSignupField[];
type CompleteSignupFields = z.output<typeof completeSignupFormSchema>;

function CompleteSignupForm({
  invitationToken,
  email,
  onSignedUp,
  onInvitationGone,
}: {
  invitationToken: string;
  email: string;
  onSignedUp: (email: string) => void;
  onInvitationGone: () => void;
}) {
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const completeSignup = useCompleteSignup({ onSuccess: (user) => onSignedUp(user.email) });
  const form = useSchemaForm<CompleteSignupFormValues, CompleteSignupFields>(completeSignupFormSchema, {
    defaultValues: { first_name: '', surname: '', email, password: '', phone: '' },
  });
  const { setError } = form;

  function showServerErrors(error: Error, fields: CompleteSignupFields) {
    if (
      error instanceof ApiError &&
      error.body &&
      completeSignupErrors(error.body, fields).state === 'invitation_gone'
    ) {
      onInvitationGone();
      return;
    }
    const messages = showApiErrorOnForm(setError, error, {
      fields: formFieldNames,
      read: (body) => {
        const shown = completeSignupErrors(body, fields);
        return withBaseAbove(shown.state === 'invitation_gone' ? {} : shown.texts);
      },
    });
    setFormErrors(messages);
  }

  function submit(fields: CompleteSignupFields) {
    setFormErrors([]);
    completeSignup.mutate(
      { ...fields, phone: fields.phone ?? '', invitation_token: invitationToken },
      { onError: (error) => showServerErrors(error, fields) },
    );
  }

  return (
    <Form form={form} className="form" onSubmit={submit}>
      <FormErrors messages={formErrors} />
      <NewUserFields />
      <SubmitButton className="button--block" busy={completeSignup.isPending} busyLabel="Signing up…">
        Complete Sign Up
      </SubmitButton>
    </Form>
  );
}

/** The invited user's name, login and phone. */
function NewUserFields() {
  return (
    <>
      <NameFields idPrefix="complete-signup" />
      <EmailField id="complete-signup-email" required />
      <NewPasswordField id="complete-signup-password" />
      <PhoneField id="complete-signup-phone" />
    </>
  );
}
