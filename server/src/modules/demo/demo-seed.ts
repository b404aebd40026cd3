import { invitationValidMs } from '@mesonet/shared/account/invitations';
import { nextBillingDateAfter } from '@mesonet/shared/billing/billing-dates';
import { withGst } from '@mesonet/shared/billing/gst';
import { homeLocationDefaultName, homeLocationSlug } from '@mesonet/shared/growing-seasons/home-location';
import { planChoicePriceCentsExGst, plans } from '@mesonet/shared/plans/plans';
import type { Database } from '../../db/database';
import { billingRepository, type BillingRepository } from '../billing/billing.repository';
import type { Logger } from '../../http/logger';
import { accountsRepository } from '../accounts/accounts.repository';
import { authRepository } from '../auth/auth.repository';
import { insertCompanyOwner } from '../auth/company-owner';
import { hashPassword } from '../auth/password-hashing';
import { companiesRepository } from '../companies/companies.repository';
import { insertCompany } from '../companies/insert-company';
import { growingSeasonsRepository } from '../growing-seasons/growing-seasons.repository';
import { localDateAt, networkTimeZone, seasonStartOnOrBefore } from '@mesonet/shared/time/local-time';
import {
  demoAccounts,
  demoCompanyAddress,
  demoCompanyPeople,
  demoGrowingSeason,
  demoPassword,
  demoSurveyAnswers,
} from './demo-accounts';

function repositoriesOf(tx: unknown) {
  const db = tx as Database;
  return {
    auth: authRepository(db),
    companies: companiesRepository(db),
    accounts: accountsRepository(db),
    billing: billingRepository(db),
  };
}

/** Creates the demo accounts that do not exist yet; safe to run on every start. Answers how many owners it created. */
export async function seedDemoAccounts(db: Database, clock: () => Date, log: Logger): Promise<number> {
  let created = 0;
  const passwordHash = await hashPassword(demoPassword);
  for (const account of demoAccounts) {
    await db.transaction(async (tx) => {
      const { auth, companies, accounts, billing } = repositoriesOf(tx);
      const now = clock();
      const existing = await auth.findUserByEmail(account.email);
      if (existing) {
        // A data folder seeded before free@demo.test had its card gets it now, so its setup is complete.
        if (existing.owner && !(await billing.activePaymentMethod(existing.companyId))) {
          await seedDemoCard(billing, existing.companyId, account, now, null);
          await accounts.updateCompany(existing.companyId, { hasPaymentMethod: true });
        }
        return;
      }
      const company = await insertCompany(
        companies,
        {
          name: account.companyName,
          email: account.email,
          paid: account.paid,
          ...demoCompanyAddress,
          hasCompanyDetails: true,
          hasBillingPlan: true,
          hasPaymentMethod: true,
          hasUserSurveyResponse: true,
          hasBillingDiscountCodeUse: true,
          planKey: account.planKey,
          planStationSlug: account.planStationSlug ?? null,
          additionalStationSlugs: account.additionalStationSlugs ?? [],
        },
        now,
      );
      const owner = await insertCompanyOwner(
        auth,
        { email: account.email, passwordHash, firstName: account.firstName, surname: 'Demo', companyId: company.id },
        now,
      );
      await accounts.saveSurvey({ companyId: company.id, answeredByUserId: owner.id, ...demoSurveyAnswers }, now);
      if (account.paid) await seedDemoBilling(billing, company.id, account, now);
      else await seedDemoCard(billing, company.id, account, now, null);
      created += 1;
    });
  }
  const people = await seedDemoCompanyPeople(db, clock, passwordHash);
  const seasons = await seedDemoGrowingSeasons(db, clock);
  if (created + people + seasons > 0) log.info({ created, people, seasons }, 'demo accounts seeded');
  return created;
}

/**
 * A Home location and one wheat season sown on 1 May (this year's, or last year's before May) for the
 * companies of demoGrowingSeason.ownerEmails, so the growing season screens show something at once.
 * A company that already has a Home location or a season keeps what it has.
 */
async function seedDemoGrowingSeasons(db: Database, clock: () => Date): Promise<number> {
  const { auth } = repositoriesOf(db);
  const seasons = growingSeasonsRepository(db);
  const now = clock();
  const sowingDate = seasonStartOnOrBefore(localDateAt(now.getTime(), networkTimeZone), 5, 1);
  let added = 0;
  for (const email of demoGrowingSeason.ownerEmails) {
    const owner = await auth.findUserByEmail(email);
    if (!owner) continue;
    if (!(await seasons.findLocation(owner.companyId, homeLocationSlug))) {
      await seasons.saveLocation(
        owner.companyId,
        homeLocationSlug,
        { name: homeLocationDefaultName, ...demoGrowingSeason.home },
        now,
      );
    }
    if ((await seasons.countSeasons(owner.companyId)) > 0) continue;
    await seasons.saveSeason(
      owner.companyId,
      `demo-wheat-${sowingDate.slice(0, 4)}`,
      {
        name: demoGrowingSeason.name,
        sowingDate,
        emergenceDateOption: 'auto_calculate',
        emergenceDate: null,
        floralInitiationDateOption: 'auto_calculate',
        floralInitiationDate: null,
        harvestDateOption: 'not_yet_known',
        harvestDate: null,
        locationOption: 'home',
        customLat: null,
        customLng: null,
        updatedByUserId: owner.id,
      },
      now,
    );
    added += 1;
  }
  return added;
}

/**
 * Every demo company has the fake processor's card 4242 on file (CONTRACT.md §4), so its account setup is
 * complete; free@demo.test's is never charged, as its plan costs nothing, and its company stays unpaid.
 */
async function seedDemoCard(
  billing: BillingRepository,
  companyId: number,
  account: (typeof demoAccounts)[number],
  savedAt: Date,
  lastChargedAt: Date | null,
) {
  await billing.replacePaymentMethod({
    companyId,
    processor: 'fake',
    processorPaymentMethodId: `pm_fake_visa_4242_12_2030_ok_${String(companyId).padStart(16, '0')}`,
    cardBrand: 'visa',
    cardLast4: '4242',
    cardExpMonth: 12,
    cardExpYear: 2030,
    nameOnCard: `${account.firstName} Demo`,
    addressSameAsCompanyAddress: true,
    lastChargedAt,
    createdAt: savedAt,
  });
}

/**
 * CONTRACT.md §4: a paid demo company has the test card 4242 on file, its trial completed a month ago and
 * billing running, with the paid invoice of its first year (free@demo.test has only the card).
 */
async function seedDemoBilling(
  billing: BillingRepository,
  companyId: number,
  account: (typeof demoAccounts)[number],
  now: Date,
) {
  const trialEnded = new Date(now.getTime() - 30 * 24 * 60 * 60_000);
  const choice = {
    planKey: account.planKey,
    stationSlug: account.planStationSlug ?? null,
    additionalStationSlugs: account.additionalStationSlugs ?? [],
  };
  const amount = withGst(planChoicePriceCentsExGst(choice));
  await seedDemoCard(billing, companyId, account, trialEnded, trialEnded);
  await billing.invoiceForKey({
    companyId,
    kind: 'trial_end',
    chargeKey: `trial_end:${companyId}`,
    description: `${plans[account.planKey].name}: first year after the free trial`,
    planKey: account.planKey,
    amountExGstCents: amount.exGstCents,
    gstCents: amount.gstCents,
    amountIncGstCents: amount.incGstCents,
    status: 'paid',
    processorChargeId: `ch_fake_demo_${companyId}`,
    periodFrom: trialEnded,
    periodTo: nextBillingDateAfter(trialEnded),
    createdAt: trialEnded,
    paidAt: trialEnded,
  });
  await billing.updateCompany(companyId, {
    billingDiscountCodeStatus: 'completed',
    billingDiscountCodeUserAcceptance: true,
    billingPlanFreeUntil: trialEnded,
    billingFirstBilledAt: trialEnded,
    billingLastBilledAt: trialEnded,
    billingNextBillableAt: nextBillingDateAfter(trialEnded),
  });
}

/** The people of demoCompanyPeople that do not exist yet; once answered, the invitation is not made again. */
async function seedDemoCompanyPeople(db: Database, clock: () => Date, passwordHash: string): Promise<number> {
  const { member, removed, invitee } = demoCompanyPeople;
  return db.transaction(async (tx) => {
    const { auth, companies, accounts } = repositoriesOf(tx);
    const owner = await auth.findUserByEmail(demoCompanyPeople.ownerEmail);
    if (!owner) return 0;
    const companyId = owner.companyId;
    const now = clock();
    let added = 0;
    await accounts.updateCompany(companyId, { userLimit: demoCompanyPeople.userLimit });
    const person = (email: string, firstName: string, surname: string) => ({
      email,
      passwordHash,
      firstName,
      surname,
      companyId,
      companyInvitationCreatedAt: now,
      companyInvitationAcceptedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    if (!(await auth.findUserByEmail(member.email))) {
      const { email, firstName, surname, ...permissions } = member;
      await auth.insertUser({ ...person(email, firstName, surname), ...permissions });
      added += 1;
    }
    if (!(await auth.findUserByEmail(removed.email))) {
      await auth.insertUser({ ...person(removed.email, removed.firstName, removed.surname), removalCreatedAt: now });
      added += 1;
    }
    if (!(await auth.findUserByEmail(invitee.email))) {
      const company = await insertCompany(companies, { name: invitee.companyName, email: invitee.email }, now);
      const { email, firstName, surname } = invitee;
      const user = await insertCompanyOwner(
        auth,
        { email, passwordHash, firstName, surname, companyId: company.id },
        now,
      );
      await accounts.insertInvitation({
        companyId,
        email: invitee.email,
        userId: user.id,
        homeLocationGrowingSeasons: invitee.homeLocationGrowingSeasons,
        accountBilling: invitee.accountBilling,
        userManagement: invitee.userManagement,
        invitedByUserId: owner.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + invitationValidMs),
      });
      added += 1;
    }
    return added;
  });
}
