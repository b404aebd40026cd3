import { notificationsLinkLabel, unreadBadgeText } from '@mesonet/shared/alerts/alert-rule-text';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useUnreadCountQuery } from '../api/notifications';
import './notifications-link.css';

/**
 * The header's bell: the way to /my/notifications, with the unread count on it, polled every 60 s while
 * the tab is visible. Its name says the count ('Notifications, 3 unread'), the badge only shows it.
 */
export function NotificationsLink({ userId, enabled }: { userId: number; enabled: boolean }) {
  const query = useUnreadCountQuery(userId, enabled);
  const unread = query.data ?? 0;
  return (
    <Link
      className="outline-button notifications-link"
      to={paths.notifications.getHref()}
      aria-label={notificationsLinkLabel(unread)}
    >
      <svg className="notifications-link__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 3a6 6 0 0 0-6 6v3.6L4.4 16h15.2L18 12.6V9a6 6 0 0 0-6-6Zm-2.5 15a2.5 2.5 0 0 0 5 0"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      {unread > 0 ? (
        <span className="notifications-link__badge" aria-hidden="true">
          {unreadBadgeText(unread)}
        </span>
      ) : null}
    </Link>
  );
}
