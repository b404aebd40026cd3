import type {
  OperationsProcess,
  OperationsQueue,
  OperationsStation,
} from '@mesonet/shared/contracts/operations.schema';
import type { StationRow } from '../stations/stations.tables';
import type { QueueCounts } from './operations.repository';
import type { AppProcessRow } from './operations.tables';
import { minutesSince, processStatus } from './process-status';

export function presentProcess(row: AppProcessRow, nowMs: number): OperationsProcess {
  return {
    id: row.id,
    host_name: row.hostName,
    pid: row.pid,
    version: row.version,
    started_at: row.startedAt.toISOString(),
    last_heartbeat_at: row.lastHeartbeatAt.toISOString(),
    status: processStatus(row.lastHeartbeatAt.getTime(), nowMs),
  };
}

export function presentQueue(counts: QueueCounts): OperationsQueue {
  return {
    name: counts.name,
    queued: counts.queued,
    active: counts.active,
    retry: counts.retry,
    failed_last_day: counts.failedLastDay,
    oldest_queued_age_seconds:
      counts.oldestQueuedAgeSeconds === null ? null : Math.max(0, Math.round(counts.oldestQueuedAgeSeconds)),
  };
}

export function presentStation(station: StationRow, lastReadingMs: number | null, nowMs: number): OperationsStation {
  return {
    slug: station.slug,
    name: station.name,
    last_reading_at: lastReadingMs === null ? null : new Date(lastReadingMs).toISOString(),
    minutes_since_last_reading: minutesSince(lastReadingMs, nowMs),
  };
}
