import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { LinkList } from '@/components/ui/link-list';
import { PageLoading } from '@/components/ui/page-loading';
import { paths } from '@/config/paths';
import { useCheckResetToken } from '../api/check-reset-token';
import { NewPasswordForm } from './new-password-form';

interface NewPasswordScreenProps {
  resetPasswordToken: string | null;
  /** Absolute URL of this screen; the server checks it against its allowed redirect targets. */
  redirectUrl: string;
}

type Outcome = 'open' | 'fulfilled' | 'rejected';

/** Spec §4: the form, then fulfilled or rejected. A missing or unusable token is rejected before any typing. */
export function NewPasswordScreen({ resetPasswordToken, redirectUrl }: NewPasswordScreenProps) {
  const tokenCheck = useCheckResetToken(resetPasswordToken, redirectUrl);
  const [outcome, setOutcome] = useState<Outcome>('open');

  if (!resetPasswordToken || tokenCheck.isError || outcome === 'rejected') return <NewPasswordRejected />;
  if (outcome === 'fulfilled') return <NewPasswordSet />;
  if (tokenCheck.isPending) return <PageLoading label="Checking your password reset link…" />;
  return (
    <>
      <p className="form-card__intro">Choose a new password for your account.</p>
      <NewPasswordForm
        resetPasswordToken={resetPasswordToken}
        onPasswordSet={() => setOutcome('fulfilled')}
        onRejected={() => setOutcome('rejected')}
      />
    </>
  );
}

function NewPasswordSet() {
  return (
    <>
      <Alert tone="success" title="Your new password has been set.">
        <p>You can now log in with your new password.</p>
      </Alert>
      <LinkList links={[{ label: 'Login', to: paths.login.getHref() }]} />
    </>
  );
}

function NewPasswordRejected() {
  return (
    <>
      <Alert tone="error" title="Your request could not be accepted.">
        <p>The password reset link may have expired or already been used. Please request a new password reset.</p>
      </Alert>
      <LinkList
        label="What next"
        links={[
          { label: 'Request a new password reset', to: paths.passwordReset.getHref() },
          { label: 'Login', to: paths.login.getHref() },
          { label: 'Home', to: paths.map.getHref() },
        ]}
      />
    </>
  );
}
