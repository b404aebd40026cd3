import { z } from 'zod';

/**
 * What the operator watches: the app processes, the job queues, each station's latest reading, the
 * database and the mail outbox.
 *   GET /api/admin/health → operationsHealthSchema
 * The same numbers are served as Prometheus gauges at /metrics (docs/operations.md).
 */
export const operationsProcessSchema = z.object({
  id: z.string(),
  host_name: z.string(),
  pid: z.number().int(),
  /** The release the process runs, when it was told (MESONET_VERSION). */
  version: z.string().nullable(),
  /** ISO. */
  started_at: z.string(),
  /** ISO. */
  last_heartbeat_at: z.string(),
  /** Gone: not heard from for a minute (stopped without saying, or cut off from the database). */
  status: z.enum(['alive', 'gone']),
});
export type OperationsProcess = z.infer<typeof operationsProcessSchema>;

export const operationsQueueSchema = z.object({
  name: z.string(),
  queued: z.number().int(),
  active: z.number().int(),
  retry: z.number().int(),
  failed_last_day: z.number().int(),
  /** Seconds since the oldest job still waiting was queued; null when none waits. */
  oldest_queued_age_seconds: z.number().nullable(),
});
export type OperationsQueue = z.infer<typeof operationsQueueSchema>;

export const operationsStationSchema = z.object({
  slug: z.string(),
  name: z.string(),
  /** ISO; null before the station's first reading. */
  last_reading_at: z.string().nullable(),
  minutes_since_last_reading: z.number().int().nullable(),
});
export type OperationsStation = z.infer<typeof operationsStationSchema>;

export const operationsHealthSchema = z.object({
  /** ISO: when these numbers were read. */
  checked_at: z.string(),
  processes: z.array(operationsProcessSchema),
  queues: z.array(operationsQueueSchema),
  stations: z.array(operationsStationSchema),
  database: z.object({ kind: z.enum(['embedded', 'postgres']), size_bytes: z.number().int() }),
  mail: z.object({ queued: z.number().int(), failed: z.number().int() }),
});
export type OperationsHealth = z.infer<typeof operationsHealthSchema>;
