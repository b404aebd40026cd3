import { nextBillingDateAfter, trialEndsAt } from '@mesonet/shared/billing/billing-dates';
import { billingMessages as m } from '@mesonet/shared/billing/billing.messages';
import { planChoicePriceCentsExGst } from '@mesonet/shared/plans/plans';
import type { CompanyBilling } from '@mesonet/shared/contracts/company.schema';
import { ApiError } from '../../http/api-error';
import type { CompanyRow } from '../companies/companies.tables';
import { currentChoice, presentInvoice } from './billing.presenter';
import type { InvoiceRow } from './billing.tables';
import {
  afterCharge,
  billingOf,
  lockBillingMember,
  planDescription,
  withProcessor,
  type BillingDeps,
  type BillingRepos,
  type PaymentFailure,
} from './billing-steps';
import { chargeOnce } from './charge-once';
import { mailPaymentFailures } from './payment-failures';

type DiscountCodeOutcome = {
  invoice: InvoiceRow | null;
  billing: CompanyBilling;
  message: string;
  failure: PaymentFailure | null;
};

/** One answer to the trial offer, decided under the company's lock. */
type DiscountCodeStep = (
  deps: BillingDeps,
  repos: BillingRepos,
  company: CompanyRow,
  now: Date,
) => Promise<DiscountCodeOutcome>;

/** Starts the two-week trial: once per company, owner and card, and only with the account set up. */
const startTrial: DiscountCodeStep = async (deps, repos, company, now) => {
  const status = company.billingDiscountCodeStatus;
  const choice = currentChoice(company);
  if (status !== null) throw ApiError.unprocessable('base', m.trialAlreadyUsed);
  const ready =
    company.hasCompanyDetails && company.hasBillingPlan && company.hasPaymentMethod && company.hasUserSurveyResponse;
  if (!ready || !choice) throw ApiError.unprocessable('base', m.trialNeedsSetup);
  // One free trial per company owner and per card: the claims are this company's from now on.
  const claims = await repos.billing.freeTrialClaimsOf(company.id, await repos.billing.activePaymentMethod(company.id));
  if (!(await repos.billing.claimFreeTrial(company.id, claims, now)))
    throw ApiError.unprocessable('base', m.freeTrialUsedElsewhere);
  const freeUntil = trialEndsAt(now);
  const updated = await repos.billing.updateCompany(company.id, {
    billingDiscountCodeStatus: 'in_use',
    billingDiscountCodeUserAcceptance: true,
    billingPlanFreeUntil: freeUntil,
    billingNextBillableAt: freeUntil,
    hasBillingDiscountCodeUse: true,
    updatedAt: now,
  });
  return {
    invoice: null,
    billing: await billingOf(deps, repos, updated),
    message: m.trialInProgress,
    failure: null,
  };
};

/** Declines the trial, or ends it early: billing starts now with the first year's invoice. */
const startBilling: DiscountCodeStep = async (deps, repos, company, now) => {
  const status = company.billingDiscountCodeStatus;
  const choice = currentChoice(company);
  if (status === 'declined' || status === 'completed') throw ApiError.unprocessable('base', m.billingAlreadyStarted);
  const ready = company.hasCompanyDetails && company.hasBillingPlan && company.hasPaymentMethod;
  if (!ready || !choice) throw ApiError.unprocessable('base', m.billingNeedsSetup);
  const method = await repos.billing.activePaymentMethod(company.id);
  const next = nextBillingDateAfter(now);
  const charged = await chargeOnce(deps, repos, company, method, {
    kind: 'billing_start',
    chargeKey: `billing_start:${company.id}`,
    description: planDescription(choice, 'first year'),
    planKey: choice.planKey,
    amountExGstCents: planChoicePriceCentsExGst(choice),
    periodFrom: now,
    periodTo: next,
    createdAt: now,
  });
  // A failed charge still starts billing, as a failed charge at the trial's end does (runDueBilling):
  // the invoice stays unpaid and the card declining, so the banner asks for a new card, which pays it.
  await afterCharge(deps, repos, company, charged);
  const updated = await repos.billing.updateCompany(company.id, {
    billingDiscountCodeStatus: status === 'in_use' ? 'completed' : 'declined',
    billingDiscountCodeUserAcceptance: status === 'in_use',
    billingFirstBilledAt: now,
    billingLastBilledAt: now,
    billingNextBillableAt: next,
    paid: company.paid || (charged.ok && charged.invoice.amountIncGstCents > 0),
    hasBillingDiscountCodeUse: true,
    updatedAt: now,
  });
  const message = !charged.ok
    ? m.billingStartedPaymentUnsuccessful
    : status === 'in_use'
      ? m.trialEndedBillingStarted
      : m.billingStartedTrialDeclined;
  return {
    invoice: charged.invoice,
    billing: await billingOf(deps, repos, updated),
    message,
    failure: charged.ok ? null : { company: updated, invoice: charged.invoice },
  };
};

/** billing_discount_code_use: true starts the two-week trial; false starts billing now (spec §2, §4). */
export async function useDiscountCode(deps: BillingDeps, userId: number, userAcceptance: boolean) {
  const outcome = await withProcessor(() =>
    deps.transactions.run(async (repos) => {
      const { company } = await lockBillingMember(repos, userId);
      const now = deps.clock();
      return userAcceptance ? startTrial(deps, repos, company, now) : startBilling(deps, repos, company, now);
    }),
  );
  deps.onPlanChanged();
  if (outcome.failure) await mailPaymentFailures(deps, [outcome.failure]);
  return {
    data: await deps.loadUser(userId),
    message: outcome.message,
    invoice: outcome.invoice ? presentInvoice(outcome.invoice) : null,
    billing: outcome.billing,
  };
}
