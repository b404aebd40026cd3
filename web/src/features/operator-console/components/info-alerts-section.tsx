import type { ConsoleInfoAlert } from '@mesonet/shared/contracts/operator-console.schema';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { PageLoading } from '@/components/ui/page-loading';
import { paths } from '@/config/paths';
import { apiErrorMessages } from '@/lib/api-client';
import { useConsoleInfoAlertsQuery, useSaveInfoAlert } from '../api/console-info-alerts';
import { InfoAlertForm } from './info-alert-form';

type Editing = { alert: ConsoleInfoAlert | null } | null;

/** News and alerts: every alert with its state, quick publish and unpublish, and the alert form. */
export function InfoAlertsSection() {
  const alerts = useConsoleInfoAlertsQuery();
  const save = useSaveInfoAlert();
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);

  if (editing) {
    return (
      <InfoAlertForm
        alert={editing.alert}
        onDone={(saved) => {
          setEditing(null);
          setNotice(saved ? `Saved '${saved.title}' (${saved.published ? 'published' : 'draft'}).` : null);
        }}
      />
    );
  }
  if (alerts.isError) return <Alert tone="error">{apiErrorMessages(alerts.error).join(' ')}</Alert>;
  if (!alerts.data) return <PageLoading />;

  function setPublished(alert: ConsoleInfoAlert, published: boolean) {
    setNotice(null);
    const { id, title, teaser, body, slug, splash_alert, pin_to_top, pin_order } = alert;
    save.mutate(
      { id, input: { title, teaser, body, slug, splash_alert, pin_to_top, pin_order, published } },
      {
        onSuccess: (saved) => setNotice(`'${saved.title}' is ${saved.published ? 'published' : 'a draft again'}.`),
        onError: (error) => setNotice(apiErrorMessages(error).join(' ')),
      },
    );
  }

  return (
    <div className="console-section">
      <div className="console-section__head">
        <p className="console-muted">
          In the order visitors see them: pinned first by pin order, then the newest. A draft shows where it will appear
          once published.
        </p>
        <button type="button" className="button button--primary" onClick={() => setEditing({ alert: null })}>
          New alert
        </button>
      </div>
      {notice ? <Alert tone="info">{notice}</Alert> : null}
      {alerts.data.length === 0 ? <p>No news or alerts yet.</p> : null}
      <ul className="card-list console-list">
        {alerts.data.map((alert) => (
          <li key={alert.id} className="console-card">
            <AlertCardSummary alert={alert} />
            <div className="console-card__actions">
              <button type="button" className="button button--secondary" onClick={() => setEditing({ alert })}>
                Edit
              </button>
              <button
                type="button"
                className="button button--secondary"
                disabled={save.isPending}
                onClick={() => setPublished(alert, !alert.published)}
              >
                {alert.published ? 'Unpublish' : 'Publish'}
              </button>
              {alert.date_str ? (
                <Link
                  className="console-card__link"
                  to={paths.infoAlert.getHref({ dateStr: alert.date_str, slug: alert.slug })}
                >
                  View
                </Link>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** An alert's title, state, pin and teaser. */
function AlertCardSummary({ alert }: { alert: ConsoleInfoAlert }) {
  return (
    <>
      <div className="console-card__main">
        <h3 className="console-card__title">{alert.title}</h3>
        <p className="console-card__tags">
          <span className={alert.published ? 'console-tag console-tag--on' : 'console-tag'}>
            {alert.published ? `Published ${alert.published_at_str}` : 'Draft'}
          </span>
          {alert.pin_to_top ? <span className="console-tag">Pinned #{alert.pin_order}</span> : null}
          {alert.splash_alert ? <span className="console-tag">Splash</span> : null}
        </p>
        {alert.teaser ? <p className="console-card__text">{alert.teaser}</p> : null}
      </div>
    </>
  );
}
