import { formatBillingDateTime } from '@mesonet/shared/billing/billing-dates';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { PageLoading } from '@/components/ui/page-loading';
import { apiErrorMessages } from '@/lib/api-client';
import { useFailedMailsQuery, useRetryFailedMail } from '../api/console-failed-mails';

/** Mails that could not be delivered for a day, each with a retry (a new day of attempts). */
export function FailedMailsSection() {
  const mails = useFailedMailsQuery();
  const retry = useRetryFailedMail();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  if (mails.isError) return <Alert tone="error">{apiErrorMessages(mails.error).join(' ')}</Alert>;
  if (!mails.data) return <PageLoading />;

  function retryMail(id: number, recipient: string) {
    setNotice(null);
    retry.mutate(id, {
      onSuccess: () => setNotice({ tone: 'success', text: `The mail to ${recipient} is queued for delivery again.` }),
      onError: (error) => setNotice({ tone: 'error', text: apiErrorMessages(error).join(' ') }),
    });
  }

  return (
    <div className="console-section">
      <p className="console-muted">
        {mails.data.length === 0 ? 'No failed mails.' : `${mails.data.length} mails could not be delivered.`}
      </p>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <ul className="console-list">
        {mails.data.map((mail) => (
          <li key={mail.id} className="console-card">
            <dl className="console-facts">
              <dt>Recipient</dt>
              <dd>{mail.recipient}</dd>
              <dt>Subject</dt>
              <dd>{mail.subject}</dd>
              <dt>Attempts</dt>
              <dd>{mail.attempts}</dd>
              <dt>Last error</dt>
              <dd>{mail.last_error ?? 'None recorded'}</dd>
              <dt>Failed at</dt>
              <dd>{formatBillingDateTime(mail.failed_at)}</dd>
            </dl>
            <div className="console-card__actions">
              <button
                type="button"
                className="button button--secondary"
                disabled={retry.isPending}
                onClick={() => retryMail(mail.id, mail.recipient)}
              >
                Retry
              </button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
