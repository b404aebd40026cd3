import type { Logger } from '../http/logger';
import { alertDeliveryJob, alertPushJob, type AlertDelivery, type AlertPush } from '../modules/alerts/alert-delivery';
import type { AlertsService } from '../modules/alerts/alerts.service';
import { scheduleBillingJob } from '../modules/billing/billing-jobs';
import type { BillingService } from '../modules/billing/billing.service';
import type { IngestionService } from '../modules/ingestion/ingestion.service';
import { mailDeliveryJob, type MailDelivery, type MailService } from '../modules/mail/mail.service';
import type { JobModule, RetryPolicy } from './job-module';

/** Readings whose aggregates are still not refreshed this long after they were stored never will be by their follow-up. */
export const aggregatesOverdueMs = 5 * 60_000;
export const aggregatesCatchUpJob = 'aggregates-catch-up';

/**
 * A mail's delivery is retried with backoff for about a day: waits of 1–2 minutes doubling ten times
 * reach the last attempt 17 to 34 hours on; the delivery gives up at the first failure a day after it
 * was queued, or at the last attempt (mail.service.ts).
 */
export const mailDeliveryRetry: RetryPolicy = { limit: 10, delaySeconds: 60, backoff: true, expireSeconds: 5 * 60 };

/** The jobs every app process defines: billing, aggregates catch-up and mail delivery (the demo adds its own). */
export async function defineAppJobs(
  jobs: JobModule,
  services: {
    billing: BillingService;
    ingestion: IngestionService;
    mail: MailService;
    alerts: AlertsService;
    log: Logger;
  },
  mailRetry: RetryPolicy = mailDeliveryRetry,
): Promise<void> {
  await scheduleBillingJob(jobs, services.billing, services.log);
  await jobs.every(aggregatesCatchUpJob, 60_000, () => services.ingestion.catchUpAggregates(aggregatesOverdueMs), {
    limit: 0,
    expireSeconds: 30 * 60,
  });
  await jobs.define<MailDelivery>(mailDeliveryJob, (run) => services.mail.deliverQueued(run), { retry: mailRetry });
  await defineAlertJobs(jobs, services.alerts);
}

export const alertsEveryMinuteJob = 'alerts-every-minute';
/** A push is worth retrying for a few hours at most: an alert older than that is no use to a grower. */
export const alertPushRetry: RetryPolicy = { limit: 6, delaySeconds: 30, backoff: true, expireSeconds: 60 };

/** Alerts: silent stations and ended quiet hours every minute; each notification's delivery and pushes. */
async function defineAlertJobs(jobs: JobModule, alerts: AlertsService): Promise<void> {
  await jobs.every(alertsEveryMinuteJob, 60_000, () => alerts.everyMinute(), { limit: 0, expireSeconds: 5 * 60 });
  await jobs.define<AlertDelivery>(alertDeliveryJob, (run) => alerts.deliver(run), {
    retry: { limit: 5, delaySeconds: 30, backoff: true, expireSeconds: 60 },
  });
  await jobs.define<AlertPush>(alertPushJob, (run) => alerts.pushOne(run), { retry: alertPushRetry });
}
