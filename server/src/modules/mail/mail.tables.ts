import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Every mail the product sends, and the delivery job's record of it. With MAIL=outbox this is the only
 * delivery, bodies included; with SMTP the bodies are kept only until the mail is delivered (their
 * links open accounts), leaving who was sent which subject and when.
 */
export const outboxMails = pgTable(
  'outbox_mails',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    transport: text('transport').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Set when the delivery job gave up (a day of retries); cleared when an operator retries it. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set for mails that must go once only (an alert's notification): a second insert finds the first. */
    idempotencyKey: text('idempotency_key'),
  },
  (t) => [
    uniqueIndex('outbox_mails_idempotency_key_key').on(t.idempotencyKey),
    index('outbox_mails_to_address_idx').on(t.toAddress, t.createdAt),
    index('outbox_mails_failed_at_idx').on(t.failedAt),
  ],
);
export type OutboxMailRow = typeof outboxMails.$inferSelect;
