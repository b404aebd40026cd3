import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { FormCard } from '@/components/layout/page';
import { Alert } from '@/components/ui/alert';
import { LinkList } from '@/components/ui/link-list';
import { authFlowPaths, paths } from '@/config/paths';
import { LoginForm } from '@/features/auth/components/login-form';
import { takeRedirectPath } from '@/lib/redirect-path';
import { readString, storageKeys } from '@/lib/storage';

/** Set by the sign-up screen so the login screen can confirm the new account. */
export interface LoginLocationState {
  signedUp?: boolean;
}

export function LoginRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const signedUp = (location.state as LoginLocationState | null)?.signedUp === true;
  const [defaultEmail] = useState(() => readString(storageKeys.uid) ?? '');

  function goOn() {
    const target = takeRedirectPath();
    const useTarget = target !== null && !authFlowPaths.includes(target.split('?')[0] ?? '');
    void navigate(useTarget ? target : paths.map.getHref(), { replace: true });
  }

  return (
    <FormCard title="Login">
      {signedUp ? (
        <div className="form-card__intro">
          <Alert tone="success">Your account has been created. Please log in.</Alert>
        </div>
      ) : null}
      <LoginForm defaultEmail={defaultEmail} onSignedIn={goOn} />
      <LinkList
        label="Other options"
        links={[
          { label: 'Forgot your password?', to: paths.passwordReset.getHref() },
          { label: 'Create an account', to: paths.signup.getHref() },
          { label: 'Home', to: paths.map.getHref() },
        ]}
      />
    </FormCard>
  );
}
