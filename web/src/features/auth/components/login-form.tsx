import { signInRequestSchema } from '@mesonet/shared/auth/auth.schema';
import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import { useSchemaForm } from '@/lib/schema-form';
import { SubmitButton } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { apiErrorMessages } from '@/lib/api-client';
import { useSignIn } from '../api/sign-in';
import { SignInError } from './sign-in-error';

interface LoginFormProps {
  defaultEmail: string;
  onSignedIn: (user: AuthUser) => void;
}

export function LoginForm({ defaultEmail, onSignedIn }: LoginFormProps) {
  const signIn = useSignIn({ onSuccess: onSignedIn });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm(signInRequestSchema, {
    defaultValues: { email: defaultEmail, password: '' },
  });

  return (
    <form className="form" noValidate onSubmit={handleSubmit((values) => signIn.mutate(values))}>
      {signIn.isError ? <SignInError messages={apiErrorMessages(signIn.error)} /> : null}
      <TextField
        id="login-email"
        label="Email"
        required
        type="email"
        autoComplete="username"
        spellCheck={false}
        registration={register('email')}
        error={errors.email?.message}
      />
      <TextField
        id="login-password"
        label="Password"
        required
        type="password"
        autoComplete="current-password"
        registration={register('password')}
        error={errors.password?.message}
      />
      <SubmitButton className="button--block" busy={signIn.isPending} busyLabel="Logging in…">
        Login
      </SubmitButton>
    </form>
  );
}
