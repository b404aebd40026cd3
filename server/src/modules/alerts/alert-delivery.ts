import type { AlertChannel } from '@mesonet/shared/contracts/alerts.schema';
import type { Logger } from '../../http/logger';
import type { JobRun } from '../../jobs/job-module';
import { escapeHtml } from '../mail/escape-html';
import type { MailService } from '../mail/mail.service';
import type { AlertsRepository, NewNotification, StoredNotification } from './alerts.repository';
import type { NotificationRow } from './alerts.tables';
import type { PushSender } from './web-push-sender';

/** One job per notification: its email and its pushes (keyed, so a notification is delivered once). */
export const alertDeliveryJob = 'alert-delivery';
/** One job per notification and browser, retried on its own: one failing push service holds no other back. */
export const alertPushJob = 'alert-push';

export interface AlertDelivery {
  notificationId: number;
}
export interface AlertPush {
  notificationId: number;
  subscriptionId: number;
}

export interface DeliveryJobs {
  send(name: string, data: object, key: string): Promise<boolean>;
  sendMany(name: string, jobs: ReadonlyArray<{ data: object; key: string }>): Promise<void>;
}

export interface AlertDeliveryDeps {
  alerts: AlertsRepository;
  mail: Pick<MailService, 'sendOnce'>;
  jobs: DeliveryJobs;
  push: PushSender | undefined;
  appUrl: string;
  log: Logger;
}

/** The mail of a notification: its title as subject, its body, and the station's dashboard. */
function notificationMail(row: NotificationRow, to: string, appUrl: string) {
  const link = `${appUrl}${row.url}`;
  return {
    to,
    subject: row.title,
    text: `${row.body}\n\n${link}\n\nAlert rule: ${row.ruleName}. Change or pause it at ${appUrl}/my/alerts`,
    html: `<p>${escapeHtml(row.body)}</p><p><a href="${escapeHtml(link)}">Open the station's dashboard</a></p><p>Alert rule: ${escapeHtml(row.ruleName)}. <a href="${escapeHtml(`${appUrl}/my/alerts`)}">Change or pause it</a></p>`,
  };
}

/** Whether a notification goes anywhere beyond the app's own list (which storing it already did). */
const leavesTheApp = (row: StoredNotification) => row.channels.some((channel) => channel !== 'in_app');

export function createAlertDelivery(deps: AlertDeliveryDeps) {
  /**
   * Queues the delivery (mail and pushes) of the notifications due now, in one statement; in-app-only
   * ones need none, and held ones wait for their quiet hours to end.
   */
  async function queue(rows: readonly StoredNotification[]): Promise<void> {
    const due = rows.filter((row) => row.delivery === 'delivered' && leavesTheApp(row));
    await deps.jobs.sendMany(
      alertDeliveryJob,
      due.map((row) => ({ data: { notificationId: row.id } satisfies AlertDelivery, key: `alert-delivery:${row.id}` })),
    );
  }

  return {
    /**
     * Records a notification once per idempotency key and, unless quiet hours hold it, queues its
     * delivery (once per notification, however often it is asked for).
     */
    async notify(notification: NewNotification): Promise<StoredNotification | undefined> {
      const [row] = await deps.alerts.storeNotifications([notification], notification.createdAt);
      if (row) await queue([row]);
      return row;
    },

    queue,

    /** The delivery job: the email (once, by the notification's key) and one push job per browser. */
    async deliver({ data }: JobRun<AlertDelivery>): Promise<void> {
      const row = await deps.alerts.findNotification(data.notificationId);
      if (!row || row.delivery !== 'delivered') return;
      const channels = new Set<AlertChannel>(row.channels);
      if (channels.has('email')) {
        const user = await deps.alerts.userOf(row.userId);
        if (user) await deps.mail.sendOnce(notificationMail(row, user.email, deps.appUrl), `notification:${row.id}`);
      }
      if (channels.has('push') && deps.push) {
        for (const subscription of await deps.alerts.pushSubscriptionsOf(row.userId)) {
          const push: AlertPush = { notificationId: row.id, subscriptionId: subscription.id };
          await deps.jobs.send(alertPushJob, push, `alert-push:${row.id}:${subscription.id}`);
        }
      }
    },

    /** The push job: sends to one browser; a subscription the push service no longer knows is deleted. */
    async pushOne({ data }: JobRun<AlertPush>): Promise<void> {
      const [row, subscription] = await Promise.all([
        deps.alerts.findNotification(data.notificationId),
        deps.alerts.findPushSubscription(data.subscriptionId),
      ]);
      if (!row || !subscription || !deps.push) return;
      const payload = { title: row.title, body: row.body, url: row.url, tag: `notification-${row.id}` };
      const outcome = await deps.push.send(subscription, payload);
      if (outcome === 'gone') {
        deps.log.info({ subscriptionId: subscription.id }, 'push subscription gone; deleted');
        await deps.alerts.deletePushSubscriptionById(subscription.id);
      }
    },
  };
}
export type AlertDeliveryService = ReturnType<typeof createAlertDelivery>;
