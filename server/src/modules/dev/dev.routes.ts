import { emailAddressField } from '@mesonet/shared/auth/auth.schema';
import { normaliseEmailAddress } from '@mesonet/shared/auth/email-address';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../http/api-error';
import type { MailService } from '../mail/mail.service';

const outboxQuerySchema = z.object({ to: emailAddressField });

/** Demo mode only (CONTRACT.md §4): the mails "sent" to an address, newest first. */
export async function devRoutes(app: FastifyInstance, opts: { mail: MailService }) {
  app.get('/api/dev/outbox', async (request) => {
    const { to } = parseInput(outboxQuerySchema, request.query);
    const rows = await opts.mail.sentTo(normaliseEmailAddress(to), 50);
    return rows.map((row) => ({
      to: row.toAddress,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
      sent_at: row.createdAt.toISOString(),
    }));
  });
}
