import { serverErrorMessages } from '@mesonet/shared/auth/auth.messages';
import { billingMessages as m, stationsChangeTooSoon } from '@mesonet/shared/billing/billing.messages';
import { nextPaymentRetryAt } from '@mesonet/shared/billing/payment-retries';
import { startsPaidPlan } from '@mesonet/shared/billing/referrals';
import { quotePlanChange, type PlanChangeQuote } from '@mesonet/shared/billing/plan-change';
import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import type { BillingResponse } from '@mesonet/shared/contracts/billing.schema';
import type { CompanyBilling } from '@mesonet/shared/contracts/company.schema';
import { plans, type PlanChoice } from '@mesonet/shared/plans/plans';
import type { UnitOfWork } from '../../db/unit-of-work';
import { ApiError } from '../../http/api-error';
import { requireAccountAndBilling } from '../accounts/accounts.policy';
import type { AccountsRepository } from '../accounts/accounts.repository';
import type { AuthRepository } from '../auth/auth.repository';
import type { CompanyRow } from '../companies/companies.tables';
import type { MailService } from '../mail/mail.service';
import type { ReferralsRepository } from '../referrals/referrals.repository';
import type { BillingRepository } from './billing.repository';
import { currentChoice, planChoiceSlugs, presentCompanyBilling, scheduledChoice } from './billing.presenter';
import type { InvoiceRow } from './billing.tables';
import { ProcessorUnavailableError, type PaymentProcessor } from './payment-processor';

/** The repositories billing works with; a transaction's work gets them bound to it. */
export type BillingRepos = {
  billing: BillingRepository;
  accounts: AccountsRepository;
  referrals: ReferralsRepository;
};

export interface BillingDeps {
  repos: BillingRepos & { auth: AuthRepository };
  transactions: UnitOfWork<BillingRepos>;
  clock: () => Date;
  processor: PaymentProcessor;
  loadUser(userId: number): Promise<AuthUser>;
  /** A plan took effect: cached viewers must see the new feature set at once. */
  onPlanChanged(): void;
  /** Failed payments are mailed to the owner and billing members. */
  mail: MailService;
  appUrl: string;
}

/** A yearly charge or its retry failed: mailed once the transaction that recorded it has committed. */
export type PaymentFailure = { company: CompanyRow; invoice: InvoiceRow };

export const choiceKey = (c: PlanChoice | null) =>
  c ? [c.planKey, c.stationSlug ?? '', [...c.additionalStationSlugs].sort().join('+')].join('/') : 'none';

/** A failed charge: 422 naming `payment` with spec §8's message, and the processor's decline code. */
export function paymentFailed(declineCode: string | null): ApiError {
  return new ApiError(422, {
    errors: [
      { field_name: 'payment', messages: [m.paymentUnsuccessful] },
      { field_name: 'decline_code', messages: [declineCode ?? 'card_declined'] },
    ],
  });
}
/** The first failure of an invoice's charge starts its retries (an upgrade's rolls back with its call). */
export const retriesFrom = (failedAt: Date) => ({
  firstFailedAt: failedAt,
  failedRetries: 0,
  nextRetryAt: nextPaymentRetryAt(failedAt, 0),
});

/**
 * A change of the stations alone within 30 days of the last: 422 naming the field that changed (the
 * selected station, else the extras) and the date, in Adelaide, from which it may change again.
 */
export function stationsChangeRefused(current: PlanChoice | null, requested: PlanChoice, from: Date): ApiError {
  const field =
    current?.stationSlug !== requested.stationSlug ? 'primary_billing_product_aws_slug' : 'additional_aws_slugs';
  return ApiError.unprocessable(field, stationsChangeTooSoon(from));
}

export const processorUnavailable = () => ApiError.field(503, 'payment', m.processorUnavailable);

export async function lockBillingMember(repos: BillingRepos, userId: number) {
  const found = await repos.accounts.lockCompanyOfUser(userId);
  if (!found) throw ApiError.field(401, 'base', serverErrorMessages.notSignedIn);
  requireAccountAndBilling(found.user);
  return found;
}

export async function billingOf(deps: BillingDeps, repos: BillingRepos, company: CompanyRow): Promise<CompanyBilling> {
  return presentCompanyBilling(company, await repos.billing.billingFactsOf(company, deps.clock()));
}

/** The requested stations must be ours and not disabled (spec §9); errors name the field. */
export async function checkStations(deps: BillingDeps, repos: BillingRepos, choice: PlanChoice): Promise<void> {
  const names = await repos.billing.networkStationNames(planChoiceSlugs([choice]), { offeredOnly: true });
  if (choice.stationSlug && !names.has(choice.stationSlug)) {
    throw ApiError.unprocessable('primary_billing_product_aws_slug', m.unknownStation);
  }
  if (choice.additionalStationSlugs.some((slug) => !names.has(slug))) {
    throw ApiError.unprocessable('additional_aws_slugs', m.unknownStation);
  }
}

/** What the requested plan would do now; a stations-only change too soon after the last is refused. */
export function quoteFor(company: CompanyRow, requested: PlanChoice, now: Date): PlanChangeQuote {
  const quote = quotePlanChange({
    current: currentChoice(company),
    scheduled: scheduledChoice(company),
    requested,
    firstBilledAt: company.billingFirstBilledAt,
    nextBillableAt: company.billingNextBillableAt,
    planInEffect: company.hasBillingDiscountCodeUse,
    stationsChangedAt: company.planStationsChangedAt,
    now,
  });
  if (quote.stationsChangeRefused && quote.stationsChangeableFrom)
    throw stationsChangeRefused(currentChoice(company), requested, quote.stationsChangeableFrom);
  return quote;
}

export const planDescription = (choice: PlanChoice, what: string) => `${plans[choice.planKey].name}: ${what}`;

/** The invoice that starts the company's paid plan makes its accepted referral successful (spec §9). */
export async function afterCharge(
  deps: BillingDeps,
  repos: BillingRepos,
  company: CompanyRow,
  charged: { invoice: InvoiceRow; ok: boolean },
) {
  const starts = startsPaidPlan({
    wasPaid: company.paid,
    invoicePaid: charged.ok,
    amountExGstCents: charged.invoice.amountExGstCents,
  });
  if (starts) await repos.referrals.recordSuccess(company.id, deps.clock());
}

/** Runs `work`, turning a processor timeout into the contract's 503 with nothing changed. */
export async function withProcessor<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ProcessorUnavailableError) throw processorUnavailable();
    throw error;
  }
}

export function paymentsConfig(deps: BillingDeps): BillingResponse['payments'] {
  return {
    processor: deps.processor.kind,
    publishable_key: deps.processor.publishableKey,
    payment_method_endpoint: deps.processor.kind === 'fake' ? '/api/payments/fake/payment_methods' : null,
  };
}
