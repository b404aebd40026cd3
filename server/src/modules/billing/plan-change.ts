import { serverErrorMessages } from '@mesonet/shared/auth/auth.messages';
import { nextBillingDateAfter } from '@mesonet/shared/billing/billing-dates';
import { billingMessages as m } from '@mesonet/shared/billing/billing.messages';
import type { PlanChangeQuoteDto } from '@mesonet/shared/contracts/billing.schema';
import { type PlanChoice } from '@mesonet/shared/plans/plans';
import { ApiError } from '../../http/api-error';
import { requireAccountAndBilling } from '../accounts/accounts.policy';
import { currentChoice, planChoiceSlugs, presentInvoice, presentPlanItem } from './billing.presenter';
import type { InvoiceRow } from './billing.tables';
import {
  afterCharge,
  billingOf,
  checkStations,
  choiceKey,
  lockBillingMember,
  paymentFailed,
  planDescription,
  quoteFor,
  withProcessor,
  type BillingDeps,
} from './billing-steps';
import { chargeOnce } from './charge-once';

export async function quote(deps: BillingDeps, userId: number, requested: PlanChoice): Promise<PlanChangeQuoteDto> {
  const { repos } = deps;
  const found = await repos.auth.findUserWithCompany(userId);
  if (!found) throw ApiError.field(401, 'base', serverErrorMessages.notSignedIn);
  requireAccountAndBilling(found.user);
  await checkStations(deps, repos, requested);
  const quote = quoteFor(found.company, requested, deps.clock());
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
    free_trial_available: (await repos.billing.billingFactsOf(found.company, deps.clock())).freeTrialAvailable,
  };
}

/** billing_products: decided again here under the company's lock, so a double submit charges once. */
export async function changePlan(deps: BillingDeps, userId: number, requested: PlanChoice) {
  const outcome = await withProcessor(() =>
    deps.transactions.run(async (repos) => {
      const { company } = await lockBillingMember(repos, userId);
      await checkStations(deps, repos, requested);
      const now = deps.clock();
      const quote = quoteFor(company, requested, now);
      const plan = {
        planKey: requested.planKey,
        planStationSlug: requested.stationSlug,
        additionalStationSlugs: [...requested.additionalStationSlugs],
        scheduledPlanKey: null,
        scheduledPlanStationSlug: null,
        scheduledAdditionalStationSlugs: [],
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
          scheduledPlanStationSlug: requested.stationSlug,
          scheduledAdditionalStationSlugs: [...requested.additionalStationSlugs],
          updatedAt: now,
        });
      } else if (quote.kind === 'upgrade') {
        const method = await repos.billing.activePaymentMethod(company.id);
        if (!method) throw ApiError.unprocessable('payment', m.cardDetailsIncomplete);
        const charged = await chargeOnce(deps, repos, company, method, {
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
        await afterCharge(deps, repos, company, charged);
        invoice = charged.invoice;
        updated = await repos.billing.updateCompany(company.id, {
          ...plan,
          paid: true,
          billingLastBilledAt: now,
          billingNextBillableAt: nextBillingDateAfter(now),
        });
      }
      return { kind: quote.kind, invoice, billing: await billingOf(deps, repos, updated) };
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
}
