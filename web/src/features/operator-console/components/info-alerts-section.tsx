import type { ConsoleInfoAlert } from '@mesonet/shared/contracts/operator-console.schema';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { PageLoading } from '@/components/ui/page-loading';
import { paths } from '@/config/paths';
import { apiErrorMessages } from '@/lib/api-client';
import { useConsoleInfoAlertsQuery, useSaveInfoAlert } from '../api/console-info-alerts';
import { ConsoleCard, ConsoleTag, EditButton } from './console-card';
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
          <ConsoleCard
            key={alert.id}
            title={alert.title}
            tags={<AlertTags alert={alert} />}
            actions={
              <>
                <EditButton onClick={() => setEditing({ alert })} />
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={save.isPending}
                  onClick={() => setPublished(alert, !alert.published)}
                >
                  {alert.published ? 'Unpublish' : 'Publish'}
                </button>
              </>
            }
            viewHref={alert.date_str ? paths.infoAlert.getHref({ dateStr: alert.date_str, slug: alert.slug }) : null}
          >
            {alert.teaser ? <p className="console-card__text">{alert.teaser}</p> : null}
          </ConsoleCard>
        ))}
      </ul>
    </div>
  );
}

/** An alert's state, pin and splash. */
function AlertTags({ alert }: { alert: ConsoleInfoAlert }) {
  return (
    <>
      <ConsoleTag tone={alert.published ? 'on' : undefined}>
        {alert.published ? `Published ${alert.published_at_str}` : 'Draft'}
      </ConsoleTag>
      {alert.pin_to_top ? <ConsoleTag>Pinned #{alert.pin_order}</ConsoleTag> : null}
      {alert.splash_alert ? <ConsoleTag>Splash</ConsoleTag> : null}
    </>
  );
}
