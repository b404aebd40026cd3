import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers share this type: services and repositories never know which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * SQL text with $n parameters on the connection behind a Database, for the job queue (pg-boss), which
 * speaks SQL text rather than Drizzle. Several statements in one text run together when no values are given.
 */
/** The rows of a raw query: both drivers answer `{ rows }`, which drizzle's shared type leaves open. */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

export interface SqlClient {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}
const sqlClients = new WeakMap<Database, SqlClient>();

/** The SQL client of a database opened here; the job module's only way to the connection. */
export function sqlClientOf(db: Database): SqlClient {
  const client = sqlClients.get(db);
  if (!client) throw new Error('the database was not opened by db/database.ts');
  return client;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'embedded' | 'postgres';
  /** Applies the checked-in SQL migrations that have not run yet. */
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
}

/** Embedded PostgreSQL (PGlite). `dataDir` undefined keeps everything in memory (tests). */
export async function openEmbeddedDatabase(dataDir: string | undefined): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  const db: Database = drizzlePglite(client, { schema });
  sqlClients.set(db, {
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      // PGlite's query() takes one statement; exec() takes several and answers each one's result.
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  });
  return {
    db,
    kind: 'embedded',
    migrate: (migrationsFolder) => migratePglite(drizzlePglite(client), { migrationsFolder }),
    close: () => client.close(),
  };
}

/** A lock id of our own, so two app processes starting together migrate one after the other. */
const migrationLockId = 726_371_001;

export async function openPostgresDatabase(databaseUrl: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle connection that drops (PostgreSQL restarting, an administrator ending it) is reported on the
  // pool; with no listener Node would end the whole process. The pool discards it and reconnects on demand.
  pool.on('error', (error) => console.warn(`[database] idle connection lost: ${error.message}`));
  // Fail at start-up rather than on the first request when the server is unreachable.
  (await pool.connect()).release();
  const db: Database = drizzleNodePostgres(pool, { schema });
  sqlClients.set(db, { executeSql: (text, values) => pool.query(text, values) });
  return {
    db,
    kind: 'postgres',
    async migrate(migrationsFolder) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [migrationLockId]);
        await migrateNodePostgres(drizzleNodePostgres(client), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [migrationLockId]).catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
