import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The app processes serving from this database, each beating every 15 s (operations-heartbeat.ts), so
 * the operator sees which are alive. A process removes its own row when it stops cleanly; the row of
 * one that died stays, listed as gone, for a day.
 */
export const appProcesses = pgTable(
  'app_processes',
  {
    id: text('id').primaryKey(),
    hostName: text('host_name').notNull(),
    pid: integer('pid').notNull(),
    version: text('version'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    lastHeartbeatAt: timestamp('last_heartbeat_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('app_processes_last_heartbeat_at_idx').on(t.lastHeartbeatAt)],
);
export type AppProcessRow = typeof appProcesses.$inferSelect;
