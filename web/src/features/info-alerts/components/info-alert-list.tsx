import { isNewAlert } from '@mesonet/shared/info-alerts/info-alerts';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageLoading } from '@/components/ui/page-loading';
import { paths } from '@/config/paths';
import { useInfoAlertsQuery } from '../api/get-info-alerts';
import { useAlertMemory } from '../hooks/use-alert-memory';
import { InfoAlertMeta } from './info-alert-badges';
import { LoadFailure } from '@/components/ui/load-failure';
import './info-alerts.css';

/** Spec §2 "News and alerts": the index, in the server's order (pinned first by pin_order, then newest). */
export function InfoAlertList() {
  const query = useInfoAlertsQuery();
  const read = useAlertMemory('read');
  // The New badge's 60 days count from when the list was opened.
  const [now] = useState(() => new Date());

  if (query.isPending) return <PageLoading label="Loading news and alerts…" />;
  if (query.isError) return <LoadFailure what="News and alerts" query={query} />;
  if (query.data.length === 0) return <p>There is no news at the moment.</p>;

  return (
    <ul className="info-alerts" aria-label="News and alerts">
      {query.data.map((alert) => (
        <li key={alert.id} className={alert.pin_to_top ? 'info-alert-card info-alert-card--pinned' : 'info-alert-card'}>
          <InfoAlertMeta alert={alert} isNew={isNewAlert(alert, read, now)} />
          <h2 className="info-alert-card__title">
            <Link to={paths.infoAlert.getHref({ dateStr: alert.date_str, slug: alert.slug })}>{alert.title}</Link>
          </h2>
          {alert.teaser ? <p className="info-alert-card__teaser">{alert.teaser}</p> : null}
        </li>
      ))}
    </ul>
  );
}
