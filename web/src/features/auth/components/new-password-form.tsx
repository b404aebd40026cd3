import { newPasswordFormSchema } from '@mesonet/shared/auth/auth.schema';
import { useSchemaForm } from '@/lib/schema-form';
import { SubmitButton } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
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
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useSchemaForm(newPasswordFormSchema, {
    defaultValues: { password: '', password_confirmation: '' },
  });

  function showFailure(error: Error) {
    const fieldErrors = error instanceof ApiError ? (error.body?.errors ?? []) : [];
    // Complaints about the password itself can be fixed on this form; anything else (the token) cannot.
    if (fieldErrors.length > 0 && fieldErrors.every((entry) => isPasswordField(entry.field_name))) {
      for (const entry of fieldErrors) {
        if (isPasswordField(entry.field_name))
          setError(entry.field_name, { type: 'server', message: entry.messages.join(' ') });
      }
      return;
    }
    onRejected();
  }

  return (
    <form
      className="form"
      noValidate
      onSubmit={handleSubmit((values) =>
        setNewPassword.mutate(
          { ...values, reset_password_token: resetPasswordToken },
          { onSuccess: onPasswordSet, onError: showFailure },
        ),
      )}
    >
      <TextField
        id="new-password"
        label="Password"
        required
        hint="At least 8 characters."
        type="password"
        autoComplete="new-password"
        registration={register('password')}
        error={errors.password?.message}
      />
      <TextField
        id="new-password-confirmation"
        label="Re-enter Password"
        required
        type="password"
        autoComplete="new-password"
        registration={register('password_confirmation')}
        error={errors.password_confirmation?.message}
      />
      <SubmitButton className="button--block" busy={setNewPassword.isPending} busyLabel="Saving…">
        Submit
      </SubmitButton>
    </form>
  );
}
