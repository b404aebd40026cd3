import { stationsChangeableFrom } from '@mesonet/shared/billing/plan-change';
import { and, asc, desc, eq, exists, inArray, isNotNull, isNull, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users, type UserRow } from '../auth/auth.tables';
import { companies, type CompanyRow } from '../companies/companies.tables';
import { stations } from '../stations/stations.tables';
import { currentChoice, planChoiceSlugs, scheduledChoice, type CompanyBillingFacts } from './billing.presenter';
import { freeTrialClaims, invoices, paymentMethods, type InvoiceRow, type PaymentMethodRow } from './billing.tables';

/** What marks a free trial as had (free_trial_claims): an owner's user id, or a card's fingerprint. */
export type FreeTrialClaim = { kind: 'owner' | 'card'; claim: string };

export type NewInvoice = typeof invoices.$inferInsert;
export type NewPaymentMethod = typeof paymentMethods.$inferInsert;

/** An unpaid invoice whose next charge (payment-retries.ts) is due. */
const retryDue = (now: Date) => and(eq(invoices.status, 'unpaid'), lte(invoices.nextRetryAt, now));

/** The company row billing changes, its cards and its invoices. */
function paymentQueries(db: Database) {
  return {
    async updateCompany(id: number, patch: Partial<typeof companies.$inferInsert>): Promise<CompanyRow> {
      const [row] = await db.update(companies).set(patch).where(eq(companies.id, id)).returning();
      if (!row) throw new Error(`company ${id} vanished`);
      return row;
    },

    async lockCompany(id: number): Promise<CompanyRow | undefined> {
      const [row] = await db.select().from(companies).where(eq(companies.id, id)).for('update');
      return row;
    },

    /** A card retired at the processor ('detached') is no longer the company's card. */
    async activePaymentMethod(companyId: number): Promise<PaymentMethodRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentMethods)
        .where(
          and(eq(paymentMethods.companyId, companyId), notInArray(paymentMethods.status, ['replaced', 'detached'])),
        )
        .orderBy(desc(paymentMethods.id))
        .limit(1);
      return row;
    },

    /** Saves a new card and retires the company's earlier ones. */
    async replacePaymentMethod(method: NewPaymentMethod): Promise<PaymentMethodRow> {
      await db
        .update(paymentMethods)
        .set({ status: 'replaced' })
        .where(and(eq(paymentMethods.companyId, method.companyId), sql`${paymentMethods.status} <> 'replaced'`));
      const [row] = await db.insert(paymentMethods).values(method).returning();
      if (!row) throw new Error('payment method insert returned no row');
      return row;
    },

    /** The company's cards the processor knows by this id, newest first. */
    async paymentMethodsByProcessorId(processorPaymentMethodId: string): Promise<PaymentMethodRow[]> {
      return db
        .select()
        .from(paymentMethods)
        .where(eq(paymentMethods.processorPaymentMethodId, processorPaymentMethodId))
        .orderBy(desc(paymentMethods.id));
    },

    async updatePaymentMethod(id: number, patch: Partial<NewPaymentMethod>): Promise<void> {
      await db.update(paymentMethods).set(patch).where(eq(paymentMethods.id, id));
    },

    /** The invoice of `chargeKey`, made if new: `created` false means it was charged (or tried) before. */
    async invoiceForKey(invoice: NewInvoice): Promise<{ invoice: InvoiceRow; created: boolean }> {
      const [row] = await db.insert(invoices).values(invoice).onConflictDoNothing().returning();
      if (row) return { invoice: row, created: true };
      const [existing] = await db.select().from(invoices).where(eq(invoices.chargeKey, invoice.chargeKey));
      if (!existing) throw new Error(`invoice ${invoice.chargeKey} neither inserted nor found`);
      return { invoice: existing, created: false };
    },

    async updateInvoice(id: number, patch: Partial<NewInvoice>): Promise<InvoiceRow> {
      const [row] = await db.update(invoices).set(patch).where(eq(invoices.id, id)).returning();
      if (!row) throw new Error(`invoice ${id} vanished`);
      return row;
    },

    async findInvoice(id: number): Promise<InvoiceRow | undefined> {
      const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
      return row;
    },

    async invoicesOf(companyId: number): Promise<InvoiceRow[]> {
      return db.select().from(invoices).where(eq(invoices.companyId, companyId)).orderBy(desc(invoices.id));
    },

    async unpaidInvoicesOf(companyId: number): Promise<InvoiceRow[]> {
      return db
        .select()
        .from(invoices)
        .where(and(eq(invoices.companyId, companyId), eq(invoices.status, 'unpaid')))
        .orderBy(asc(invoices.id));
    },
  };
}

/** What the billing screens read, and who hears of a failed payment. */
function billingFactQueries(db: Database) {
  return {
    /**
     * Names of our network's stations among `slugs` (spec §9: only network-flagged stations are offered).
     * `offeredOnly` leaves out disabled stations: a plan already holding one still shows its name.
     */
    async networkStationNames(
      slugs: readonly string[],
      { offeredOnly = false }: { offeredOnly?: boolean } = {},
    ): Promise<Map<string, string>> {
      if (slugs.length === 0) return new Map();
      const rows = await db
        .select({ slug: stations.slug, name: stations.name })
        .from(stations)
        .where(
          and(
            inArray(stations.slug, [...slugs]),
            eq(stations.mesonet, true),
            offeredOnly ? isNull(stations.disabledAt) : undefined,
          ),
        );
      return new Map(rows.map((row) => [row.slug, row.name]));
    },

    /** A company's card, unpaid invoices, plan station names and whether a free trial is open to it, asked together. */
    async billingFactsOf(company: CompanyRow, now: Date): Promise<CompanyBillingFacts> {
      const [paymentMethod, unpaidInvoices, stationNames] = await Promise.all([
        paymentQueries(db).activePaymentMethod(company.id),
        paymentQueries(db).unpaidInvoicesOf(company.id),
        billingFactQueries(db).networkStationNames(planChoiceSlugs([currentChoice(company), scheduledChoice(company)])),
      ]);
      const freeTrialAvailable =
        company.billingDiscountCodeStatus === null &&
        !(await freeTrialQueries(db).freeTrialClaimedElsewhere(
          company.id,
          await freeTrialQueries(db).freeTrialClaimsOf(company.id, paymentMethod),
        ));
      return {
        paymentMethod,
        unpaidInvoices,
        stationNames,
        freeTrialAvailable,
        stationsChangeableFrom: stationsChangeableFrom(company.planStationsChangedAt, now),
      };
    },

    /** The people a failed payment is mailed to: the owner and members with Account and Billing. */
    async billingContactsOf(companyId: number): Promise<UserRow[]> {
      return db
        .select()
        .from(users)
        .where(
          and(
            eq(users.companyId, companyId),
            isNull(users.removalCreatedAt),
            or(eq(users.owner, true), eq(users.accountBilling, true)),
          ),
        )
        .orderBy(desc(users.owner), asc(users.id));
    },
  };
}

/** One free trial per company owner and per card. */
function freeTrialQueries(db: Database) {
  return {
    /** The owners of the company (not removed), and its card's fingerprint when the processor gave one. */
    async freeTrialClaimsOf(companyId: number, card: PaymentMethodRow | undefined): Promise<FreeTrialClaim[]> {
      const owners = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.companyId, companyId), eq(users.owner, true), isNull(users.removalCreatedAt)));
      return [
        ...owners.map((owner): FreeTrialClaim => ({ kind: 'owner', claim: String(owner.id) })),
        ...(card?.cardFingerprint ? [{ kind: 'card' as const, claim: card.cardFingerprint }] : []),
      ];
    },

    /** Whether another company has had a free trial with one of these owners or cards. */
    async freeTrialClaimedElsewhere(companyId: number, claims: readonly FreeTrialClaim[]): Promise<boolean> {
      if (claims.length === 0) return false;
      const [row] = await db
        .select({ id: freeTrialClaims.id })
        .from(freeTrialClaims)
        .where(
          and(
            ne(freeTrialClaims.companyId, companyId),
            or(...claims.map((c) => and(eq(freeTrialClaims.kind, c.kind), eq(freeTrialClaims.claim, c.claim)))),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /**
     * Records the company's trial against its owners and card. Answers false when another company holds
     * one of them: its trial started first (the unique key makes a second insert wait for it, then skip).
     */
    async claimFreeTrial(companyId: number, claims: readonly FreeTrialClaim[], now: Date): Promise<boolean> {
      if (claims.length > 0) {
        await db
          .insert(freeTrialClaims)
          .values(claims.map((c) => ({ ...c, companyId, claimedAt: now })))
          .onConflictDoNothing();
      }
      return !(await freeTrialQueries(db).freeTrialClaimedElsewhere(companyId, claims));
    },
  };
}

/** The billing job's queue: companies due, locked with skip locked. */
function dueBillingQueries(db: Database) {
  return {
    /** Locks one company with an unpaid invoice whose retry is due, as lockNextDueCompany does. */
    async lockNextCompanyWithRetryDue(now: Date, skipIds: readonly number[]): Promise<CompanyRow | undefined> {
      const [row] = await db
        .select()
        .from(companies)
        .where(
          and(
            exists(
              db
                .select({ id: invoices.id })
                .from(invoices)
                .where(and(eq(invoices.companyId, companies.id), retryDue(now))),
            ),
            skipIds.length > 0 ? notInArray(companies.id, [...skipIds]) : undefined,
          ),
        )
        .limit(1)
        .for('update', { skipLocked: true });
      return row;
    },

    async retriesDueOf(companyId: number, now: Date): Promise<InvoiceRow[]> {
      return db
        .select()
        .from(invoices)
        .where(and(eq(invoices.companyId, companyId), retryDue(now)))
        .orderBy(asc(invoices.id));
    },

    /**
     * Locks one company whose yearly charge (trial end or renewal) is due and that no other runner holds:
     * `skip locked` lets two app processes share the work without both charging one company.
     */
    async lockNextDueCompany(now: Date, skipIds: readonly number[]): Promise<CompanyRow | undefined> {
      const [row] = await db
        .select()
        .from(companies)
        .where(
          and(
            isNotNull(companies.billingDiscountCodeStatus),
            lte(companies.billingNextBillableAt, now),
            skipIds.length > 0 ? notInArray(companies.id, [...skipIds]) : undefined,
          ),
        )
        .orderBy(asc(companies.billingNextBillableAt))
        .limit(1)
        .for('update', { skipLocked: true });
      return row;
    },
  };
}

export function billingRepository(db: Database) {
  return {
    ...paymentQueries(db),
    ...billingFactQueries(db),
    ...freeTrialQueries(db),
    ...dueBillingQueries(db),
  };
}
export type BillingRepository = ReturnType<typeof billingRepository>;
