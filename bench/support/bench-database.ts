import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { repoRoot } from './paths';
import { openEmbeddedDatabase, openPostgresDatabase, type DatabaseHandle } from '../../server/src/db/database';

export const migrationsFolder = join(repoRoot, 'server/migrations');

/** The PostgreSQL server the benchmarks create their throw-away databases on (loopback only). */
export function postgresAdminUrl(): string {
  return process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
}

/** Where a URL points, without its password, for reports. */
export function describeUrl(url: string): string {
  const parsed = new URL(url);
  parsed.password = '';
  return parsed.toString();
}

export interface BenchDatabase {
  handle: DatabaseHandle;
  kind: 'embedded' | 'postgres';
  /** "PGlite 0.5 (in memory)" or "PostgreSQL 15.20", for reports. */
  label: string;
  dispose(): Promise<void>;
}

/** A fresh, migrated in-memory PGlite. */
export async function openFreshEmbedded(): Promise<BenchDatabase> {
  const handle = await openEmbeddedDatabase(undefined);
  await handle.migrate(migrationsFolder);
  return { handle, kind: 'embedded', label: 'PGlite (in memory)', dispose: () => handle.close() };
}

/**
 * A fresh, migrated database on the PostgreSQL server at `adminUrl`, dropped by `dispose`
 * (the same recipe as server/test/test-app.ts). The server must be on 127.0.0.1.
 */
export async function openFreshPostgres(adminUrl: string): Promise<BenchDatabase> {
  const host = new URL(adminUrl).hostname;
  if (host !== '127.0.0.1' && host !== 'localhost')
    throw new Error(`benchmarks use a local PostgreSQL only, not ${host}`);
  const name = `mesonet_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await admin.connect();
  let version: string;
  try {
    const found = await admin.query<{ v: string }>("select current_setting('server_version') as v");
    version = found.rows[0]?.v ?? '';
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const drop = async () => {
    const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
    await client.connect();
    try {
      await client.query(`drop database if exists ${name} with (force)`);
    } finally {
      await client.end();
    }
  };
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let handle: DatabaseHandle;
  try {
    handle = await openPostgresDatabase(url.toString());
    await handle.migrate(migrationsFolder);
  } catch (error) {
    await drop();
    throw error;
  }
  return {
    handle,
    kind: 'postgres',
    label: `PostgreSQL ${version.split(' ')[0]}`,
    async dispose() {
      // pool.end() resolves before its sockets have closed; the forced drop then terminates them,
      // which the pool reports as an error event. Those connections are finished with: ignore it.
      (handle.db as unknown as { $client: pg.Pool }).$client.on('error', () => undefined);
      try {
        await handle.close();
      } finally {
        await drop();
      }
    },
  };
}
