import { signInRequestSchema } from '@mesonet/shared/auth/auth.schema';
import { Form } from '@/components/form/form';
import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import { useSchemaForm } from '@/lib/schema-form';
import { SubmitButton } from '@/components/ui/button';
import { FormField } from '@/components/form/form-field';
import { apiErrorMessages } from '@/lib/api-client';
import { useSignIn } from '../api/sign-in';
import { SignInError } from './sign-in-error';

interface LoginFormProps {
  defaultEmail: string;
  onSignedIn: (user: AuthUser) => void;
}

export function LoginForm({ defaultEmail, onSignedIn }: LoginFormProps) {
  const signIn = useSignIn({ onSuccess: onSignedIn });
  const form = useSchemaForm(signInRequestSchema, {
    defaultValues: { email: defaultEmail, password: '' },
  });

  return (
    <Form form={form} className="form" onSubmit={(values) => signIn.mutate(values)}>
      {signIn.isError ? <SignInError messages={apiErrorMessages(signIn.error)} /> : null}
      <FormField
        id="login-email"
        label="Email"
        required
        type="email"
        autoComplete="username"
        spellCheck={false}
        name="email"
      />
      <FormField
        id="login-password"
        label="Password"
        required
        type="password"
        autoComplete="current-password"
        name="password"
      />
      <SubmitButton className="button--block" busy={signIn.isPending} busyLabel="Logging in…">
        Login
      </SubmitButton>
    </Form>
  );
}
