import { billingMessages as m } from '@mesonet/shared/billing/billing.messages';
import type { PaymentLocalDetails } from '@mesonet/shared/billing/billing-forms';
import { ApiError } from '../../http/api-error';
import { presentPaymentMethod } from './billing.presenter';
import type { CompanyRow } from '../companies/companies.tables';
import type { PaymentMethodRow } from './billing.tables';
import {
  afterCharge,
  billingOf,
  lockBillingMember,
  withProcessor,
  type BillingDeps,
  type BillingRepos,
} from './billing-steps';

/**
 * Spec §8 banner: 'enter a new credit card and pay the outstanding invoice(s)'. Charges each unpaid
 * invoice to the new card until one is declined; answers whether the company is now paid and how many
 * invoices were.
 */
async function payOutstandingInvoices(
  deps: BillingDeps,
  repos: BillingRepos,
  company: CompanyRow,
  method: PaymentMethodRow,
  now: Date,
): Promise<{ paid: boolean; invoicesPaid: number }> {
  let paid = company.paid;
  let invoicesPaid = 0;
  for (const unpaid of await repos.billing.unpaidInvoicesOf(company.id)) {
    const result = await deps.processor.charge({
      paymentMethodId: method.processorPaymentMethodId,
      customerId: method.processorCustomerId,
      amountCents: unpaid.amountIncGstCents,
      description: unpaid.description,
      idempotencyKey: `${unpaid.chargeKey}:card-${method.id}`,
      invoiceId: unpaid.id,
      companyId: company.id,
    });
    if (!result.ok) {
      await repos.billing.updatePaymentMethod(method.id, {
        status: 'declining',
        lastDeclinedAt: now,
        lastErrorCode: result.errorCode,
        lastDeclineCode: result.declineCode,
      });
      break;
    }
    const settled = await repos.billing.updateInvoice(unpaid.id, {
      status: 'paid',
      paidAt: now,
      processorChargeId: result.chargeId,
      nextRetryAt: null,
    });
    invoicesPaid += 1;
    await repos.billing.updatePaymentMethod(method.id, { lastChargedAt: now });
    // The first year's invoice paid late still starts the paid plan (referrals, spec §9).
    await afterCharge(deps, repos, { ...company, paid }, { invoice: settled, ok: true });
    paid ||= settled.amountIncGstCents > 0;
  }
  return { paid, invoicesPaid };
}

/** billing_payment_method: the card comes from the processor; outstanding invoices are paid with it. */
export async function savePaymentMethod(
  deps: BillingDeps,
  userId: number,
  details: { local_details: PaymentLocalDetails; payment_method: { id: string } },
) {
  const outcome = await withProcessor(() =>
    deps.transactions.run(async (repos) => {
      const { company } = await lockBillingMember(repos, userId);
      const saved = await deps.processor.savePaymentMethod(details.payment_method.id, company);
      if (!saved) throw ApiError.unprocessable('payment_method', m.paymentMethodUnknown);
      const local = details.local_details;
      const now = deps.clock();
      const method = await repos.billing.replacePaymentMethod({
        companyId: company.id,
        processor: deps.processor.kind,
        processorPaymentMethodId: details.payment_method.id,
        processorCustomerId: saved.customerId,
        cardBrand: saved.card.brand,
        cardLast4: saved.card.last4,
        cardExpMonth: saved.card.expMonth,
        cardExpYear: saved.card.expYear,
        cardFingerprint: saved.card.fingerprint,
        nameOnCard: local.name_on_card,
        addressSameAsCompanyAddress: local.address_same_as_company_address,
        addressLine1: local.address_line1,
        addressLine2: local.address_line2,
        addressCity: local.address_city,
        addressStateProvince: local.address_state_province,
        addressPostalCode: local.address_postal_code,
        addressCountry: local.address_country,
        createdAt: now,
      });
      // A card saved during the trial has had it too (one free trial per card).
      if (company.billingDiscountCodeStatus === 'in_use')
        await repos.billing.claimFreeTrial(company.id, await repos.billing.freeTrialClaimsOf(company.id, method), now);
      const { paid, invoicesPaid } = await payOutstandingInvoices(deps, repos, company, method, now);
      const updated = await repos.billing.updateCompany(company.id, {
        hasPaymentMethod: true,
        paid,
        updatedAt: now,
      });
      const active = await repos.billing.activePaymentMethod(company.id);
      return { billing: await billingOf(deps, repos, updated), method: active ?? method, invoicesPaid };
    }),
  );
  // Paying what was outstanding restores a plan that had fallen to free at once.
  if (outcome.invoicesPaid > 0) deps.onPlanChanged();
  return {
    data: await deps.loadUser(userId),
    message: m.paymentDetailsSaved,
    payment_method: presentPaymentMethod(outcome.method),
    billing: outcome.billing,
  };
}
