import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { outboxMails, type OutboxMailRow } from './mail.tables';

export function mailRepository(db: Database) {
  return {
    async insert(mail: typeof outboxMails.$inferInsert): Promise<OutboxMailRow> {
      const [row] = await db.insert(outboxMails).values(mail).returning();
      if (!row) throw new Error('mail insert returned no row');
      return row;
    },

    async markDelivered(id: number, now: Date): Promise<void> {
      await db
        .update(outboxMails)
        .set({ deliveredAt: now, attempts: sql`${outboxMails.attempts} + 1`, lastError: null })
        .where(eq(outboxMails.id, id));
    },

    async markFailed(id: number, error: string): Promise<void> {
      await db
        .update(outboxMails)
        .set({ attempts: sql`${outboxMails.attempts} + 1`, lastError: error.slice(0, 500) })
        .where(eq(outboxMails.id, id));
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
