import { serverErrorMessages } from '@mesonet/shared/auth/auth.messages';
import { nextBillingDateAfter, trialEndsAt } from '@mesonet/shared/billing/billing-dates';
import { billingMessages as m, stationsChangeTooSoon } from '@mesonet/shared/billing/billing.messages';
import type { PaymentLocalDetails } from '@mesonet/shared/billing/billing-forms';
import { withGst } from '@mesonet/shared/billing/gst';
import { formatAud } from '@mesonet/shared/billing/money';
import { nextPaymentRetryAt } from '@mesonet/shared/billing/payment-retries';
import { applyCredits, startsPaidPlan } from '@mesonet/shared/billing/referrals';
import { quotePlanChange, type PlanChangeQuote } from '@mesonet/shared/billing/plan-change';
import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import type { BillingResponse, PlanChangeQuoteDto } from '@mesonet/shared/contracts/billing.schema';
import type { CompanyBilling } from '@mesonet/shared/contracts/company.schema';
import { planChoicePriceCentsExGst, plans, type PlanChoice, type PlanKey } from '@mesonet/shared/plans/plans';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { requireAccountAndBilling } from '../accounts/accounts.policy';
import { accountsRepository } from '../accounts/accounts.repository';
import { authRepository } from '../auth/auth.repository';
import type { CompanyRow } from '../companies/companies.tables';
import type { MailService } from '../mail/mail.service';
import { paymentFailedMail } from '../mail/templates/payment-failed.mail';
import { referralsRepository } from '../referrals/referrals.repository';
import { billingRepository, type BillingRepository } from './billing.repository';
import {
  currentChoice,
  planChoiceSlugs,
  presentCompanyBilling,
  presentInvoice,
  presentPaymentMethod,
  presentPlanItem,
  scheduledChoice,
} from './billing.presenter';
import type { InvoiceRow, PaymentMethodRow } from './billing.tables';
import { ProcessorUnavailableError, type PaymentProcessor } from './payment-processor';

export interface BillingDeps {
  db: Database;
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
type PaymentFailure = { company: CompanyRow; invoice: InvoiceRow };

type Repos = {
  billing: BillingRepository;
  accounts: ReturnType<typeof accountsRepository>;
  referrals: ReturnType<typeof referralsRepository>;
};
const reposOf = (db: Database): Repos => ({
  billing: billingRepository(db),
  accounts: accountsRepository(db),
  referrals: referralsRepository(db),
});

const choiceKey = (c: PlanChoice | null) =>
  c ? [c.planKey, c.siteSlug ?? '', [...c.additionalSiteSlugs].sort().join('+')].join('/') : 'none';

/** A failed charge: 422 naming `payment` with spec §8's message, and the processor's decline code. */
function paymentFailed(declineCode: string | null): ApiError {
  return new ApiError(422, {
    errors: [
      { field_name: 'payment', messages: [m.paymentUnsuccessful] },
      { field_name: 'decline_code', messages: [declineCode ?? 'card_declined'] },
    ],
  });
}
/** The first failure of an invoice's charge starts its retries (an upgrade's rolls back with its call). */
const retriesFrom = (failedAt: Date) => ({
  firstFailedAt: failedAt,
  failedRetries: 0,
  nextRetryAt: nextPaymentRetryAt(failedAt, 0),
});

/**
 * A change of the stations alone within 30 days of the last: 422 naming the field that changed (the
 * selected station, else the extras) and the date, in Adelaide, from which it may change again.
 */
function stationsChangeRefused(current: PlanChoice | null, requested: PlanChoice, from: Date): ApiError {
  const field = current?.siteSlug !== requested.siteSlug ? 'primary_billing_product_aws_slug' : 'additional_aws_slugs';
  return ApiError.unprocessable(field, stationsChangeTooSoon(from));
}

const processorUnavailable = () => ApiError.field(503, 'payment', m.processorUnavailable);

export function createBillingService(deps: BillingDeps) {
  const { db, clock, processor } = deps;

  function inTransaction<T>(work: (repos: Repos) => Promise<T>): Promise<T> {
    return db.transaction((tx) => work(reposOf(tx as unknown as Database)));
  }

  async function lockBillingMember(repos: Repos, userId: number) {
    const found = await repos.accounts.lockCompanyOfUser(userId);
    if (!found) throw ApiError.field(401, 'base', serverErrorMessages.notSignedIn);
    requireAccountAndBilling(found.user);
    return found;
  }

  async function billingOf(repos: Repos, company: CompanyRow): Promise<CompanyBilling> {
    return presentCompanyBilling(company, await repos.billing.billingFactsOf(company, clock()));
  }

  /** The requested stations must be ours and not disabled (spec §9); errors name the field. */
  async function checkStations(repos: Repos, choice: PlanChoice): Promise<void> {
    const names = await repos.billing.networkStationNames(planChoiceSlugs([choice]), { offeredOnly: true });
    if (choice.siteSlug && !names.has(choice.siteSlug)) {
      throw ApiError.unprocessable('primary_billing_product_aws_slug', m.unknownStation);
    }
    if (choice.additionalSiteSlugs.some((slug) => !names.has(slug))) {
      throw ApiError.unprocessable('additional_aws_slugs', m.unknownStation);
    }
  }

  /** What the requested plan would do now; a stations-only change too soon after the last is refused. */
  function quoteFor(company: CompanyRow, requested: PlanChoice, now: Date): PlanChangeQuote {
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

  /**
   * Charges an invoice once: the invoice's unique key is the processor's idempotency key, so a second
   * call with the same key finds the invoice and charges nothing more. A processor that does not answer
   * throws ProcessorUnavailableError, which rolls the caller's transaction back.
   */
  async function chargeOnce(
    repos: Repos,
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
    const now = clock();
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
    const result = await processor.charge({
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

  /** Mails each failure to the company's owner and billing members, with its next retry or the fall to free. */
  async function mailPaymentFailures(failures: readonly PaymentFailure[]): Promise<void> {
    const repos = reposOf(db);
    for (const { company, invoice } of failures) {
      const outstanding = (await repos.billing.unpaidInvoicesOf(company.id)).length;
      const choice = currentChoice(company);
      for (const person of await repos.billing.billingContactsOf(company.id)) {
        await deps.mail.send(
          paymentFailedMail({
            to: { email: person.email, firstName: person.firstName },
            companyName: company.name,
            planName: choice ? plans[choice.planKey].name : plans[invoice.planKey as PlanKey].name,
            invoice,
            nextRetryAt: invoice.nextRetryAt,
            outstandingInvoices: outstanding,
            paymentDetailsUrl: new URL('/my/account/payment_details', deps.appUrl).toString(),
          }),
        );
      }
    }
  }

  const planDescription = (choice: PlanChoice, what: string) => `${plans[choice.planKey].name}: ${what}`;

  /** The invoice that starts the company's paid plan makes its accepted referral successful (spec §9). */
  async function afterCharge(repos: Repos, company: CompanyRow, charged: { invoice: InvoiceRow; ok: boolean }) {
    const starts = startsPaidPlan({
      wasPaid: company.paid,
      invoicePaid: charged.ok,
      amountExGstCents: charged.invoice.amountExGstCents,
    });
    if (starts) await repos.referrals.recordSuccess(company.id, clock());
  }

  /** Runs `work`, turning a processor timeout into the contract's 503 with nothing changed. */
  async function withProcessor<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof ProcessorUnavailableError) throw processorUnavailable();
      throw error;
    }
  }

  /**
   * Charges again each unpaid invoice whose retry is due, to the company's card now (a new card saved
   * meanwhile has already been tried, at once). Each retry has its own idempotency key. A failure is
   * pushed to `failures`; a failure of the last retry leaves the company on the free plan until it pays.
   */
  async function retryDuePayments(failures: PaymentFailure[]): Promise<{ paid: number; failed: number }> {
    const done: number[] = [];
    let paid = 0;
    let failed = 0;
    for (;;) {
      const step = await inTransaction(async (repos) => {
        const now = clock();
        const company = await repos.billing.lockNextCompanyWithRetryDue(now, done);
        if (!company) return null;
        done.push(company.id);
        const method = await repos.billing.activePaymentMethod(company.id);
        let companyPaid = company.paid;
        const outcome = { paid: 0, failed: 0 };
        for (const invoice of await repos.billing.retriesDueOf(company.id, now)) {
          const retry = invoice.failedRetries + 1;
          const result = method
            ? await processor.charge({
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
            await afterCharge(repos, { ...company, paid: companyPaid }, { invoice: settled, ok: true });
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
      }).catch((error: unknown) => {
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

  function paymentsConfig(): BillingResponse['payments'] {
    return {
      processor: processor.kind,
      publishable_key: processor.publishableKey,
      payment_method_endpoint: processor.kind === 'fake' ? '/api/payments/fake/payment_methods' : null,
    };
  }

  return {
    paymentsConfig,

    async billing(userId: number): Promise<BillingResponse> {
      return inTransaction(async (repos) => {
        const { company } = await lockBillingMember(repos, userId);
        return {
          billing: await billingOf(repos, company),
          invoices: (await repos.billing.invoicesOf(company.id)).map(presentInvoice),
          payments: paymentsConfig(),
        };
      });
    },

    async quote(userId: number, requested: PlanChoice): Promise<PlanChangeQuoteDto> {
      const repos = reposOf(db);
      const found = await authRepository(db).findUserWithCompany(userId);
      if (!found) throw ApiError.field(401, 'base', serverErrorMessages.notSignedIn);
      requireAccountAndBilling(found.user);
      await checkStations(repos, requested);
      const quote = quoteFor(found.company, requested, clock());
      const names = await repos.billing.networkStationNames(planChoiceSlugs([requested]));
      return {
        kind: quote.kind,
        plan: presentPlanItem(requested, found.company, names, quote.kind === 'scheduled'),
        new_price: {
          ex_gst_cents: quote.newPrice.exGstCents,
          gst_cents: quote.newPrice.gstCents,
          inc_gst_cents: quote.newPrice.incGstCents,
        },
        current_price_ex_gst_cents: quote.currentPriceCentsExGst,
        rebate_ex_gst_cents: quote.rebateCentsExGst,
        remaining_days: quote.remainingDays,
        period_days: quote.periodDays,
        charge: {
          ex_gst_cents: quote.charge.exGstCents,
          gst_cents: quote.charge.gstCents,
          inc_gst_cents: quote.charge.incGstCents,
        },
        effective_at: quote.effectiveAt.toISOString(),
        stations_only: quote.stationsOnly,
        stations_changeable_from: quote.stationsChangeableFrom?.toISOString() ?? null,
        free_trial_available: (await repos.billing.billingFactsOf(found.company, clock())).freeTrialAvailable,
      };
    },

    /** billing_products: decided again here under the company's lock, so a double submit charges once. */
    async changePlan(userId: number, requested: PlanChoice) {
      const outcome = await withProcessor(() =>
        inTransaction(async (repos) => {
          const { company } = await lockBillingMember(repos, userId);
          await checkStations(repos, requested);
          const now = clock();
          const quote = quoteFor(company, requested, now);
          const plan = {
            planKey: requested.planKey,
            planSiteSlug: requested.siteSlug,
            additionalSiteSlugs: [...requested.additionalSiteSlugs],
            scheduledPlanKey: null,
            scheduledPlanSiteSlug: null,
            scheduledAdditionalSiteSlugs: [],
            hasBillingPlan: true,
            updatedAt: now,
          };
          let invoice: InvoiceRow | null = null;
          let updated = company;
          if (quote.kind === 'save') {
            updated = await repos.billing.updateCompany(company.id, {
              ...plan,
              ...(quote.stationsOnly ? { planStationsChangedAt: now } : {}),
            });
          } else if (quote.kind === 'scheduled') {
            updated = await repos.billing.updateCompany(company.id, {
              scheduledPlanKey: requested.planKey,
              scheduledPlanSiteSlug: requested.siteSlug,
              scheduledAdditionalSiteSlugs: [...requested.additionalSiteSlugs],
              updatedAt: now,
            });
          } else if (quote.kind === 'upgrade') {
            const method = await repos.billing.activePaymentMethod(company.id);
            if (!method) throw ApiError.unprocessable('payment', m.cardDetailsIncomplete);
            const charged = await chargeOnce(repos, company, method, {
              kind: 'upgrade',
              chargeKey: `upgrade:${company.id}:${choiceKey(currentChoice(company))}>${choiceKey(requested)}:${company.billingNextBillableAt?.toISOString()}`,
              description: planDescription(
                requested,
                `upgrade, less ${quote.remainingDays} of ${quote.periodDays} days of the current plan`,
              ),
              planKey: requested.planKey,
              amountExGstCents: quote.charge.exGstCents,
              periodFrom: now,
              periodTo: nextBillingDateAfter(now),
              createdAt: now,
            });
            if (!charged.ok) throw paymentFailed(charged.declineCode);
            await afterCharge(repos, company, charged);
            invoice = charged.invoice;
            updated = await repos.billing.updateCompany(company.id, {
              ...plan,
              paid: true,
              billingLastBilledAt: now,
              billingNextBillableAt: nextBillingDateAfter(now),
            });
          }
          return { kind: quote.kind, invoice, billing: await billingOf(repos, updated) };
        }),
      );
      if (outcome.kind === 'save' || outcome.kind === 'upgrade') deps.onPlanChanged();
      const message = {
        unchanged: m.planSaved,
        save: m.planSaved,
        upgrade: m.planUpgraded,
        scheduled: m.planChangeScheduled,
      }[outcome.kind];
      return {
        data: await deps.loadUser(userId),
        message,
        kind: outcome.kind,
        invoice: outcome.invoice ? presentInvoice(outcome.invoice) : null,
        billing: outcome.billing,
      };
    },

    /** billing_payment_method: the card comes from the processor; outstanding invoices are paid with it. */
    async savePaymentMethod(
      userId: number,
      details: { local_details: PaymentLocalDetails; payment_method: { id: string } },
    ) {
      const outcome = await withProcessor(() =>
        inTransaction(async (repos) => {
          const { company } = await lockBillingMember(repos, userId);
          const saved = await processor.savePaymentMethod(details.payment_method.id, company);
          if (!saved) throw ApiError.unprocessable('payment_method', m.paymentMethodUnknown);
          const local = details.local_details;
          const now = clock();
          const method = await repos.billing.replacePaymentMethod({
            companyId: company.id,
            processor: processor.kind,
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
            await repos.billing.claimFreeTrial(
              company.id,
              await repos.billing.freeTrialClaimsOf(company.id, method),
              now,
            );
          // Spec §8 banner: 'enter a new credit card and pay the outstanding invoice(s)'.
          let paid = company.paid;
          let invoicesPaid = 0;
          for (const unpaid of await repos.billing.unpaidInvoicesOf(company.id)) {
            const result = await processor.charge({
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
            await afterCharge(repos, { ...company, paid }, { invoice: settled, ok: true });
            paid ||= settled.amountIncGstCents > 0;
          }
          const updated = await repos.billing.updateCompany(company.id, {
            hasPaymentMethod: true,
            paid,
            updatedAt: now,
          });
          const active = await repos.billing.activePaymentMethod(company.id);
          return { billing: await billingOf(repos, updated), method: active ?? method, invoicesPaid };
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
    },

    /** billing_discount_code_use: true starts the two-week trial; false starts billing now (spec §2, §4). */
    async useDiscountCode(userId: number, userAcceptance: boolean) {
      const outcome = await withProcessor(() =>
        inTransaction(async (repos) => {
          const { company } = await lockBillingMember(repos, userId);
          const now = clock();
          const status = company.billingDiscountCodeStatus;
          const choice = currentChoice(company);
          if (userAcceptance) {
            if (status !== null) throw ApiError.unprocessable('base', m.trialAlreadyUsed);
            const ready =
              company.hasCompanyDetails &&
              company.hasBillingPlan &&
              company.hasPaymentMethod &&
              company.hasUserSurveyResponse;
            if (!ready || !choice) throw ApiError.unprocessable('base', m.trialNeedsSetup);
            // One free trial per company owner and per card: the claims are this company's from now on.
            const claims = await repos.billing.freeTrialClaimsOf(
              company.id,
              await repos.billing.activePaymentMethod(company.id),
            );
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
              invoice: null as InvoiceRow | null,
              billing: await billingOf(repos, updated),
              message: m.trialInProgress,
              failure: null as PaymentFailure | null,
            };
          }
          if (status === 'declined' || status === 'completed')
            throw ApiError.unprocessable('base', m.billingAlreadyStarted);
          const ready = company.hasCompanyDetails && company.hasBillingPlan && company.hasPaymentMethod;
          if (!ready || !choice) throw ApiError.unprocessable('base', m.billingNeedsSetup);
          const method = await repos.billing.activePaymentMethod(company.id);
          const next = nextBillingDateAfter(now);
          const charged = await chargeOnce(repos, company, method, {
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
          await afterCharge(repos, company, charged);
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
            billing: await billingOf(repos, updated),
            message,
            failure: charged.ok ? null : { company: updated, invoice: charged.invoice },
          };
        }),
      );
      deps.onPlanChanged();
      if (outcome.failure) await mailPaymentFailures([outcome.failure]);
      return {
        data: await deps.loadUser(userId),
        message: outcome.message,
        invoice: outcome.invoice ? presentInvoice(outcome.invoice) : null,
        billing: outcome.billing,
      };
    },

    /**
     * A charge's outcome the processor reports later (Stripe's payment_intent events): settles the invoice
     * the charge carried. Only an unpaid invoice of that company changes, so the same event twice, or a
     * failure reported after the invoice was paid another way, changes nothing.
     */
    async settleCharge(
      event: { invoiceId: number; companyId: number; chargeId: string; paymentMethodId: string | null; at: Date } & (
        { ok: true } | { ok: false; errorCode: string; declineCode: string | null }
      ),
    ): Promise<void> {
      const paid = await inTransaction(async (repos) => {
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
          await afterCharge(repos, company, { invoice: settled, ok: true });
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
    },

    /**
     * The card was detached at the processor (removed there, or by the card holder's bank): it can no
     * longer be charged, so the company is asked for a card again (has_payment_method false).
     */
    async paymentMethodDetached(processorPaymentMethodId: string, at: Date): Promise<void> {
      await inTransaction(async (repos) => {
        for (const method of await repos.billing.paymentMethodsByProcessorId(processorPaymentMethodId)) {
          if (method.status === 'replaced' || method.status === 'detached') continue;
          await repos.billing.lockCompany(method.companyId);
          await repos.billing.updatePaymentMethod(method.id, { status: 'detached' });
          if (!(await repos.billing.activePaymentMethod(method.companyId)))
            await repos.billing.updateCompany(method.companyId, { hasPaymentMethod: false, updatedAt: at });
        }
      });
    },

    /**
     * The billing job (trial ends, renewals, scheduled downgrades, retries of failed charges): each due
     * company in its own transaction, locked with `skip locked`, so two runners never bill one company
     * twice. A failed charge leaves an unpaid invoice and a declining card, is mailed, and is retried 1, 3
     * and 7 days later (payment-retries.ts); the service carries on (spec §8 banner) until the last retry
     * fails, when the company sees the free plan until it pays.
     */
    async runDueBilling(): Promise<{ billed: number; failed: number; retriesPaid: number; retriesFailed: number }> {
      const done: number[] = [];
      let billed = 0;
      let failed = 0;
      let plansChanged = false;
      const failures: PaymentFailure[] = [];
      for (;;) {
        const step = await inTransaction(async (repos) => {
          const company = await repos.billing.lockNextDueCompany(clock(), done);
          if (!company) return null;
          done.push(company.id);
          const dueAt = company.billingNextBillableAt as Date;
          const scheduled = scheduledChoice(company);
          const choice = scheduled ?? currentChoice(company);
          if (!choice) return { ok: true, changed: false };
          const trialEnd = company.billingDiscountCodeStatus === 'in_use';
          const next = nextBillingDateAfter(dueAt);
          const charged = await chargeOnce(repos, company, await repos.billing.activePaymentMethod(company.id), {
            kind: trialEnd ? 'trial_end' : 'renewal',
            chargeKey: trialEnd ? `trial_end:${company.id}` : `renewal:${company.id}:${dueAt.toISOString()}`,
            description: planDescription(choice, trialEnd ? 'first year after the free trial' : 'yearly renewal'),
            planKey: choice.planKey,
            amountExGstCents: planChoicePriceCentsExGst(choice),
            periodFrom: dueAt,
            periodTo: next,
            createdAt: clock(),
          });
          await afterCharge(repos, company, charged);
          await repos.billing.updateCompany(company.id, {
            ...(scheduled
              ? {
                  planKey: scheduled.planKey,
                  planSiteSlug: scheduled.siteSlug,
                  additionalSiteSlugs: [...scheduled.additionalSiteSlugs],
                  scheduledPlanKey: null,
                  scheduledPlanSiteSlug: null,
                  scheduledAdditionalSiteSlugs: [],
                }
              : {}),
            billingDiscountCodeStatus: trialEnd ? 'completed' : company.billingDiscountCodeStatus,
            billingFirstBilledAt: company.billingFirstBilledAt ?? dueAt,
            billingLastBilledAt: dueAt,
            billingNextBillableAt: next,
            paid: company.paid || (charged.ok && charged.invoice.amountIncGstCents > 0),
            updatedAt: clock(),
          });
          if (!charged.ok) failures.push({ company, invoice: charged.invoice });
          return { ok: charged.ok, changed: scheduled !== null };
        }).catch((error: unknown) => {
          // A processor that does not answer leaves this company due for the next run.
          if (error instanceof ProcessorUnavailableError) return { ok: false, changed: false };
          throw error;
        });
        if (!step) break;
        if (step.ok) billed += 1;
        else failed += 1;
        plansChanged ||= step.changed;
      }
      const retries = await retryDuePayments(failures);
      if (plansChanged || retries.paid + retries.failed > 0) deps.onPlanChanged();
      await mailPaymentFailures(failures);
      return { billed, failed, retriesPaid: retries.paid, retriesFailed: retries.failed };
    },
  };
}
export type BillingService = ReturnType<typeof createBillingService>;
