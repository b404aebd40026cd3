import type { AppConfig } from '../../config/env';
import { createFakeProcessor } from './fake-processor';
import type { PaymentProcessor } from './payment-processor';
import { createStripeProcessor } from './stripe-processor';

/** The processor PAYMENTS names (CONTRACT.md §2); env.ts has already checked Stripe's keys are there. */
export function createPaymentProcessor(config: AppConfig): PaymentProcessor {
  if (config.payments === 'stripe' && config.stripe) return createStripeProcessor(config.stripe);
  return createFakeProcessor();
}
