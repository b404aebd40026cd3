import type { OperationsHealth } from '@mesonet/shared/contracts/operations.schema';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The Prometheus metrics of one app: the operations page's numbers as gauges, read when scraped, the
 * HTTP requests by route pattern (never the raw address, which would make a series per station and
 * token) and Node's own process metrics. Its own registry, so apps built side by side in one process
 * (tests) do not count together.
 */
export function createOperationsMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const gauge = <Label extends string>(name: string, help: string, labelNames: readonly Label[] = []) =>
    new Gauge({ name, help, labelNames, registers });
  const queueJobs = gauge('mesonet_queue_jobs', 'Jobs of a queue by state (failed: in the last 24 hours).', [
    'queue',
    'state',
  ]);
  const oldestQueued = gauge(
    'mesonet_queue_oldest_queued_age_seconds',
    'Age of the oldest job waiting in a queue (0 when none waits).',
    ['queue'],
  );
  const stationAge = gauge(
    'mesonet_station_last_reading_age_seconds',
    "Seconds since the station's latest reading (stations without a reading are left out).",
    ['station'],
  );
  const databaseSize = gauge('mesonet_database_size_bytes', 'Size of the database.');
  const outboxMails = gauge(
    'mesonet_outbox_mails',
    'Mails in the outbox waiting for delivery (queued) or given up on (failed).',
    ['state'],
  );
  const processesAlive = gauge('mesonet_processes_alive', 'App processes that beat within the last minute.');
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'mesonet_http_requests_total',
    help: 'HTTP requests answered.',
    labelNames,
    registers,
  });
  const durations = new Histogram({
    name: 'mesonet_http_request_duration_seconds',
    help: 'Time to answer HTTP requests.',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });

  function setHealth(health: OperationsHealth): void {
    const nowMs = Date.parse(health.checked_at);
    queueJobs.reset();
    oldestQueued.reset();
    for (const queue of health.queues) {
      queueJobs.set({ queue: queue.name, state: 'queued' }, queue.queued);
      queueJobs.set({ queue: queue.name, state: 'active' }, queue.active);
      queueJobs.set({ queue: queue.name, state: 'retry' }, queue.retry);
      queueJobs.set({ queue: queue.name, state: 'failed' }, queue.failed_last_day);
      oldestQueued.set({ queue: queue.name }, queue.oldest_queued_age_seconds ?? 0);
    }
    stationAge.reset();
    for (const station of health.stations) {
      if (station.last_reading_at === null) continue;
      stationAge.set({ station: station.slug }, Math.max(0, (nowMs - Date.parse(station.last_reading_at)) / 1000));
    }
    databaseSize.set(health.database.size_bytes);
    outboxMails.set({ state: 'queued' }, health.mail.queued);
    outboxMails.set({ state: 'failed' }, health.mail.failed);
    processesAlive.set(health.processes.filter((process) => process.status === 'alive').length);
  }

  return {
    contentType: registry.contentType,

    /** One answered request; `route` is the route's pattern, or 'unmatched'. */
    observeRequest(labels: { method: string; route: string; status: number }, seconds: number): void {
      const values = { method: labels.method, route: labels.route, status: String(labels.status) };
      requests.inc(values);
      durations.observe(values, seconds);
    },

    /** The text Prometheus scrapes, with the gauges set from `health`. */
    render(health: OperationsHealth): Promise<string> {
      setHealth(health);
      return registry.metrics();
    },
  };
}
export type OperationsMetrics = ReturnType<typeof createOperationsMetrics>;
