import { formatBillingDateTime } from '@mesonet/shared/billing/billing-dates';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { PageLoading } from '@/components/ui/page-loading';
import { apiErrorMessages } from '@/lib/api-client';
import { useOperationsHealthQuery } from '../api/console-operations';
import '@/components/ui/list-table.css';
import './operations-section.css';

function OperationsTable({ title, headers, children }: { title: string; headers: string[]; children: ReactNode }) {
  return (
    <div className="list-table__scroll">
      <table className="list-table operations-table">
        <caption className="operations-table__caption">{title}</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** The app processes, job queues, stations' latest readings, database and outbox, as the server reports them. */
export function OperationsSection() {
  const health = useOperationsHealthQuery();
  if (health.isError) return <Alert tone="error">{apiErrorMessages(health.error).join(' ')}</Alert>;
  if (!health.data) return <PageLoading />;
  const { processes, queues, stations, database, mail } = health.data;
  return (
    <div className="console-section">
      <p className="console-muted">Checked {formatBillingDateTime(health.data.checked_at)}.</p>
      <OperationsTable title="Processes" headers={['Host', 'Status', 'Last heartbeat', 'PID', 'Version', 'Started']}>
        {processes.map((process) => (
          <tr key={process.id}>
            <td>{process.host_name}</td>
            <td>{process.status === 'alive' ? 'Alive' : 'Gone'}</td>
            <td>{formatBillingDateTime(process.last_heartbeat_at)}</td>
            <td>{process.pid}</td>
            <td>{process.version ?? 'Not set'}</td>
            <td>{formatBillingDateTime(process.started_at)}</td>
          </tr>
        ))}
      </OperationsTable>
      <OperationsTable title="Job queues" headers={['Queue', 'Queued', 'Active', 'Retry', 'Failed (24 h)', 'Oldest']}>
        {queues.map((queue) => (
          <tr key={queue.name}>
            <td>{queue.name}</td>
            <td>{queue.queued}</td>
            <td>{queue.active}</td>
            <td>{queue.retry}</td>
            <td>{queue.failed_last_day}</td>
            <td>{queue.oldest_queued_age_seconds === null ? 'None' : `${queue.oldest_queued_age_seconds} s`}</td>
          </tr>
        ))}
      </OperationsTable>
      <OperationsTable title="Stations" headers={['Station', 'Last reading', 'Minutes ago']}>
        {stations.map((station) => (
          <tr key={station.slug}>
            <td>{station.name}</td>
            <td>{station.last_reading_at ? formatBillingDateTime(station.last_reading_at) : 'None yet'}</td>
            <td>{station.minutes_since_last_reading ?? ''}</td>
          </tr>
        ))}
      </OperationsTable>
      <OperationsTable title="Database and mail" headers={['What', 'Value']}>
        <tr>
          <td>Database</td>
          <td>
            {database.kind === 'embedded' ? 'Embedded' : 'PostgreSQL'}, {(database.size_bytes / 1_048_576).toFixed(1)}{' '}
            MB
          </td>
        </tr>
        <tr>
          <td>Mails queued</td>
          <td>{mail.queued}</td>
        </tr>
        <tr>
          <td>Mails failed</td>
          <td>{mail.failed}</td>
        </tr>
      </OperationsTable>
    </div>
  );
}
