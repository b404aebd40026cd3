import type { PlanSummaryView } from '@mesonet/shared/billing/plan-summary';
import { Alert } from '@/components/ui/alert';
import '@/components/ui/button.css';

/** Spec §2 "Plan and Extras": the current plan, its stations, its yearly price, the next billing date and any scheduled change. */
export function PlanSummary({ view, onChangePlan }: { view: PlanSummaryView; onChangePlan: () => void }) {
  return (
    <section className="plan-summary" aria-labelledby="plan-summary-title">
      <h2 className="plan-summary__title" id="plan-summary-title">
        Your plan: {view.planName}
      </h2>
      <dl className="plan-lines">
        {view.station ? (
          <div className="plan-lines__row">
            <dt>Selected AWS</dt>
            <dd>{view.station}</dd>
          </div>
        ) : null}
        {view.additionalStations.length > 0 ? (
          <div className="plan-lines__row">
            <dt>Additional AWS</dt>
            <dd>
              <ul className="plan-summary__stations">
                {view.additionalStations.map((station) => (
                  <li key={station.name}>
                    {station.name} <span className="plan-summary__muted">({station.price})</span>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
        <div className="plan-lines__row">
          <dt>Yearly price</dt>
          <dd>{view.yearlyPrice}</dd>
        </div>
        {view.nextBilling ? (
          <div className="plan-lines__row">
            <dt>Next billing date</dt>
            <dd>{view.nextBilling}</dd>
          </div>
        ) : null}
      </dl>
      {view.onHold ? (
        <Alert tone="error">
          <p>{view.onHold}</p>
        </Alert>
      ) : null}
      {view.scheduledChange ? (
        <Alert tone="info">
          <p>{view.scheduledChange}</p>
        </Alert>
      ) : null}
      {view.stationsChangeableFrom ? <p className="plan-summary__muted">{view.stationsChangeableFrom}</p> : null}
      {view.canChangePlan ? (
        <button type="button" className="button button--primary plan-actions__main" onClick={onChangePlan}>
          Change Plan
        </button>
      ) : (
        <p className="plan-summary__muted">
          This plan is arranged for your company by the network, so it is not changed here.
        </p>
      )}
    </section>
  );
}
