import type { PaymentLocalDetails } from '@mesonet/shared/billing/billing-forms';
import type { BillingResponse } from '@mesonet/shared/contracts/billing.schema';
import type { PlanChoice } from '@mesonet/shared/plans/plans';
import { presentInvoice } from './billing.presenter';
import { billingOf, lockBillingMember, paymentsConfig, type BillingDeps } from './billing-steps';
import { useDiscountCode } from './discount-code';
import { runDueBilling } from './due-billing';
import { savePaymentMethod } from './payment-method';
import { changePlan, quote } from './plan-change';
import { paymentMethodDetached, settleCharge, type ChargeOutcome } from './processor-events';

/** The company's billing, its invoices and how the browser reaches the card processor. */
async function billingOverview(deps: BillingDeps, userId: number): Promise<BillingResponse> {
  return deps.transactions.run(async (repos) => {
    const { company } = await lockBillingMember(repos, userId);
    return {
      billing: await billingOf(deps, repos, company),
      invoices: (await repos.billing.invoicesOf(company.id)).map(presentInvoice),
      payments: paymentsConfig(deps),
    };
  });
}

/**
 * Plans, cards, trials, invoices and their retries. Each operation lives in the file named for it and
 * takes these deps; every change runs under the company's row lock in one transaction.
 */
export function createBillingService(deps: BillingDeps) {
  return {
    paymentsConfig: () => paymentsConfig(deps),
    billing: (userId: number) => billingOverview(deps, userId),
    quote: (userId: number, requested: PlanChoice) => quote(deps, userId, requested),
    changePlan: (userId: number, requested: PlanChoice) => changePlan(deps, userId, requested),
    savePaymentMethod: (
      userId: number,
      details: { local_details: PaymentLocalDetails; payment_method: { id: string } },
    ) => savePaymentMethod(deps, userId, details),
    useDiscountCode: (userId: number, userAcceptance: boolean) => useDiscountCode(deps, userId, userAcceptance),
    settleCharge: (event: ChargeOutcome) => settleCharge(deps, event),
    paymentMethodDetached: (processorPaymentMethodId: string, at: Date) =>
      paymentMethodDetached(deps, processorPaymentMethodId, at),
    runDueBilling: () => runDueBilling(deps),
  };
}
export type BillingService = ReturnType<typeof createBillingService>;
