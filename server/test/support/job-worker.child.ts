// A worker process for jobs.api.test.ts: takes the 'effect' job, writes its effect inside a transaction,
// says 'started' and never finishes, so the test can kill it mid-job with SIGKILL.
import { sql } from 'drizzle-orm';
import { openPostgresDatabase, sqlClientOf } from '../../src/db/database';
import { createJobModule } from '../../src/jobs/job-module';
import { effectJob, effectRetry, type EffectData } from './effect-job';

const database = await openPostgresDatabase(process.env.JOB_DATABASE_URL ?? '');
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined, debug: () => undefined };
const jobs = createJobModule({ sql: sqlClientOf(database.db), clock: () => new Date(), log: quiet });
await jobs.define<EffectData>(
  effectJob,
  ({ data }) =>
    database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into job_effects (key, done_by) values (${data.key}, 'killed worker')`);
      process.stdout.write('started\n');
      await new Promise(() => undefined);
    }),
  { retry: effectRetry },
);
await jobs.runDue();
