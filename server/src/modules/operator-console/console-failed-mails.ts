import type { FailedMail, FailedMailRetry } from '@mesonet/shared/contracts/failed-mails.schema';
import { ApiError } from '../../http/api-error';
import type { MailService } from '../mail/mail.service';
import { presentFailedMail } from './operator-console.presenter';
import type { ConsoleActor } from './operator-console.service';

/** The console lists this many failed mails at most, latest first. */
const failedMailsShown = 200;

type Audit = (actor: ConsoleActor, action: string, target: Record<string, unknown>) => void;

/** Mails the delivery job gave up on, and the operator's retry of one, audited. */
export function consoleFailedMails(mail: Pick<MailService, 'failedMails' | 'retryFailed'>, audit: Audit) {
  return {
    async failedMails(): Promise<FailedMail[]> {
      return (await mail.failedMails(failedMailsShown)).map(presentFailedMail);
    },

    async retryFailedMail(actor: ConsoleActor, id: number): Promise<FailedMailRetry> {
      const row = await mail.retryFailed(id);
      if (!row) throw ApiError.field(404, 'base', 'Not found');
      audit(actor, 'failed_mail_retried', { mail_id: id });
      return { id, queued: true };
    },
  };
}
