import type { Logger } from '../../http/logger';
import type { BillingService } from './billing.service';

/** How often the billing job looks for trials ending, renewals, scheduled plan changes and payment retries due. */
export const billingJobIntervalMs = 5 * 60_000;

/**
 * Runs the billing job on an interval (main.ts). Safe with several app processes: each due company is
 * billed under a `for update skip locked` row lock and a unique charge key (billing.service.ts).
 */
export function startBillingJobs(billing: BillingService, log: Logger, intervalMs = billingJobIntervalMs) {
  let running: Promise<unknown> | undefined;
  const run = () => {
    if (running) return;
    running = billing
      .runDueBilling()
      .then((result) => {
        if (result.billed + result.failed + result.retriesPaid + result.retriesFailed > 0)
          log.info(result, 'billing job ran');
      })
      .catch((error: unknown) => log.error({ err: error }, 'billing job failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  run();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
