import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type App } from '../src/app';
import { sqlClientOf } from '../src/db/database';
import { aggregatesCatchUpJob } from '../src/jobs/app-jobs';
import { createJobModule } from '../src/jobs/job-module';
import { billingJob } from '../src/modules/billing/billing-jobs';
import { silentLog } from './fixtures';
import { effectJob, effectRetry, type EffectData } from './support/effect-job';
import { createTestApp, queryRows, restartTestApp, testClock, type TestApp } from './test-app';

const minute = 60_000;

/** Completed runs of each job, as the queue's own tables show them. */
async function completedRuns(app: TestApp): Promise<Record<string, number>> {
  const rows = await queryRows<{ name: string; runs: number }>(
    app.database.db,
    sql`select name, count(*)::int as runs from pgboss.job where state = 'completed' group by name`,
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.runs]));
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('jobs shared by three app instances on PostgreSQL', () => {
  const clock = testClock(new Date('2026-11-21T00:00:00Z'));
  let first: TestApp;
  let others: App[] = [];

  beforeAll(async () => {
    // Three buildApp instances in this test process on one PostgreSQL database, each with its own job module.
    first = await createTestApp('postgres', { clock: clock.now });
    others = [await restartTestApp(first, { clock: clock.now }), await restartTestApp(first, { clock: clock.now })];
  });
  afterAll(async () => {
    for (const app of others) await app.server.close();
    await first?.close();
  });

  it('runs each scheduled job exactly once per run over a simulated hour', async () => {
    const apps: App[] = [first, ...others];
    const billingRuns = apps.map((app) => vi.spyOn(app.billing, 'runDueBilling'));
    const catchUps = apps.map((app) => vi.spyOn(app.ingestion, 'catchUpAggregates'));
    const calls = (spies: ReadonlyArray<{ mock: { calls: unknown[] } }>) =>
      spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);

    // Every minute from 00:00 to 01:00 inclusive, all three take their turn at once.
    for (let step = 0; step <= 60; step += 1) {
      if (step > 0) clock.advance(minute);
      await Promise.all(apps.map((app) => app.jobs.runDue()));
    }

    // Billing every five minutes: 00:00, 00:05, … 01:00; the aggregates catch-up every minute.
    expect(calls(billingRuns)).toBe(13);
    expect(calls(catchUps)).toBe(61);
    expect(await completedRuns(first)).toMatchObject({ [billingJob]: 13, [aggregatesCatchUpJob]: 61 });
    // The work is shared, not left to whichever started first.
    expect(catchUps.filter((spy) => spy.mock.calls.length > 0).length).toBeGreaterThan(1);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('a worker killed mid-job on PostgreSQL', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp('postgres');
    await app.database.db.execute(sql`create table job_effects (key text primary key, done_by text not null)`);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('has its job completed by another worker, with the effect happening once', async () => {
    const jobs = createJobModule({
      sql: sqlClientOf(app.database.db),
      clock: () => new Date(),
      log: silentLog,
      settings: { maintenanceSeconds: 1 },
    });
    await jobs.define<EffectData>(
      effectJob,
      async ({ data }) => {
        await app.database.db.execute(
          sql`insert into job_effects (key, done_by) values (${data.key}, 'second worker') on conflict do nothing`,
        );
      },
      { retry: effectRetry },
    );
    expect(await jobs.send(effectJob, { key: 'rain-report' }, 'effect:rain-report')).toBe(true);
    // The same key again is the same job.
    expect(await jobs.send(effectJob, { key: 'rain-report' }, 'effect:rain-report')).toBe(false);

    const [{ database } = { database: '' }] = await queryRows<{ database: string }>(
      app.database.db,
      sql`select current_database() as database`,
    );
    const url = new URL(process.env.TEST_DATABASE_URL as string);
    url.pathname = `/${database}`;
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('./support/job-worker.child.ts', import.meta.url))],
      { env: { ...process.env, JOB_DATABASE_URL: url.toString() }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await vi.waitFor(() => expect(output).toContain('started'), { timeout: 60_000, interval: 100 });
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;

    // The killed worker's transaction died with it; once its run expires, this worker takes the job.
    await vi.waitFor(
      async () => {
        await jobs.runDue();
        const effects = await queryRows<{ key: string; done_by: string }>(
          app.database.db,
          sql`select key, done_by from job_effects`,
        );
        expect(effects).toEqual([{ key: 'rain-report', done_by: 'second worker' }]);
      },
      { timeout: 30_000, interval: 200 },
    );
    const [job] = await queryRows<{ state: string; retry_count: number }>(
      app.database.db,
      sql`select state, retry_count from pgboss.job where name = ${effectJob}`,
    );
    expect(job).toEqual({ state: 'completed', retry_count: 1 });
    await jobs.stop();
  });
});
