import { formatPlanChangeDate } from '@mesonet/shared/billing/billing-dates';
import { Alert } from '@/components/ui/alert';
import { PageLoading } from '@/components/ui/page-loading';
import { apiErrorMessages } from '@/lib/api-client';
import { useConsoleCompaniesQuery } from '../api/console-companies';

/** Companies with their plan, paid flag, people and trial or billing state (read only). */
export function CompaniesSection() {
  const companies = useConsoleCompaniesQuery();
  if (companies.isError) return <Alert tone="error">{apiErrorMessages(companies.error).join(' ')}</Alert>;
  if (!companies.data) return <PageLoading />;
  return (
    <div className="console-section">
      <p className="console-muted">{companies.data.length} companies.</p>
      <ul className="card-list console-list console-list--grid">
        {companies.data.map((company) => (
          <li key={company.id} className="console-card console-card--stacked">
            <h3 className="console-card__title">{company.name}</h3>
            <dl className="console-facts">
              <dt>Plan</dt>
              <dd>{company.plan_name ?? 'None'}</dd>
              <dt>Paid</dt>
              <dd>{company.paid ? 'Yes' : 'No'}</dd>
              <dt>Users</dt>
              <dd>{company.users_count}</dd>
              <dt>Billing</dt>
              <dd>{company.billing_state}</dd>
              {company.billing_next_billable_at ? (
                <>
                  <dt>Next charge</dt>
                  <dd>{formatPlanChangeDate(company.billing_next_billable_at)}</dd>
                </>
              ) : null}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
