import { useEffect } from 'react';
import { Page } from '@/components/layout/page';
import { UpcomingScreen } from '@/components/layout/upcoming-screen';
import { LinkList } from '@/components/ui/link-list';
import { paths } from '@/config/paths';
import { removeItem, storageKeys, writeString } from '@/lib/storage';

/** Spec §2 "Utility": visiting the route switches preview mode for this browser. */
export function PreviewModeRoute({ enabled }: { enabled: boolean }) {
  useEffect(() => {
    if (enabled) writeString(storageKeys.previewMode, 'true');
    else removeItem(storageKeys.previewMode);
  }, [enabled]);

  return (
    <Page title="Preview Mode">
      <p role="status">{enabled ? 'Preview mode set' : 'Preview mode unset'}</p>
      <LinkList links={[{ label: 'Home', to: paths.map.getHref() }]} />
    </Page>
  );
}

export function ResetCompanySettingsRoute() {
  return (
    <UpcomingScreen
      title="Reset Company Settings"
      summary="Resetting your company's account settings will be done here."
      links={[{ label: 'My Account', to: paths.account.getHref() }]}
    />
  );
}
