const dayMs = 24 * 60 * 60 * 1000;

/**
 * A failed yearly charge (trial end, renewal or the start of billing) is charged again this many days
 * after its first failure. Each failure is mailed to the owner and billing members.
 */
export const paymentRetryDays = [1, 3, 7] as const;

/** When an invoice whose charge first failed at `firstFailedAt` is next charged, after `failedRetries` failed retries; null when none is left. */
export function nextPaymentRetryAt(firstFailedAt: Date, failedRetries: number): Date | null {
  const days = paymentRetryDays[failedRetries];
  return days === undefined ? null : new Date(firstFailedAt.getTime() + days * dayMs);
}

/**
 * The one rule of an unpaid company: an invoice still unpaid after its last retry failed. Such a company
 * sees the free plan until its outstanding invoices are paid (effective-plan.ts).
 */
export function isPastLastRetry(invoice: { status: string; failedRetries: number }): boolean {
  return invoice.status === 'unpaid' && invoice.failedRetries >= paymentRetryDays.length;
}
