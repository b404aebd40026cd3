import type { InfoAlert } from '@mesonet/shared/contracts/content.schema';

/** The date and the badges of an alert: Draft (preview mode), Pinned, New. */
export function InfoAlertMeta({ alert, isNew }: { alert: InfoAlert; isNew: boolean }) {
  return (
    <p className="info-alert-card__meta">
      {alert.published_at ? <time dateTime={alert.published_at}>{alert.published_at_str}</time> : null}
      {alert.published_at === null ? <span className="info-alert-badge info-alert-badge--draft">Draft</span> : null}
      {alert.pin_to_top ? <span className="info-alert-badge info-alert-badge--pinned">Pinned</span> : null}
      {isNew ? <span className="info-alert-badge info-alert-badge--new">New</span> : null}
    </p>
  );
}
