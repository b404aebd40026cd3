import { formatAud } from '@mesonet/shared/billing/money';
import { withGst } from '@mesonet/shared/billing/gst';
import { applyCredits } from '@mesonet/shared/billing/referrals';
import type { CompanyRow } from '../companies/companies.tables';
import type { InvoiceRow, PaymentMethodRow } from './billing.tables';
import { retriesFrom, type BillingDeps, type BillingRepos } from './billing-steps';

/**
 * Charges an invoice once: the invoice's unique key is the processor's idempotency key, so a second
 * call with the same key finds the invoice and charges nothing more. A processor that does not answer
 * throws ProcessorUnavailableError, which rolls the caller's transaction back.
 */
export async function chargeOnce(
  deps: BillingDeps,
  repos: BillingRepos,
  company: CompanyRow,
  method: PaymentMethodRow | undefined,
  invoice: Pick<
    InvoiceRow,
    'kind' | 'chargeKey' | 'description' | 'planKey' | 'amountExGstCents' | 'periodFrom' | 'periodTo' | 'createdAt'
  >,
): Promise<{ invoice: InvoiceRow; ok: boolean; declineCode: string | null }> {
  // Referral cashback waiting for this company comes off its next invoice (spec §9); an upgrade keeps
  // the charge its confirmation showed.
  const credits = applyCredits(
    invoice.amountExGstCents,
    invoice.kind === 'upgrade' ? [] : await repos.referrals.waitingCreditsOf(company.id),
  );
  const creditCents = invoice.amountExGstCents - credits.exGstCents;
  const amount = withGst(credits.exGstCents);
  const made = await repos.billing.invoiceForKey({
    ...invoice,
    description:
      creditCents > 0
        ? `${invoice.description}, less ${formatAud(creditCents)} referral cashback`
        : invoice.description,
    amountExGstCents: credits.exGstCents,
    companyId: company.id,
    gstCents: amount.gstCents,
    amountIncGstCents: amount.incGstCents,
    status: 'unpaid',
  });
  if (!made.created)
    return { invoice: made.invoice, ok: made.invoice.status === 'paid', declineCode: made.invoice.lastDeclineCode };
  for (const credit of credits.applied)
    await repos.referrals.markApplied(credit.id, made.invoice.id, credit.amountCents);
  const now = deps.clock();
  if (amount.incGstCents === 0) {
    return {
      invoice: await repos.billing.updateInvoice(made.invoice.id, { status: 'paid', paidAt: now }),
      ok: true,
      declineCode: null,
    };
  }
  if (!method) {
    const unpaid = await repos.billing.updateInvoice(made.invoice.id, {
      lastErrorCode: 'no_payment_method',
      ...retriesFrom(now),
    });
    return { invoice: unpaid, ok: false, declineCode: null };
  }
  const result = await deps.processor.charge({
    paymentMethodId: method.processorPaymentMethodId,
    customerId: method.processorCustomerId,
    amountCents: amount.incGstCents,
    description: invoice.description,
    idempotencyKey: invoice.chargeKey,
    invoiceId: made.invoice.id,
    companyId: company.id,
  });
  if (result.ok) {
    await repos.billing.updatePaymentMethod(method.id, { status: 'active', lastChargedAt: now });
    const paid = await repos.billing.updateInvoice(made.invoice.id, {
      status: 'paid',
      paidAt: now,
      processorChargeId: result.chargeId,
    });
    return { invoice: paid, ok: true, declineCode: null };
  }
  await repos.billing.updatePaymentMethod(method.id, {
    status: 'declining',
    lastDeclinedAt: now,
    lastErrorCode: result.errorCode,
    lastDeclineCode: result.declineCode,
  });
  const unpaid = await repos.billing.updateInvoice(made.invoice.id, {
    lastErrorCode: result.errorCode,
    lastDeclineCode: result.declineCode,
    ...retriesFrom(now),
  });
  return { invoice: unpaid, ok: false, declineCode: result.declineCode };
}
