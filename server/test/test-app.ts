import { randomBytes, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { vi } from 'vitest';
import { buildApp, type App, type BuildAppOptions } from '../src/app';
import { loadConfig } from '../src/config/env';
import { openEmbeddedDatabase, openPostgresDatabase, type Database, type DatabaseHandle } from '../src/db/database';

export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

/** API tests run on a fresh embedded database, and also on the real PostgreSQL when TEST_DATABASE_URL is set. */
export const databaseTargets: Array<'embedded' | 'postgres'> = process.env.TEST_DATABASE_URL
  ? ['embedded', 'postgres']
  : ['embedded'];

/** A clock the test moves by hand. */
export function testClock(start = new Date('2026-11-21T00:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

async function freshPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `mesonet_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * On PostgreSQL the apps keep their counters in Redis, as several production processes do, when
 * TEST_REDIS_URL is set; each app gets its own key prefix so no two tests count together.
 */
const testRedisUrl = process.env.TEST_REDIS_URL;

export interface TestApp extends App {
  database: DatabaseHandle;
  target: 'embedded' | 'postgres';
  redisKeyPrefix: string;
  /** On PostgreSQL: the test's own database, which apps sharing it listen on for each other's changes. */
  sharedDatabaseUrl: string | undefined;
  close(): Promise<void>;
}

type TestAppOptions = Partial<Omit<BuildAppOptions, 'db'>> & { env?: Record<string, string> };

async function buildTestApp(
  db: Database,
  target: 'embedded' | 'postgres',
  options: TestAppOptions & { redisKeyPrefix: string },
): Promise<App> {
  const redis = target === 'postgres' && testRedisUrl ? { REDIS_URL: testRedisUrl } : {};
  const config = loadConfig({ NODE_ENV: 'test', DEMO: '1', LOG_LEVEL: 'silent', ...redis, ...options.env });
  const app = await buildApp({ config, logger: false, ...options, db });
  await app.server.ready();
  return app;
}

export async function createTestApp(target: 'embedded' | 'postgres', options: TestAppOptions = {}): Promise<TestApp> {
  const fresh = target === 'postgres' ? await freshPostgresDatabase() : undefined;
  const database = fresh ? await openPostgresDatabase(fresh.url) : await openEmbeddedDatabase(undefined);
  await database.migrate(migrationsFolder);
  const redisKeyPrefix = `mesonet-test:${randomUUID()}:`;
  const sharedDatabaseUrl = fresh?.url;
  const app = await buildTestApp(database.db, target, { redisKeyPrefix, sharedDatabaseUrl, ...options });
  return {
    ...app,
    database,
    target,
    redisKeyPrefix,
    sharedDatabaseUrl,
    async close() {
      await app.server.close();
      await database.close();
      await fresh?.drop();
    },
  };
}

/**
 * The same database served by a new app, as after a restart: its live network is built afresh from
 * what is stored. Close it before the first app.
 */
export function restartTestApp(previous: TestApp, options: TestAppOptions = {}): Promise<App> {
  return buildTestApp(previous.database.db, previous.target, {
    redisKeyPrefix: previous.redisKeyPrefix,
    sharedDatabaseUrl: previous.sharedDatabaseUrl,
    ...options,
  });
}

export { queryRows } from '../src/db/database';

/** Runs the app's due jobs until `check` passes (retries wait real time: up to 30 s). */
export const runJobsUntil = (app: Pick<App, 'jobs'>, check: () => Promise<void>) =>
  vi.waitFor(
    async () => {
      await app.jobs.runDue();
      await check();
    },
    { timeout: 30_000, interval: 200 },
  );
