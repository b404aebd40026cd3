import { nextBillingDateAfter } from '@mesonet/shared/billing/billing-dates';
import { nextPaymentRetryAt } from '@mesonet/shared/billing/payment-retries';
import { planChoicePriceCentsExGst } from '@mesonet/shared/plans/plans';
import { currentChoice, scheduledChoice } from './billing.presenter';
import { ProcessorUnavailableError } from './payment-processor';
import { afterCharge, planDescription, type BillingDeps, type PaymentFailure } from './billing-steps';
import { chargeOnce } from './charge-once';
import { mailPaymentFailures } from './payment-failures';

/**
 * Charges again each unpaid invoice whose retry is due, to the company's card now (a new card saved
 * meanwhile has already been tried, at once). Each retry has its own idempotency key. A failure is
 * pushed to `failures`; a failure of the last retry leaves the company on the free plan until it pays.
 */
export async function retryDuePayments(
  deps: BillingDeps,
  failures: PaymentFailure[],
): Promise<{ paid: number; failed: number }> {
  const done: number[] = [];
  let paid = 0;
  let failed = 0;
  for (;;) {
    const step = await deps.transactions
      .run(async (repos) => {
        const now = deps.clock();
        const company = await repos.billing.lockNextCompanyWithRetryDue(now, done);
        if (!company) return null;
        done.push(company.id);
        const method = await repos.billing.activePaymentMethod(company.id);
        let companyPaid = company.paid;
        const outcome = { paid: 0, failed: 0 };
        for (const invoice of await repos.billing.retriesDueOf(company.id, now)) {
          const retry = invoice.failedRetries + 1;
          const result = method
            ? await deps.processor.charge({
                paymentMethodId: method.processorPaymentMethodId,
                customerId: method.processorCustomerId,
                amountCents: invoice.amountIncGstCents,
                description: invoice.description,
                idempotencyKey: `${invoice.chargeKey}:retry-${retry}`,
                invoiceId: invoice.id,
                companyId: company.id,
              })
            : ({ ok: false, errorCode: 'no_payment_method', declineCode: null } as const);
          if (result.ok) {
            const settled = await repos.billing.updateInvoice(invoice.id, {
              status: 'paid',
              paidAt: now,
              processorChargeId: result.chargeId,
              nextRetryAt: null,
            });
            if (method) await repos.billing.updatePaymentMethod(method.id, { status: 'active', lastChargedAt: now });
            await afterCharge(deps, repos, { ...company, paid: companyPaid }, { invoice: settled, ok: true });
            companyPaid ||= settled.amountIncGstCents > 0;
            outcome.paid += 1;
            continue;
          }
          const unpaid = await repos.billing.updateInvoice(invoice.id, {
            failedRetries: retry,
            nextRetryAt: nextPaymentRetryAt(invoice.firstFailedAt ?? invoice.createdAt, retry),
            lastErrorCode: result.errorCode,
            lastDeclineCode: result.declineCode,
          });
          if (method) {
            await repos.billing.updatePaymentMethod(method.id, {
              status: 'declining',
              lastDeclinedAt: now,
              lastErrorCode: result.errorCode,
              lastDeclineCode: result.declineCode,
            });
          }
          failures.push({ company, invoice: unpaid });
          outcome.failed += 1;
        }
        if (companyPaid !== company.paid) await repos.billing.updateCompany(company.id, { paid: true, updatedAt: now });
        return outcome;
      })
      .catch((error: unknown) => {
        // A processor that does not answer leaves the retry due for the next run.
        if (error instanceof ProcessorUnavailableError) return { paid: 0, failed: 0 };
        throw error;
      });
    if (!step) break;
    paid += step.paid;
    failed += step.failed;
  }
  return { paid, failed };
}

/**
 * The billing job (trial ends, renewals, scheduled downgrades, retries of failed charges): each due
 * company in its own transaction, locked with `skip locked`, so two runners never bill one company
 * twice. A failed charge leaves an unpaid invoice and a declining card, is mailed, and is retried 1, 3
 * and 7 days later (payment-retries.ts); the service carries on (spec §8 banner) until the last retry
 * fails, when the company sees the free plan until it pays.
 */
export async function runDueBilling(
  deps: BillingDeps,
): Promise<{ billed: number; failed: number; retriesPaid: number; retriesFailed: number }> {
  const done: number[] = [];
  let billed = 0;
  let failed = 0;
  let plansChanged = false;
  const failures: PaymentFailure[] = [];
  for (;;) {
    const step = await deps.transactions
      .run(async (repos) => {
        const company = await repos.billing.lockNextDueCompany(deps.clock(), done);
        if (!company) return null;
        done.push(company.id);
        const dueAt = company.billingNextBillableAt as Date;
        const scheduled = scheduledChoice(company);
        const choice = scheduled ?? currentChoice(company);
        if (!choice) return { ok: true, changed: false };
        const trialEnd = company.billingDiscountCodeStatus === 'in_use';
        const next = nextBillingDateAfter(dueAt);
        const charged = await chargeOnce(deps, repos, company, await repos.billing.activePaymentMethod(company.id), {
          kind: trialEnd ? 'trial_end' : 'renewal',
          chargeKey: trialEnd ? `trial_end:${company.id}` : `renewal:${company.id}:${dueAt.toISOString()}`,
          description: planDescription(choice, trialEnd ? 'first year after the free trial' : 'yearly renewal'),
          planKey: choice.planKey,
          amountExGstCents: planChoicePriceCentsExGst(choice),
          periodFrom: dueAt,
          periodTo: next,
          createdAt: deps.clock(),
        });
        await afterCharge(deps, repos, company, charged);
        await repos.billing.updateCompany(company.id, {
          ...(scheduled
            ? {
                planKey: scheduled.planKey,
                planStationSlug: scheduled.stationSlug,
                additionalStationSlugs: [...scheduled.additionalStationSlugs],
                scheduledPlanKey: null,
                scheduledPlanStationSlug: null,
                scheduledAdditionalStationSlugs: [],
              }
            : {}),
          billingDiscountCodeStatus: trialEnd ? 'completed' : company.billingDiscountCodeStatus,
          billingFirstBilledAt: company.billingFirstBilledAt ?? dueAt,
          billingLastBilledAt: dueAt,
          billingNextBillableAt: next,
          paid: company.paid || (charged.ok && charged.invoice.amountIncGstCents > 0),
          updatedAt: deps.clock(),
        });
        if (!charged.ok) failures.push({ company, invoice: charged.invoice });
        return { ok: charged.ok, changed: scheduled !== null };
      })
      .catch((error: unknown) => {
        // A processor that does not answer leaves this company due for the next run.
        if (error instanceof ProcessorUnavailableError) return { ok: false, changed: false };
        throw error;
      });
    if (!step) break;
    if (step.ok) billed += 1;
    else failed += 1;
    plansChanged ||= step.changed;
  }
  const retries = await retryDuePayments(deps, failures);
  if (plansChanged || retries.paid + retries.failed > 0) deps.onPlanChanged();
  await mailPaymentFailures(deps, failures);
  return { billed, failed, retriesPaid: retries.paid, retriesFailed: retries.failed };
}
