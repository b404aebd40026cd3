import type { InfoAlert } from '@mesonet/shared/contracts/content.schema';
import { unseenSplashAlerts } from '@mesonet/shared/info-alerts/info-alerts';
import { Link } from 'react-router';
import { Modal } from '@/components/ui/modal';
import { paths } from '@/config/paths';
import '@/components/ui/button.css';
import { useInfoAlertsQuery } from '../api/get-info-alerts';
import { rememberAlerts, useAlertMemory } from '../hooks/use-alert-memory';
import './info-alerts.css';

/**
 * Spec §2: on app load, a modal for each splash alert this browser has not seen, one at a time, until it is
 * closed or 'Read more' is chosen; both mark it seen.
 */
export function SplashAlert() {
  const query = useInfoAlertsQuery();
  const seen = useAlertMemory('seen');
  const [alert] = unseenSplashAlerts(query.data ?? [], seen);
  if (!alert) return null;
  return <SplashAlertModal key={alert.id} alert={alert} />;
}

function SplashAlertModal({ alert }: { alert: InfoAlert }) {
  const markSeen = () => rememberAlerts('seen', [alert.id_content_updated_at_str]);
  return (
    <Modal titleId="splash-alert-title" descriptionId="splash-alert-teaser" onClose={markSeen}>
      <p className="splash-alert__date">
        News &amp; Alerts · <time dateTime={alert.published_at ?? undefined}>{alert.published_at_str}</time>
      </p>
      <h2 className="modal__title" id="splash-alert-title">
        {alert.title}
      </h2>
      <p id="splash-alert-teaser">{alert.teaser}</p>
      <div className="modal__actions">
        <Link
          className="button button--primary"
          to={paths.infoAlert.getHref({ dateStr: alert.date_str, slug: alert.slug })}
          onClick={markSeen}
        >
          Read more
        </Link>
        <button type="button" className="button button--secondary" onClick={markSeen}>
          Close
        </button>
      </div>
    </Modal>
  );
}
