import { emailAddressField } from '@mesonet/shared/auth/auth.schema';
import { normaliseEmailAddress } from '@mesonet/shared/auth/email-address';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../http/api-error';
import type { MailRepository } from '../mail/mail.repository';

const outboxQuerySchema = z.object({ to: emailAddressField });

/** Demo mode only (CONTRACT.md §4): the mails "sent" to an address, newest first. */
export async function devRoutes(app: FastifyInstance, opts: { mails: MailRepository }) {
  app.get('/api/dev/outbox', async (request) => {
    const { to } = parseInput(outboxQuerySchema, request.query);
    const rows = await opts.mails.listForRecipient(normaliseEmailAddress(to), 50);
    return rows.map((row) => ({
      to: row.toAddress,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
      sent_at: row.createdAt.toISOString(),
    }));
  });
}
