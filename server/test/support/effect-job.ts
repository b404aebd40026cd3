import type { RetryPolicy } from '../../src/jobs/job-module';

/** A job whose effect is one row per key, for the test that kills a worker mid-job. */
export const effectJob = 'test-effect';
export interface EffectData {
  key: string;
}
/** A run still active a second after it started is taken as lost and retried at once. */
export const effectRetry: Partial<RetryPolicy> = { limit: 3, delaySeconds: 0, backoff: false, expireSeconds: 1 };
