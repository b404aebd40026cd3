import PgBoss from 'pg-boss';
import type { SqlClient } from '../db/database';
import type { Logger } from '../http/logger';
import { jobIdForKey, scheduledRunKey, scheduledRunStartMs } from './job-keys';

/** How a job is retried when its handler throws, and when a run whose process died is given up on. */
export interface RetryPolicy {
  /** Retries after the first attempt. */
  limit: number;
  /** Seconds before the first retry; with backoff each later wait is about twice the one before. */
  delaySeconds: number;
  backoff: boolean;
  /** A run still active this long after it started is taken as lost (its process died) and retried. */
  expireSeconds: number;
}

export const defaultRetryPolicy: RetryPolicy = { limit: 3, delaySeconds: 30, backoff: true, expireSeconds: 15 * 60 };

/** One run of a job as its handler sees it. */
export interface JobRun<Data> {
  data: Data;
  /** Retries before this one (0 on the first attempt). */
  retryCount: number;
  /** True on the attempt after which none follows. */
  lastAttempt: boolean;
}

export type JobHandler<Data> = (run: JobRun<Data>) => Promise<unknown>;

export interface JobModuleSettings {
  /** How often idle queues are asked for work (each process; a send in this process starts its queue at once). */
  pollMs: number;
  /** How often lost runs (past `expireSeconds`) are handed back for retry, by whichever process gets there. */
  maintenanceSeconds: number;
}

export const defaultJobModuleSettings: JobModuleSettings = { pollMs: 2_000, maintenanceSeconds: 60 };

interface Queue {
  name: string;
  handler: JobHandler<never>;
  retry: RetryPolicy;
  /** Set while this process is taking jobs off the queue, so two drains never race each other here. */
  draining?: Promise<number>;
}

interface Schedule {
  name: string;
  everyMs: number;
  lastRunStartMs?: number;
}

/**
 * The job module: named handlers on durable queues in the database (pg-boss 10, on PostgreSQL and on
 * the embedded PGlite alike), retried with backoff, idempotent by key, and visible in the `pgboss`
 * schema. Scheduled jobs are sent once per run, keyed by the run's start on the app's clock, from every
 * process: the database keeps one of them, and the queue's singleton policy lets one run at a time.
 * A process that dies mid-job leaves the run active until it expires; then another takes it again.
 */
/** Takes the queue's next ready job and runs it: completed, or failed for pg-boss to retry. False when none was ready. */
async function runOne(boss: PgBoss, log: Logger, queue: Queue): Promise<boolean> {
  const [job] = await boss.fetch<never>(queue.name, { includeMetadata: true });
  if (!job) return false;
  try {
    const output = await queue.handler({
      data: job.data,
      retryCount: job.retryCount,
      lastAttempt: job.retryCount >= job.retryLimit,
    });
    await boss.complete(queue.name, job.id, output && typeof output === 'object' ? output : {});
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log.warn({ job: queue.name, jobId: job.id, retryCount: job.retryCount, err: message }, 'job failed');
    await boss.fail(queue.name, job.id, { message });
  }
  return true;
}

/** Queues a job under its key with the queue's retry policy; false when the key is already queued. */
async function sendJob(boss: PgBoss, queue: Queue, data: object, key: string, startAfter?: Date): Promise<boolean> {
  const { retry } = queue;
  const id = await boss.send(queue.name, data, {
    id: jobIdForKey(key),
    retryLimit: retry.limit,
    retryDelay: retry.delaySeconds,
    retryBackoff: retry.backoff,
    expireInSeconds: retry.expireSeconds,
    ...(startAfter ? { startAfter } : {}),
  });
  return id !== null;
}

/** Queues many jobs of one queue in one statement; keys already queued are left as they are. */
async function sendJobs(boss: PgBoss, queue: Queue, jobs: ReadonlyArray<{ data: object; key: string }>): Promise<void> {
  if (jobs.length === 0) return;
  const { retry } = queue;
  await boss.insert(
    jobs.map(({ data, key }) => ({
      id: jobIdForKey(key),
      name: queue.name,
      data,
      retryLimit: retry.limit,
      retryDelay: retry.delaySeconds,
      retryBackoff: retry.backoff,
      expireInSeconds: retry.expireSeconds,
    })),
  );
}

function createPgBoss(sql: SqlClient, log: Logger, maintenanceSeconds: number): PgBoss {
  const boss = new PgBoss({
    db: sql,
    // Schedules follow the app's clock (sendDueRuns), not pg-boss's cron; nothing is watched but lost runs.
    schedule: false,
    supervise: true,
    maintenanceIntervalSeconds: maintenanceSeconds,
  });
  boss.on('error', (error: unknown) => log.error({ err: error }, 'job queue error'));
  return boss;
}

function unknownJob(name: string): never {
  throw new Error(`no job named ${name}`);
}

/** Sends the run due now of every schedule that has not been sent from this process yet. */
async function sendDueRuns(
  schedules: Schedule[],
  nowMs: number,
  send: (name: string, data: object, key: string) => Promise<boolean>,
): Promise<void> {
  for (const schedule of schedules) {
    const runStartMs = scheduledRunStartMs(nowMs, schedule.everyMs);
    if (schedule.lastRunStartMs === runStartMs) continue;
    await send(
      schedule.name,
      { runStart: new Date(runStartMs).toISOString() },
      scheduledRunKey(schedule.name, runStartMs),
    );
    schedule.lastRunStartMs = runStartMs;
  }
}

export interface JobModuleDeps {
  sql: SqlClient;
  clock: () => Date;
  log: Logger;
  settings?: Partial<JobModuleSettings>;
}

export function createJobModule(deps: JobModuleDeps) {
  const settings = { ...defaultJobModuleSettings, ...deps.settings };
  const boss = createPgBoss(deps.sql, deps.log, settings.maintenanceSeconds);
  const queues = new Map<string, Queue>();
  const schedules: Schedule[] = [];
  let opened: Promise<unknown> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const queueOf = (name: string): Queue => queues.get(name) ?? unknownJob(name);

  /** Runs the queue's ready jobs one after another until none is ready; answers how many ran. */
  function drain(queue: Queue): Promise<number> {
    queue.draining ??= (async () => {
      let ran = 0;
      while (!stopped && (await runOne(boss, deps.log, queue))) ran += 1;
      return ran;
    })().finally(() => (queue.draining = undefined));
    return queue.draining;
  }

  const send = (name: string, data: object, key: string, startAfter?: Date) =>
    sendJob(boss, queueOf(name), data, key, startAfter);

  async function define<Data>(
    name: string,
    handler: JobHandler<Data>,
    options: { retry?: Partial<RetryPolicy>; oneAtATime?: boolean } = {},
  ): Promise<void> {
    await open();
    // The singleton policy lets one job of the queue be active at a time, across every process.
    await boss.createQueue(name, { name, policy: options.oneAtATime ? 'singleton' : 'standard' });
    queues.set(name, {
      name,
      handler: handler as JobHandler<never>,
      retry: { ...defaultRetryPolicy, ...options.retry },
    });
  }

  /** Creates the queue's tables (first start) and connects; safe to call again. */
  function open(): Promise<unknown> {
    opened ??= boss.start();
    return opened;
  }

  /** Sends the due scheduled runs, then runs every ready job; answers how many ran (the poll and tests). */
  async function runDue(): Promise<number> {
    await sendDueRuns(schedules, deps.clock().getTime(), send);
    const ran = await Promise.all([...queues.values()].map(drain));
    return ran.reduce((sum, count) => sum + count, 0);
  }

  return {
    open,
    define,

    /**
     * A job run every `everyMs` on the app's clock by one process of all those sharing the database,
     * never two runs at once. Its handler takes no data: a run that fails is retried, and the next run
     * does the same work anyway.
     */
    async every(name: string, everyMs: number, handler: () => Promise<unknown>, retry?: Partial<RetryPolicy>) {
      await define(name, () => handler(), { retry, oneAtATime: true });
      // Defining it again (the demo network restarted) changes its handler, not its schedule.
      if (!schedules.some((schedule) => schedule.name === name)) schedules.push({ name, everyMs });
    },

    /**
     * Queues a job; a key already queued (or run, for as long as finished jobs are kept) is not queued
     * again. Answers whether it was queued. In a started module this process starts on it at once.
     */
    async send(name: string, data: object, key: string, startAfter?: Date): Promise<boolean> {
      const queued = await send(name, data, key, startAfter);
      if (queued && timer && !stopped)
        drain(queueOf(name)).catch((error: unknown) => deps.log.error({ err: error, job: name }, 'job queue failed'));
      return queued;
    },

    /** Queues many jobs of one queue at once (one statement), each under its key as `send` does. */
    async sendMany(name: string, jobs: ReadonlyArray<{ data: object; key: string }>): Promise<void> {
      await sendJobs(boss, queueOf(name), jobs);
      if (jobs.length > 0 && timer && !stopped)
        drain(queueOf(name)).catch((error: unknown) => deps.log.error({ err: error, job: name }, 'job queue failed'));
    },

    runDue,

    /** Runs the named queue's ready jobs until none is left (tests, and waiting for mail at shutdown). */
    drain: (name: string) => drain(queueOf(name)),

    /** Polls every queue and sends scheduled runs from now on (main.ts; tests call runDue instead). */
    start(): void {
      if (timer || stopped) return;
      const poll = () => {
        runDue().catch((error: unknown) => deps.log.error({ err: error }, 'job queue poll failed'));
      };
      timer = setInterval(poll, settings.pollMs);
      timer.unref();
      poll();
    },

    /** Stops polling, lets the jobs running here finish, and disconnects; jobs left queued stay queued. */
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(timer);
      await Promise.all([...queues.values()].map((queue) => queue.draining?.catch(() => undefined)));
      if (opened) await boss.stop({ graceful: false, close: false });
    },
  };
}
export type JobModule = ReturnType<typeof createJobModule>;
