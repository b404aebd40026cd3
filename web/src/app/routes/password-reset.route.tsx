import { useState } from 'react';
import { useLocation } from 'react-router';
import { FormCard } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { PasswordResetScreen } from '@/features/auth/components/password-reset-screen';
import { readString, storageKeys } from '@/lib/storage';

export function PasswordResetRoute() {
  // Every visit (including 'Reset again', a link to this same path) gets a new key, so the form starts afresh.
  const { key } = useLocation();
  const [defaultEmail] = useState(() => readString(storageKeys.uid) ?? '');
  const newPasswordUrl = new URL(paths.newPassword.getHref(), window.location.origin).toString();
  return (
    <FormCard title="Password Reset">
      <PasswordResetScreen key={key} defaultEmail={defaultEmail} newPasswordUrl={newPasswordUrl} />
    </FormCard>
  );
}
