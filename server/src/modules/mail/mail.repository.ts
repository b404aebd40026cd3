import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { outboxMails, type OutboxMailRow } from './mail.tables';

export function mailRepository(db: Database) {
  return {
    async insert(mail: typeof outboxMails.$inferInsert): Promise<OutboxMailRow> {
      const [row] = await db.insert(outboxMails).values(mail).returning();
      if (!row) throw new Error('mail insert returned no row');
      return row;
    },

    /** Inserts a mail unless one with its idempotency key is stored; answers the stored one either way. */
    async insertOnce(mail: typeof outboxMails.$inferInsert & { idempotencyKey: string }): Promise<OutboxMailRow> {
      const [row] = await db.insert(outboxMails).values(mail).onConflictDoNothing().returning();
      if (row) return row;
      const [existing] = await db.select().from(outboxMails).where(eq(outboxMails.idempotencyKey, mail.idempotencyKey));
      if (!existing) throw new Error('mail insert found neither a new nor a stored row');
      return existing;
    },

    async find(id: number): Promise<OutboxMailRow | undefined> {
      const [row] = await db.select().from(outboxMails).where(eq(outboxMails.id, id));
      return row;
    },

    /** Records the delivery; `eraseBody` drops the bodies once they are no longer needed (SMTP). */
    async markDelivered(id: number, now: Date, eraseBody: boolean): Promise<void> {
      await db
        .update(outboxMails)
        .set({
          deliveredAt: now,
          attempts: sql`${outboxMails.attempts} + 1`,
          lastError: null,
          ...(eraseBody ? { textBody: '', htmlBody: '' } : {}),
        })
        .where(eq(outboxMails.id, id));
    },

    /** One attempt that failed; `failedAt` set when the delivery job gives up. */
    async recordFailedAttempt(id: number, error: string, failedAt: Date | null): Promise<void> {
      await db
        .update(outboxMails)
        .set({ attempts: sql`${outboxMails.attempts} + 1`, lastError: error.slice(0, 500), failedAt })
        .where(eq(outboxMails.id, id));
    },

    /** Takes a failed mail back for delivery; answers it, or undefined when it is not a failed mail. */
    async clearFailed(id: number): Promise<OutboxMailRow | undefined> {
      const [row] = await db
        .update(outboxMails)
        .set({ failedAt: null })
        .where(and(eq(outboxMails.id, id), isNotNull(outboxMails.failedAt), isNull(outboxMails.deliveredAt)))
        .returning();
      return row;
    },

    async listFailed(limit: number): Promise<OutboxMailRow[]> {
      return db
        .select()
        .from(outboxMails)
        .where(isNotNull(outboxMails.failedAt))
        .orderBy(desc(outboxMails.failedAt), desc(outboxMails.id))
        .limit(limit);
    },

    async listForRecipient(toAddress: string, limit: number): Promise<OutboxMailRow[]> {
      return db
        .select()
        .from(outboxMails)
        .where(eq(outboxMails.toAddress, toAddress))
        .orderBy(desc(outboxMails.createdAt), desc(outboxMails.id))
        .limit(limit);
    },
  };
}
export type MailRepository = ReturnType<typeof mailRepository>;
