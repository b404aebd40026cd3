import { signInRequestSchema } from '@mesonet/shared/auth/auth.schema';
import { Form } from '@/components/form/form';
import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import { useSchemaForm } from '@/lib/schema-form';
import { SubmitButton } from '@/components/ui/button';
import { EmailField, PasswordField } from '@/components/form/person-fields';
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
      <EmailField id="login-email" required autoComplete="username" />
      <PasswordField id="login-password" autoComplete="current-password" />
      <SubmitButton className="button--block" busy={signIn.isPending} busyLabel="Logging in…">
        Login
      </SubmitButton>
    </Form>
  );
}
