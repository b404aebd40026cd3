import { z } from 'zod';

/**
 * The operator console's failed mails: mails whose delivery was retried for a day without getting
 * through, until an operator retries them.
 *   GET  /api/admin/failed_mails            → failedMailsResponseSchema (latest failure first)
 *   POST /api/admin/failed_mails/:id/retry  → failedMailRetrySchema (queued for delivery again)
 */
export const failedMailSchema = z.object({
  id: z.number().int(),
  recipient: z.string(),
  subject: z.string(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  /** ISO. */
  failed_at: z.string(),
});
export type FailedMail = z.infer<typeof failedMailSchema>;
export const failedMailsResponseSchema = z.array(failedMailSchema);

export const failedMailParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const failedMailRetrySchema = z.object({ id: z.number().int(), queued: z.literal(true) });
export type FailedMailRetry = z.infer<typeof failedMailRetrySchema>;
