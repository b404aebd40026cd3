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
import { BillingCallAlert, BillingLoadFailure } from './plan-billing-alerts';
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
  if (billing.isError) return <BillingLoadFailure error={billing.error} onRetry={() => void billing.refetch()} />;
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
          <BillingNowOption
            label="Start Billing Immediately"
            option={view.billingNow}
            yearlyPrice={view.yearlyPrice}
            confirm={confirm}
          />
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
      <section className="plan-summary" aria-labelledby="start-trial-option-1">
        <h2 className="plan-summary__title" id="start-trial-option-1">
          Option 1: Two-Week Free Trial
        </h2>
        <p className="plan-summary__muted">
          Use everything in your plan free for two weeks. Billing starts when the trial ends.
        </p>
        {confirm.confirming === 'trial' ? (
          <ConfirmForm
            text={trialConfirmText}
            action="Confirm Free Trial"
            busy={confirm.busy}
            problem={confirm.problem}
            onConfirm={() => confirm.submit(true)}
            onCancel={() => confirm.open(null)}
          />
        ) : (
          <OpenButton option={view.trial} onOpen={() => confirm.open('trial')}>
            Start Free Trial
          </OpenButton>
        )}
      </section>
      <section className="plan-summary" aria-labelledby="start-trial-option-2">
        <h2 className="plan-summary__title" id="start-trial-option-2">
          Option 2: Start Billing Now
        </h2>
        <p className="plan-summary__muted">
          Skip the trial and start your plan today{view.yearlyPrice ? `, at ${view.yearlyPrice} a year` : ''}.
        </p>
        <BillingNowOption
          label="Start Billing Now"
          option={view.billingNow}
          yearlyPrice={view.yearlyPrice}
          confirm={confirm}
        />
      </section>
    </>
  );
}

/** Option 2, and the start-billing-now of a running trial: the button, or its confirm form. */
function BillingNowOption({
  label,
  option,
  yearlyPrice,
  confirm,
}: {
  label: string;
  option: StartOption;
  yearlyPrice: string | null;
  confirm: StartConfirm;
}) {
  if (confirm.confirming === 'billing') {
    return (
      <ConfirmForm
        text={billingNowConfirmText(yearlyPrice)}
        action="Confirm and Pay"
        busy={confirm.busy}
        problem={confirm.problem}
        onConfirm={() => confirm.submit(false)}
        onCancel={() => confirm.open(null)}
      />
    );
  }
  return (
    <OpenButton option={option} onOpen={() => confirm.open('billing')}>
      {label}
    </OpenButton>
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

function ConfirmForm({
  text,
  action,
  busy,
  problem,
  onConfirm,
  onCancel,
}: {
  text: string;
  action: string;
  busy: boolean;
  problem: Problem | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <form
      className="start-trial__confirm"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm();
      }}
    >
      <p>{text}</p>
      {problem ? <BillingCallAlert errors={problem} /> : null}
      <div className="plan-actions">
        <SubmitButton className="plan-actions__main" busy={busy} busyLabel="Starting…">
          {action}
        </SubmitButton>
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}
