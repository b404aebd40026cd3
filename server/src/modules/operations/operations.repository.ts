import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { queryRows } from '../../db/database';
import { appProcesses, type AppProcessRow } from './operations.tables';

export interface QueueCounts {
  name: string;
  queued: number;
  active: number;
  retry: number;
  failedLastDay: number;
  oldestQueuedAgeSeconds: number | null;
}

/**
 * The heartbeat table, and what the operations page reads of the job queue's own tables (pg-boss 10's
 * `pgboss` schema), the outbox and the database. Queue ages and the last day of failures are measured
 * on the database's clock, the one pg-boss stamps its jobs with.
 */
export function operationsRepository(db: Database) {
  return {
    /** Inserts this process's row, or moves its heartbeat on. */
    async recordHeartbeat(row: AppProcessRow): Promise<void> {
      await db
        .insert(appProcesses)
        .values(row)
        .onConflictDoUpdate({ target: appProcesses.id, set: { lastHeartbeatAt: row.lastHeartbeatAt } });
    },

    async removeProcess(id: string): Promise<void> {
      await db.delete(appProcesses).where(eq(appProcesses.id, id));
    },

    async removeProcessesSilentSince(before: Date): Promise<void> {
      await db.delete(appProcesses).where(lt(appProcesses.lastHeartbeatAt, before));
    },

    listProcesses(): Promise<AppProcessRow[]> {
      return db.select().from(appProcesses).orderBy(appProcesses.hostName, appProcesses.startedAt);
    },

    /** Every queue pg-boss knows, with its jobs by state; failed jobs are archived after 12 h, so both tables count. */
    async queueCounts(): Promise<QueueCounts[]> {
      const found = await queryRows<{
        name: string;
        queued: number;
        active: number;
        retry: number;
        failed_last_day: number;
        oldest_queued_age_seconds: number | null;
      }>(
        db,
        sql`with failed as (
              select name from pgboss.job where state = 'failed' and completed_on > now() - interval '1 day'
              union all
              select name from pgboss.archive where state = 'failed' and completed_on > now() - interval '1 day'
            )
            select q.name,
                   (select count(*) from pgboss.job j where j.name = q.name and j.state = 'created')::int as queued,
                   (select count(*) from pgboss.job j where j.name = q.name and j.state = 'active')::int as active,
                   (select count(*) from pgboss.job j where j.name = q.name and j.state = 'retry')::int as retry,
                   (select count(*) from failed f where f.name = q.name)::int as failed_last_day,
                   (select extract(epoch from now() - min(j.created_on)) from pgboss.job j
                     where j.name = q.name and j.state = 'created')::float8 as oldest_queued_age_seconds
            from pgboss.queue q
            order by q.name`,
      );
      return found.map((row) => ({
        name: row.name,
        queued: row.queued,
        active: row.active,
        retry: row.retry,
        failedLastDay: row.failed_last_day,
        oldestQueuedAgeSeconds: row.oldest_queued_age_seconds,
      }));
    },

    /** Mails waiting for delivery (retries included) and mails the delivery gave up on. */
    async outboxCounts(): Promise<{ queued: number; failed: number }> {
      const [counts] = await queryRows<{ queued: number; failed: number }>(
        db,
        sql`select count(*) filter (where delivered_at is null and failed_at is null)::int as queued,
                   count(*) filter (where delivered_at is null and failed_at is not null)::int as failed
            from outbox_mails`,
      );
      return counts ?? { queued: 0, failed: 0 };
    },

    /** The database's size on disk, and whether it is the embedded one (PGlite names itself in version()). */
    async databaseFacts(): Promise<{ sizeBytes: number; embedded: boolean }> {
      const [facts] = await queryRows<{ size_bytes: number; embedded: boolean }>(
        db,
        sql`select pg_database_size(current_database())::float8 as size_bytes,
                   version() like '%PGlite%' as embedded`,
      );
      if (!facts) throw new Error('the database did not say its size');
      return { sizeBytes: facts.size_bytes, embedded: facts.embedded };
    },
  };
}
export type OperationsRepository = ReturnType<typeof operationsRepository>;
