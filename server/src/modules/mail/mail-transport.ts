import nodemailer from 'nodemailer';
import type { AppConfig } from '../../config/env';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where a mail goes once it is in the outbox table. */
export interface MailTransport {
  name: 'outbox' | 'smtp';
  /** `messageId` is the same on every attempt, so a receiver can tell a repeat from a new mail. */
  deliver(mail: OutgoingMail, messageId: string): Promise<void>;
  close(): void;
}

export function createMailTransport(config: Pick<AppConfig, 'mail' | 'mailFrom'>): MailTransport {
  if (config.mail.transport === 'outbox') {
    // The outbox table is the delivery: demo users read it through GET /api/dev/outbox.
    return { name: 'outbox', deliver: async () => undefined, close: () => undefined };
  }
  const smtp = nodemailer.createTransport(config.mail.url);
  return {
    name: 'smtp',
    async deliver(mail, messageId) {
      await smtp.sendMail({ from: config.mailFrom, messageId, ...mail });
    },
    close: () => smtp.close(),
  };
}
