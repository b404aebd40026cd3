import type { BillingCallErrors, PlanConfirmationView } from '@mesonet/shared/billing/plan-summary';
import { SubmitButton } from '@/components/ui/button';
import { BillingCallAlert } from './plan-billing-alerts';

interface PlanConfirmationProps {
  view: PlanConfirmationView;
  confirming: boolean;
  problem: Pick<BillingCallErrors<string>, 'payment' | 'form'> | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Spec §2: what Submit on the plan form would do, then 'Save', 'Upgrade Plan and Pay' or 'Confirm
 * Scheduled Plan Change' (by the server's quote), or 'Cancel' back to the form. Prices shown here are
 * the server's; the server decides the charge again when the change is confirmed.
 */
export function PlanConfirmation({ view, confirming, problem, onConfirm, onCancel }: PlanConfirmationProps) {
  return (
    <form
      className="plan-confirmation"
      aria-labelledby="plan-confirmation-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm();
      }}
    >
      <h2 className="plan-summary__title" id="plan-confirmation-title">
        Confirm your plan
      </h2>
      <p>{view.intro}</p>
      <dl className="plan-lines">
        {view.lines.map((line) => (
          <div className="plan-lines__row" key={line.label}>
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
      </dl>
      {problem ? <BillingCallAlert errors={problem} /> : null}
      <div className="plan-actions">
        {view.action ? (
          <SubmitButton className="plan-actions__main" busy={confirming} busyLabel="Saving…">
            {view.action}
          </SubmitButton>
        ) : null}
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={confirming}>
          Cancel
        </button>
      </div>
    </form>
  );
}
