import { describe, expect, it } from 'vitest';
import { isPastLastRetry, nextPaymentRetryAt } from './payment-retries';

const failed = new Date('2026-11-21T00:00:00Z');

describe('payment retries: 1, 3 and 7 days after the first failure', () => {
  it.each([
    [0, '2026-11-22T00:00:00.000Z'],
    [1, '2026-11-24T00:00:00.000Z'],
    [2, '2026-11-28T00:00:00.000Z'],
    [3, null],
  ])('after %i failed retries the next is at %s', (failedRetries, at) => {
    expect(nextPaymentRetryAt(failed, failedRetries)?.toISOString() ?? null).toBe(at);
  });

  it.each([
    ['unpaid, retries left', 'unpaid', 2, false],
    ['unpaid, last retry failed', 'unpaid', 3, true],
    ['paid after the last retry', 'paid', 3, false],
  ])('%s', (_name, status, failedRetries, past) => {
    expect(isPastLastRetry({ status, failedRetries })).toBe(past);
  });
});
