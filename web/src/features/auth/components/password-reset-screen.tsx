import { passwordResetRequestSchema } from '@mesonet/shared/auth/auth.schema';
import { Form } from '@/components/form/form';
import { useSchemaForm } from '@/lib/schema-form';
import { Alert } from '@/components/ui/alert';
import { SubmitButton } from '@/components/ui/button';
import { LinkList } from '@/components/ui/link-list';
import { EmailField } from '@/components/form/person-fields';
import { paths } from '@/config/paths';
import { apiErrorMessages } from '@/lib/api-client';
import { useRequestPasswordReset } from '../api/request-password-reset';

interface PasswordResetScreenProps {
  defaultEmail: string;
  /** Absolute URL of the new-password screen, put into the mail by the server. */
  newPasswordUrl: string;
}

/** Spec §4: a form, then "submitted". Remounting (a new visit) starts again at the form. */
export function PasswordResetScreen({ defaultEmail, newPasswordUrl }: PasswordResetScreenProps) {
  const reset = useRequestPasswordReset();
  const form = useSchemaForm(passwordResetRequestSchema, {
    defaultValues: { email: defaultEmail },
  });

  if (reset.isSuccess) return <PasswordResetReceived />;

  return (
    <>
      <p className="form-card__intro">
        Enter the email address you log in with and we will email you a link to set a new password.
      </p>
      <Form
        form={form}
        className="form"
        onSubmit={(values) => reset.mutate({ email: values.email, redirect_url: newPasswordUrl })}
      >
        {reset.isError ? (
          <Alert tone="error">
            {apiErrorMessages(reset.error).map((message) => (
              <p key={message}>{message}</p>
            ))}
          </Alert>
        ) : null}
        <EmailField id="password-reset-email" required />
        <SubmitButton className="button--block" busy={reset.isPending} busyLabel="Sending…">
          Reset
        </SubmitButton>
      </Form>
      <LinkList
        label="Other options"
        links={[
          { label: 'Login', to: paths.login.getHref() },
          { label: 'Home', to: paths.map.getHref() },
        ]}
      />
    </>
  );
}

function PasswordResetReceived() {
  return (
    <>
      <Alert tone="success" title="Your password reset request has been received.">
        <p>
          If an account uses that email address, we have sent it a link to set a new password. Please check your inbox,
          and your spam or junk folder if the email has not arrived within a few minutes.
        </p>
      </Alert>
      <LinkList
        label="What next"
        links={[
          { label: 'Reset again', to: paths.passwordReset.getHref() },
          { label: 'Login', to: paths.login.getHref() },
          { label: 'Home', to: paths.map.getHref() },
        ]}
      />
    </>
  );
}
