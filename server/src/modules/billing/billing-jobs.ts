import type { Logger } from '../../http/logger';
import type { JobModule } from '../../jobs/job-module';
import type { BillingService } from './billing.service';

/** How often the billing job looks for trials ending, renewals, scheduled plan changes and payment retries due. */
export const billingJobIntervalMs = 5 * 60_000;
export const billingJob = 'billing';

/**
 * Schedules the billing job: one process runs each five-minute run. Even two runs at once would be safe:
 * each due company is billed under a `for update skip locked` row lock and a unique charge key (billing.service.ts).
 */
export async function scheduleBillingJob(jobs: JobModule, billing: BillingService, log: Logger): Promise<void> {
  await jobs.every(
    billingJob,
    billingJobIntervalMs,
    async () => {
      const result = await billing.runDueBilling();
      if (result.billed + result.failed + result.retriesPaid + result.retriesFailed > 0)
        log.info(result, 'billing job ran');
      return result;
    },
    { limit: 1, delaySeconds: 60, backoff: false, expireSeconds: 30 * 60 },
  );
}
