import type { Logger } from '../../http/logger';
import type { OutboxMailRow } from './mail.tables';
import type { MailRepository } from './mail.repository';
import type { MailTransport, OutgoingMail } from './mail-transport';

export interface MailService {
  /** Records the mail and hands it to the transport without making the caller wait for SMTP. */
  send(mail: OutgoingMail): Promise<void>;
  /** Resolves once every delivery started so far has finished (shutdown and tests). */
  settle(): Promise<void>;
  /** The latest mails recorded for an address, newest first (the demo's outbox). */
  sentTo(toAddress: string, limit: number): Promise<OutboxMailRow[]>;
}

export function createMailService(deps: {
  mails: MailRepository;
  transport: MailTransport;
  clock: () => Date;
  log: Logger;
}): MailService {
  const inFlight = new Set<Promise<void>>();

  async function deliver(id: number, mail: OutgoingMail): Promise<void> {
    try {
      await deps.transport.deliver(mail);
      await deps.mails.markDelivered(id, deps.clock());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      deps.log.warn({ mailId: id, err: message }, 'mail delivery failed');
      await deps.mails.markFailed(id, message).catch(() => undefined);
    }
  }

  return {
    async send(mail) {
      // The outbox is the delivery of demo and tests, so it keeps the body; with SMTP only who was sent
      // which subject and when is kept, since a body's reset or invitation link opens an account.
      const keepBody = deps.transport.name === 'outbox';
      const row = await deps.mails.insert({
        toAddress: mail.to,
        subject: mail.subject,
        textBody: keepBody ? mail.text : '',
        htmlBody: keepBody ? mail.html : '',
        transport: deps.transport.name,
      });
      const delivery = deliver(row.id, mail).finally(() => inFlight.delete(delivery));
      inFlight.add(delivery);
    },
    async settle() {
      await Promise.all([...inFlight]);
    },
    sentTo: (toAddress, limit) => deps.mails.listForRecipient(toAddress, limit),
  };
}
