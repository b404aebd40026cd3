import type { JobRun } from '../../jobs/job-module';
import type { Logger } from '../../http/logger';
import type { OutboxMailRow } from './mail.tables';
import type { MailRepository } from './mail.repository';
import type { MailTransport, OutgoingMail } from './mail-transport';

/** The delivery job's queue: one job per mail, keyed by the mail (and by each operator retry). */
export const mailDeliveryJob = 'mail-delivery';
/** After this long without getting through, a mail is marked failed and waits for an operator's retry. */
export const mailDeliveryGiveUpMs = 86_400_000;

export interface MailDelivery {
  mailId: number;
  /** When the job was queued, on the app's clock: the day of retries counts from here. */
  queuedAt: string;
}

/** What the mail service needs of the job module. */
export interface MailJobs {
  send(name: string, data: object, key: string): Promise<boolean>;
  drain(name: string): Promise<number>;
}

export interface MailService {
  /** Records the mail in the outbox and queues its delivery; the caller does not wait for SMTP. */
  send(mail: OutgoingMail): Promise<void>;
  /**
   * Like `send`, once per idempotency key: a retried caller (an alert's delivery job) finds the mail it
   * recorded before, and its delivery job is keyed by the mail, so the mail goes once.
   */
  sendOnce(mail: OutgoingMail, idempotencyKey: string): Promise<void>;
  /** The delivery job's handler: delivers a queued mail once, or records why not (and throws to be retried). */
  deliverQueued(run: JobRun<MailDelivery>): Promise<void>;
  /** Delivers every mail whose delivery is due, here and now (tests, and the demo outbox). */
  settle(): Promise<void>;
  /** The latest mails recorded for an address, newest first (the demo's outbox). */
  sentTo(toAddress: string, limit: number): Promise<OutboxMailRow[]>;
  /** Mails the delivery job gave up on, latest first (the operator console). */
  failedMails(limit: number): Promise<OutboxMailRow[]>;
  /** Queues a failed mail's delivery again, with a new day of retries; undefined when it is not a failed mail. */
  retryFailed(mailId: number): Promise<OutboxMailRow | undefined>;
}

export function createMailService(deps: {
  mails: MailRepository;
  transport: MailTransport;
  jobs: MailJobs;
  clock: () => Date;
  log: Logger;
  /** The app's address; its host names the mails' Message-IDs. */
  appUrl: string;
}): MailService {
  const messageIdHost = new URL(deps.appUrl).hostname;
  const messageId = (row: OutboxMailRow) => `<mail-${row.id}.${row.createdAt.getTime()}@${messageIdHost}>`;

  async function queueDelivery(row: OutboxMailRow, key: string): Promise<void> {
    const delivery: MailDelivery = { mailId: row.id, queuedAt: deps.clock().toISOString() };
    await deps.jobs.send(mailDeliveryJob, delivery, key);
  }

  return {
    async send(mail) {
      // The bodies wait in the outbox until delivered; with SMTP they are erased then (deliverQueued).
      const row = await deps.mails.insert({
        toAddress: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
        transport: deps.transport.name,
      });
      await queueDelivery(row, `mail:${row.id}`);
    },

    async sendOnce(mail, idempotencyKey) {
      const row = await deps.mails.insertOnce({
        toAddress: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
        transport: deps.transport.name,
        idempotencyKey,
      });
      await queueDelivery(row, `mail:${row.id}`);
    },

    async deliverQueued({ data, lastAttempt }) {
      const row = await deps.mails.find(data.mailId);
      // Delivered by an earlier run whose completion was lost, or taken back by nobody: nothing to do.
      if (!row || row.deliveredAt || row.failedAt) return;
      try {
        await deps.transport.deliver(
          { to: row.toAddress, subject: row.subject, text: row.textBody, html: row.htmlBody },
          messageId(row),
        );
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const now = deps.clock();
        const givingUp = lastAttempt || now.getTime() - Date.parse(data.queuedAt) >= mailDeliveryGiveUpMs;
        await deps.mails.recordFailedAttempt(row.id, message, givingUp ? now : null);
        if (givingUp) {
          deps.log.error({ mailId: row.id, err: message }, 'mail delivery failed for a day; given up');
          return;
        }
        throw error;
      }
      // The outbox is the delivery of demo and tests, so it keeps the body; with SMTP only who was sent
      // which subject and when is kept, since a body's reset or invitation link opens an account.
      await deps.mails.markDelivered(row.id, deps.clock(), deps.transport.name !== 'outbox');
    },

    async settle() {
      await deps.jobs.drain(mailDeliveryJob);
    },

    sentTo: (toAddress, limit) => deps.mails.listForRecipient(toAddress, limit),

    failedMails: (limit) => deps.mails.listFailed(limit),

    async retryFailed(mailId) {
      const row = await deps.mails.clearFailed(mailId);
      if (!row) return undefined;
      await queueDelivery(row, `mail:${row.id}:retry:${row.attempts}`);
      return row;
    },
  };
}
