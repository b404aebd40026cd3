import { useSyncExternalStore } from 'react';
import { useNow } from '@/hooks/use-now';
import { offlineBarText, updatedNoticeText } from './offline-message';
import { isUpdated, subscribeToUpdate } from './register-service-worker';
import { useNewestSavedReadingMs } from './use-newest-saved-reading';
import { useOnline } from './use-online';
import './offline-status.css';

/** Offline: what the screen shows and how old it is (issue 25 part 2). Gone as soon as the network is back. */
function OfflineBar() {
  const nowMs = useNow();
  const newestReadingMs = useNewestSavedReadingMs();
  return (
    <div className="offline-bar" role="status">
      {offlineBarText(newestReadingMs, nowMs)}
    </div>
  );
}

/** A new release took over: the open page still runs the old one until it is reloaded, when the grower chooses. */
function UpdatedNotice() {
  return (
    <div className="offline-bar offline-bar--updated" role="status">
      {updatedNoticeText}{' '}
      <button type="button" className="offline-bar__reload" onClick={() => window.location.reload()}>
        Reload
      </button>
    </div>
  );
}

/** The bars above every screen: offline, or updated. */
export function OfflineStatus() {
  const online = useOnline();
  const updated = useSyncExternalStore(subscribeToUpdate, isUpdated, () => false);
  if (!online) return <OfflineBar />;
  return updated ? <UpdatedNotice /> : null;
}
