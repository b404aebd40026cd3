import { newPasswordFormSchema } from '@mesonet/shared/auth/auth.schema';
import { Form } from '@/components/form/form';
import { useSchemaForm } from '@/lib/schema-form';
import { SubmitButton } from '@/components/ui/button';
import { NewPasswordField, PasswordField } from '@/components/form/person-fields';
import { ApiError } from '@/lib/api-client';
import { showApiErrorOnForm } from '@/lib/form-errors';
import { useSetNewPassword } from '../api/set-new-password';

interface NewPasswordFormProps {
  resetPasswordToken: string;
  onPasswordSet: () => void;
  onRejected: () => void;
}

const passwordFields = ['password', 'password_confirmation'] as const;
type PasswordField = (typeof passwordFields)[number];

function isPasswordField(name: string): name is PasswordField {
  return (passwordFields as readonly string[]).includes(name);
}

export function NewPasswordForm({ resetPasswordToken, onPasswordSet, onRejected }: NewPasswordFormProps) {
  const setNewPassword = useSetNewPassword();
  const form = useSchemaForm(newPasswordFormSchema, {
    defaultValues: { password: '', password_confirmation: '' },
  });
  const { setError } = form;

  function showFailure(error: Error) {
    const fieldErrors = error instanceof ApiError ? (error.body?.errors ?? []) : [];
    // Complaints about the password itself can be fixed on this form; anything else (the token) cannot.
    if (fieldErrors.length > 0 && fieldErrors.every((entry) => isPasswordField(entry.field_name))) {
      showApiErrorOnForm(setError, error, { fields: passwordFields });
      return;
    }
    onRejected();
  }

  return (
    <Form
      form={form}
      className="form"
      onSubmit={(values) =>
        setNewPassword.mutate(
          { ...values, reset_password_token: resetPasswordToken },
          { onSuccess: onPasswordSet, onError: showFailure },
        )
      }
    >
      <NewPasswordField id="new-password" />
      <PasswordField
        id="new-password-confirmation"
        label="Re-enter Password"
        autoComplete="new-password"
        name="password_confirmation"
      />
      <SubmitButton className="button--block" busy={setNewPassword.isPending} busyLabel="Saving…">
        Submit
      </SubmitButton>
    </Form>
  );
}
