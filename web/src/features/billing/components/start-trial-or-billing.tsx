import { billingCallErrors, type BillingCallErrors } from '@mesonet/shared/billing/plan-summary';
import {
  billingNowConfirmText,
  startedNotice,
  startTrialView,
  trialConfirmText,
  type StartedNotice,
  type StartOption,
  type StartTrialView,
} from '@mesonet/shared/billing/start-trial-view';
import type { BillingResponse } from '@mesonet/shared/contracts/billing.schema';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { SubmitButton } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ApiError, apiErrorMessages } from '@/lib/api-client';
import type { useStartTrialOrBilling } from '../api/start-trial-or-billing';
import { BillingCallAlert } from './plan-billing-alerts';
import { LoadFailure } from '@/components/ui/load-failure';
import './plan-and-extras.css';
import './start-trial-or-billing.css';

type Start = ReturnType<typeof useStartTrialOrBilling>;
type Problem = Pick<BillingCallErrors<string>, 'payment' | 'form'>;

interface StartTrialOrBillingScreenProps {
  billing: UseQueryResult<BillingResponse>;
  start: Start;
}

/**
 * Spec §2 "Start Trial or Billing": Option 1 the two-week free trial, Option 2 billing now, each behind a
 * confirm form; once one has started, which it was. The confirm forms start closed again whenever the
 * trial's status changes.
 */
export function StartTrialOrBillingScreen({ billing, start }: StartTrialOrBillingScreenProps) {
  const [notice, setNotice] = useState<StartedNotice | null>(null);
  if (billing.isError) return <LoadFailure what="Your billing details" query={billing} />;
  // Which options are open comes from the setup flags: wait for this visit's answer, not a cached one.
  if (!billing.data || !billing.isFetchedAfterMount) return null;
  const view = startTrialView(billing.data.billing);
  return (
    <div className="start-trial">
      {notice ? (
        <Alert tone={notice.tone}>
          <p>{notice.text}</p>
          {notice.toPaymentDetails ? (
            <p>
              <Link to={paths.accountScreen.getHref('payment_details')}>Go to Payment Details</Link>
            </p>
          ) : null}
        </Alert>
      ) : null}
      <StartTrialOptions key={view.state} view={view} start={start} onStarted={setNotice} />
    </div>
  );
}

type Option = 'trial' | 'billing';

/** Which confirm form is open and why the last start failed; opening or closing one clears the failure. */
function useStartConfirm(start: Start, onStarted: (notice: StartedNotice) => void) {
  const [confirming, setConfirming] = useState<Option | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);

  function open(option: Option | null) {
    setProblem(null);
    setConfirming(option);
  }

  function submit(userAcceptance: boolean) {
    setProblem(null);
    start.mutate(userAcceptance, {
      onSuccess: (result) => onStarted(startedNotice(result)),
      onError: (error) => {
        setProblem(
          error instanceof ApiError && error.body && error.body.errors.length > 0
            ? billingCallErrors(error.body, [])
            : { payment: null, form: apiErrorMessages(error) },
        );
      },
    });
  }

  return { confirming, problem, busy: start.isPending, open, submit };
}

type StartConfirm = ReturnType<typeof useStartConfirm>;

function StartTrialOptions({
  view,
  start,
  onStarted,
}: {
  view: StartTrialView;
  start: Start;
  onStarted: (notice: StartedNotice) => void;
}) {
  const confirm = useStartConfirm(start, onStarted);
  switch (view.state) {
    case 'declined':
    case 'completed':
      return (
        <section className="plan-summary">
          <p className="start-trial__status">{view.text}</p>
          <p className="plan-summary__muted">
            Your plan, its price and your next billing date are on{' '}
            <Link to={paths.accountScreen.getHref('plan_and_extras')}>Plan and Extras</Link>.
          </p>
        </section>
      );
    case 'in_use':
      return (
        <section className="plan-summary">
          <p className="start-trial__status">{view.text}</p>
          <p>
            You can change your plan on <Link to={paths.accountScreen.getHref('plan_and_extras')}>Plan and Extras</Link>
            , or end the trial and start billing now: your plan then costs {view.yearlyPrice} a year.
          </p>
          <BillingNowOption label="Start Billing Immediately" view={view} confirm={confirm} />
        </section>
      );
    case 'choose':
      return <ChooseStartOptions view={view} confirm={confirm} />;
  }
}

/** Option 1 the free trial and Option 2 billing now, side by side. */
function ChooseStartOptions({
  view,
  confirm,
}: {
  view: Extract<StartTrialView, { state: 'choose' }>;
  confirm: StartConfirm;
}) {
  return (
    <>
      <p className="plan-and-extras__intro">
        {view.planName ? `Your ${view.planName} plan is ready to start. ` : ''}Choose how you would like to begin.
      </p>
      <StartOptionSection
        id="start-trial-option-1"
        title="Option 1: Two-Week Free Trial"
        summary="Use everything in your plan free for two weeks. Billing starts when the trial ends."
      >
        <StartOptionAction
          kind="trial"
          option={view.trial}
          label="Start Free Trial"
          confirmText={trialConfirmText}
          confirmLabel="Confirm Free Trial"
          confirm={confirm}
        />
      </StartOptionSection>
      <StartOptionSection
        id="start-trial-option-2"
        title="Option 2: Start Billing Now"
        summary={`Skip the trial and start your plan today${view.yearlyPrice ? `, at ${view.yearlyPrice} a year` : ''}.`}
      >
        <BillingNowOption label="Start Billing Now" view={view} confirm={confirm} />
      </StartOptionSection>
    </>
  );
}

function StartOptionSection({
  id,
  title,
  summary,
  children,
}: {
  id: string;
  title: string;
  summary: string;
  children: ReactNode;
}) {
  return (
    <section className="plan-summary" aria-labelledby={id}>
      <h2 className="plan-summary__title" id={id}>
        {title}
      </h2>
      <p className="plan-summary__muted">{summary}</p>
      {children}
    </section>
  );
}

/** Option 2, and the start-billing-now of a running trial. */
function BillingNowOption({
  label,
  view,
  confirm,
}: {
  label: string;
  view: { billingNow: StartOption; yearlyPrice: string | null };
  confirm: StartConfirm;
}) {
  return (
    <StartOptionAction
      kind="billing"
      option={view.billingNow}
      label={label}
      confirmText={billingNowConfirmText(view.yearlyPrice)}
      confirmLabel="Confirm and Pay"
      confirm={confirm}
    />
  );
}

interface StartOptionActionProps {
  kind: Option;
  option: StartOption;
  label: string;
  confirmText: string;
  confirmLabel: string;
  confirm: StartConfirm;
}

/** An option's button; once pressed, its confirm form: what starting means, then confirm or Cancel. */
function StartOptionAction({ kind, option, label, confirmText, confirmLabel, confirm }: StartOptionActionProps) {
  if (confirm.confirming !== kind) {
    return (
      <OpenButton option={option} onOpen={() => confirm.open(kind)}>
        {label}
      </OpenButton>
    );
  }
  return (
    <form
      className="start-trial__confirm"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // The API's user_acceptance: true starts the trial, false starts billing now.
        confirm.submit(kind === 'trial');
      }}
    >
      <p>{confirmText}</p>
      {confirm.problem ? <BillingCallAlert errors={confirm.problem} /> : null}
      <div className="plan-actions">
        <SubmitButton className="plan-actions__main" busy={confirm.busy} busyLabel="Starting…">
          {confirmLabel}
        </SubmitButton>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => confirm.open(null)}
          disabled={confirm.busy}
        >
          Cancel
        </button>
      </div>
    </form>
  );
}

/** An option's start button, or why it is closed, with the way to the checklist when that is the way on. */
function OpenButton({ option, onOpen, children }: { option: StartOption; onOpen: () => void; children: ReactNode }) {
  if (!option.available) {
    return (
      <Alert tone="info">
        <p>{option.why}</p>
        {option.toChecklist ? (
          <p>
            <Link to={paths.accountScreen.getHref('account_setup_checklist')}>Go to the Account Setup Checklist</Link>
          </p>
        ) : null}
      </Alert>
    );
  }
  return (
    <button type="button" className="button button--primary plan-actions__main" onClick={onOpen}>
      {children}
    </button>
  );
}
