import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Page } from '@/components/layout/page';
import { SignInPrompt } from '@/components/layout/sign-in-prompt';
import { Alert } from '@/components/ui/alert';
import { LinkList } from '@/components/ui/link-list';
import { PageLoading } from '@/components/ui/page-loading';
import { paths } from '@/config/paths';
import { useResetCompanySettings } from '@/features/account/api/reset-company-settings';
import { useSession } from '@/features/auth/hooks/use-session';
import { useSetSessionUser } from '@/features/auth/hooks/use-set-session-user';
import { apiErrorMessages } from '@/lib/api-client';
import { removeItem, storageKeys, writeString } from '@/lib/storage';

/** Spec §2 "Utility": the reset call goes out about 5 ms after the page opens. */
const resetDelayMs = 5;

/**
 * Spec §2 "Utility", §4: visiting the route switches preview mode for this browser. While it is set, news
 * and content pages ask for drafts too, which the server shows to admin users, and say so on the page.
 */
export function PreviewModeRoute({ enabled }: { enabled: boolean }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (enabled) writeString(storageKeys.previewMode, 'true');
    else removeItem(storageKeys.previewMode);
    // Lists fetched in the other mode are not what this mode shows.
    void queryClient.invalidateQueries({ queryKey: ['info-alerts'] });
    void queryClient.invalidateQueries({ queryKey: ['content-pages'] });
  }, [enabled, queryClient]);

  return (
    <Page title="Preview Mode">
      <p role="status">{enabled ? 'Preview mode set' : 'Preview mode unset'}</p>
      <p>
        {enabled
          ? 'Admin users now see drafts of news, alerts and content pages, marked as drafts, in this browser.'
          : 'News, alerts and content pages show published items only.'}
      </p>
      <LinkList
        links={[
          { label: 'News & Alerts', to: paths.infoAlerts.getHref() },
          { label: 'Home', to: paths.map.getHref() },
        ]}
      />
    </Page>
  );
}

/** Spec §2 "Utility", §7: company_settings_reset, sent about 5 ms after opening, then says it was done. */
export function ResetCompanySettingsRoute() {
  const session = useSession();
  if (session.status === 'checking') return <PageLoading />;
  if (session.status === 'signed-out')
    return <SignInPrompt title="Reset Company Settings" message="Log in to reset your company settings." />;
  return <ResetCompanySettings />;
}

function ResetCompanySettings() {
  const setSessionUser = useSetSessionUser();
  const reset = useResetCompanySettings({ onUserChanged: setSessionUser });
  const { mutate } = reset;

  useEffect(() => {
    const timer = window.setTimeout(() => mutate(), resetDelayMs);
    return () => window.clearTimeout(timer);
  }, [mutate]);

  return (
    <Page title="Reset Company Settings">
      {reset.isSuccess ? (
        <Alert tone="success" title="Company settings reset">
          <p>{reset.data.message}</p>
        </Alert>
      ) : reset.isError ? (
        <Alert tone="error" title="Company settings could not be reset.">
          <p>{apiErrorMessages(reset.error).join(' ')}</p>
        </Alert>
      ) : (
        <PageLoading label="Resetting company settings…" />
      )}
      <LinkList
        links={[
          { label: 'Account Setup Checklist', to: paths.accountScreen.getHref('account_setup_checklist') },
          { label: 'My Account', to: paths.account.getHref() },
        ]}
      />
    </Page>
  );
}
