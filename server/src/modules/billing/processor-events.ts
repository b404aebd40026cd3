import { afterCharge, retriesFrom, type BillingDeps } from './billing-steps';

export type ChargeOutcome = {
  invoiceId: number;
  companyId: number;
  chargeId: string;
  paymentMethodId: string | null;
  at: Date;
} & ({ ok: true } | { ok: false; errorCode: string; declineCode: string | null });

/**
 * A charge's outcome the processor reports later (Stripe's payment_intent events): settles the invoice
 * the charge carried. Only an unpaid invoice of that company changes, so the same event twice, or a
 * failure reported after the invoice was paid another way, changes nothing.
 */
export async function settleCharge(deps: BillingDeps, event: ChargeOutcome): Promise<void> {
  const paid = await deps.transactions.run(async (repos) => {
    const company = await repos.billing.lockCompany(event.companyId);
    const invoice = await repos.billing.findInvoice(event.invoiceId);
    if (!company || !invoice || invoice.companyId !== company.id || invoice.status === 'paid') return false;
    const methods = event.paymentMethodId
      ? (await repos.billing.paymentMethodsByProcessorId(event.paymentMethodId)).filter(
          (method) => method.companyId === company.id && !['replaced', 'detached'].includes(method.status),
        )
      : [];
    if (event.ok) {
      const settled = await repos.billing.updateInvoice(invoice.id, {
        status: 'paid',
        paidAt: event.at,
        processorChargeId: event.chargeId,
        nextRetryAt: null,
      });
      for (const method of methods)
        await repos.billing.updatePaymentMethod(method.id, { status: 'active', lastChargedAt: event.at });
      await afterCharge(deps, repos, company, { invoice: settled, ok: true });
      if (!company.paid && settled.amountIncGstCents > 0)
        await repos.billing.updateCompany(company.id, { paid: true, updatedAt: event.at });
      return true;
    }
    await repos.billing.updateInvoice(invoice.id, {
      lastErrorCode: event.errorCode,
      lastDeclineCode: event.declineCode,
      ...(invoice.firstFailedAt ? {} : retriesFrom(event.at)),
    });
    for (const method of methods) {
      await repos.billing.updatePaymentMethod(method.id, {
        status: 'declining',
        lastDeclinedAt: event.at,
        lastErrorCode: event.errorCode,
        lastDeclineCode: event.declineCode,
      });
    }
    return false;
  });
  // A plan that had fallen to free for want of this payment is back at once.
  if (paid) deps.onPlanChanged();
}

/**
 * The card was detached at the processor (removed there, or by the card holder's bank): it can no
 * longer be charged, so the company is asked for a card again (has_payment_method false).
 */
export async function paymentMethodDetached(
  deps: BillingDeps,
  processorPaymentMethodId: string,
  at: Date,
): Promise<void> {
  await deps.transactions.run(async (repos) => {
    for (const method of await repos.billing.paymentMethodsByProcessorId(processorPaymentMethodId)) {
      if (method.status === 'replaced' || method.status === 'detached') continue;
      await repos.billing.lockCompany(method.companyId);
      await repos.billing.updatePaymentMethod(method.id, { status: 'detached' });
      if (!(await repos.billing.activePaymentMethod(method.companyId)))
        await repos.billing.updateCompany(method.companyId, { hasPaymentMethod: false, updatedAt: at });
    }
  });
}
