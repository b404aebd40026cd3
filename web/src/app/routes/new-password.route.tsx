import { useSearchParams } from 'react-router';
import { FormCard } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { NewPasswordScreen } from '@/features/auth/components/new-password-screen';

export function NewPasswordRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('reset_password_token')?.trim() || null;
  const redirectUrl = new URL(paths.newPassword.getHref(), window.location.origin).toString();
  return (
    <FormCard title="New Password">
      <NewPasswordScreen key={token ?? ''} resetPasswordToken={token} redirectUrl={redirectUrl} />
    </FormCard>
  );
}
