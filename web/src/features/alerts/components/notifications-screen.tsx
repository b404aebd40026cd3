import type { AppNotification } from '@mesonet/shared/contracts/alerts.schema';
import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import { alertTimeText, isUnread, notificationDeliveryText } from '@mesonet/shared/alerts/alert-rule-text';
import { useState } from 'react';
import { Link } from 'react-router';
import { Page } from '@/components/layout/page';
import { ActionButton } from '@/components/ui/button';
import { LoadFailure } from '@/components/ui/load-failure';
import { PageLoading } from '@/components/ui/page-loading';
import { paths } from '@/config/paths';
import { apiErrorMessages } from '@/lib/api-client';
import { useMarkAllNotificationsRead, useNotificationsQuery } from '../api/notifications';
import '@/components/ui/pill.css';
import './alerts.css';

/** /my/notifications (issue 24 part 6): newest first, unread marked, each opening where it points. */
export function NotificationsScreen({ user }: { user: AuthUser }) {
  const query = useNotificationsQuery(user.id);
  const markAll = useMarkAllNotificationsRead(user.id);
  const [result, setResult] = useState('');
  const pages = query.data?.pages;
  const notifications = pages?.flatMap((page) => page.notifications) ?? [];
  const unread = pages?.[0]?.unread_count ?? 0;

  return (
    <Page title="Notifications">
      <div className="alert-section__bar">
        <p className="alert-section__count">{unread > 0 ? `${unread} unread` : 'All read'}</p>
        <button
          type="button"
          className="button button--secondary"
          disabled={unread === 0 || markAll.isPending}
          aria-busy={markAll.isPending || undefined}
          onClick={() =>
            markAll.mutate(undefined, {
              onSuccess: () => setResult('All notifications are marked read.'),
              onError: (error) => setResult(apiErrorMessages(error).join(' ')),
            })
          }
        >
          Mark all read
        </button>
        <Link className="alert-section__manage" to={paths.alerts.getHref()}>
          Manage alerts
        </Link>
      </div>
      <p className="alert-result" role="status">
        {result}
      </p>
      {query.isPending ? <PageLoading label="Loading your notifications…" /> : null}
      {query.isError ? <LoadFailure what="Your notifications" query={query} /> : null}
      {pages && notifications.length === 0 ? (
        <p className="alert-empty">No notifications yet. They appear here when one of your alert rules fires.</p>
      ) : null}
      {notifications.length > 0 ? (
        <ol className="notification-list" aria-label="Notifications, newest first">
          {notifications.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} />
          ))}
        </ol>
      ) : null}
      {query.hasNextPage ? (
        <p className="notification-more">
          <ActionButton busy={query.isFetchingNextPage} busyLabel="Loading…" onClick={() => void query.fetchNextPage()}>
            Load more
          </ActionButton>
        </p>
      ) : null}
    </Page>
  );
}

/** One notification: a link to where it points, its words, its time, and what quiet hours did to it. */
function NotificationItem({ notification }: { notification: AppNotification }) {
  const unread = isUnread(notification);
  const delivery = notificationDeliveryText(notification);
  return (
    <li className={unread ? 'notification notification--unread' : 'notification'}>
      <h2 className="notification__title">
        <Link to={notification.url}>
          {unread ? <span className="visually-hidden">Unread: </span> : null}
          {notification.title}
        </Link>
        {unread ? (
          // Seen, not read out: the link's name already begins 'Unread:'.
          <span className="pill notification__unread" aria-hidden="true">
            Unread
          </span>
        ) : null}
        {notification.test ? <span className="pill notification__test">Test</span> : null}
      </h2>
      <p className="notification__body">{notification.body}</p>
      {delivery ? (
        <p className={`notification__delivery notification__delivery--${notification.delivery}`}>{delivery}</p>
      ) : null}
      <p className="notification__meta">
        <time dateTime={notification.created_at}>{alertTimeText(notification.created_at)}</time>
        {` · ${notification.rule_name}`}
      </p>
    </li>
  );
}
