import { contentPagePath } from '@mesonet/shared/content-pages/content-page-paths';
import type {
  ConsoleCompany,
  ConsoleContentPage,
  ConsoleInfoAlert,
  ConsoleStation,
  ConsoleTextLabel,
} from '@mesonet/shared/contracts/operator-console.schema';
import { infoAlertDateStr } from '@mesonet/shared/info-alerts/info-alerts';
import { companyBillingState } from '@mesonet/shared/operator-console/company-billing-state';
import { isPlanKey, plans } from '@mesonet/shared/plans/plans';
import type { StationType } from '@mesonet/shared/stations/raw-channels';
import type { FailedMail } from '@mesonet/shared/contracts/failed-mails.schema';
import type { CompanyRow } from '../companies/companies.tables';
import { presentInfoAlertListing } from '../content/content.presenter';
import type { ContentPageRow, InfoAlertRow } from '../content/content.tables';
import type { OutboxMailRow } from '../mail/mail.tables';
import type { StationRow } from '../stations/stations.tables';

/** The console shows an alert as written (Markdown), not as visitors get it (sanitised HTML). */
export function presentConsoleInfoAlert(row: InfoAlertRow): ConsoleInfoAlert {
  return {
    ...presentInfoAlertListing(row),
    body: row.body,
    published: row.publishedAt !== null,
    date_str: row.publishedAt ? infoAlertDateStr(row.publishedAt) : null,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentConsoleContentPage(row: ContentPageRow): ConsoleContentPage {
  return {
    slug: row.slug,
    title: row.title,
    body: row.body,
    published: row.published,
    path: contentPagePath(row.slug),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentConsoleTextLabel(row: { key: string; value: string; updatedAt: Date }): ConsoleTextLabel {
  return { key: row.key, value: row.value, updated_at: row.updatedAt.toISOString() };
}

export function presentConsoleStation(
  station: StationRow,
  state: { tokenIssuedAt: Date | undefined; lastReadingMs: number | null },
): ConsoleStation {
  return {
    slug: station.slug,
    name: station.name,
    aws_type: station.awsType as StationType,
    region: station.region,
    lat: station.lat,
    lng: station.lng,
    enabled: station.disabledAt === null,
    disabled_at: station.disabledAt?.toISOString() ?? null,
    token_issued_at: state.tokenIssuedAt?.toISOString() ?? null,
    last_reading_at: state.lastReadingMs === null ? null : new Date(state.lastReadingMs).toISOString(),
    created_at: station.createdAt.toISOString(),
  };
}

export function presentConsoleCompany(company: CompanyRow, usersCount: number, now: Date): ConsoleCompany {
  const planKey = company.planKey !== null && isPlanKey(company.planKey) ? company.planKey : null;
  const trialStatus = company.billingDiscountCodeStatus;
  return {
    id: company.id,
    name: company.name,
    slug: company.slug,
    plan_key: planKey,
    plan_name: planKey ? plans[planKey].name : null,
    paid: company.paid,
    users_count: usersCount,
    billing_state: companyBillingState(
      {
        planKey,
        paid: company.paid,
        trialStatus:
          trialStatus === 'declined' || trialStatus === 'in_use' || trialStatus === 'completed' ? trialStatus : null,
        freeUntil: company.billingPlanFreeUntil,
        firstBilledAt: company.billingFirstBilledAt,
      },
      now,
    ),
    billing_next_billable_at: company.billingNextBillableAt?.toISOString() ?? null,
    created_at: company.createdAt.toISOString(),
  };
}

export function presentFailedMail(row: OutboxMailRow): FailedMail {
  return {
    id: row.id,
    recipient: row.toAddress,
    subject: row.subject,
    attempts: row.attempts,
    last_error: row.lastError,
    failed_at: (row.failedAt ?? row.createdAt).toISOString(),
  };
}
