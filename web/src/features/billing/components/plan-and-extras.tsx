import type { StationOption } from '@mesonet/shared/account/station-options';
import {
  billingCallErrors,
  planConfirmationView,
  planFormFields,
  planFormValues,
  planStateKey,
  planSummaryView,
  type BillingCallErrors,
  type PlanFormValues,
} from '@mesonet/shared/billing/plan-summary';
import type { BillingResponse, PlanChangeQuoteDto } from '@mesonet/shared/contracts/billing.schema';
import type { PlanChoice } from '@mesonet/shared/plans/plans';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { ApiError, apiErrorMessages } from '@/lib/api-client';
import type { useChangePlan, usePlanChangeQuote } from '../api/plan-change';
import { LoadFailure } from '@/components/ui/load-failure';
import { PlanConfirmation } from './plan-confirmation';
import { PlanForm } from './plan-form';
import { PlanSummary } from './plan-summary';
import './plan-and-extras.css';

interface PlanAndExtrasScreenProps {
  billing: UseQueryResult<BillingResponse>;
  stations: UseQueryResult<StationOption[]>;
  quote: ReturnType<typeof usePlanChangeQuote>;
  change: ReturnType<typeof useChangePlan>;
}

/** The plan form, open since the billing state read `openedOn`, and the quote being confirmed. */
interface Editing {
  openedOn: string;
  values: PlanFormValues;
  confirming: { quote: PlanChangeQuoteDto; choice: PlanChoice } | null;
}

type Problem = Pick<BillingCallErrors<string>, 'payment' | 'form'>;

/**
 * Spec §2 "Plan and Extras": the current plan and 'Change Plan'; the plan form (open from the start
 * without a plan); the confirmation. The form closes once the plan, the scheduled plan or the extra
 * stations differ from when it opened, whoever changed them.
 */
export function PlanAndExtrasScreen({ billing, stations, quote, change }: PlanAndExtrasScreenProps) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);

  if (billing.isError) return <LoadFailure what="Your billing details" query={billing} />;
  if (!billing.data) return null;
  const state = billing.data.billing;
  const stateKey = planStateKey(state);
  const summary = planSummaryView(state);
  const open: Editing | null =
    editing && editing.openedOn === stateKey
      ? editing
      : summary
        ? null
        : { openedOn: stateKey, values: planFormValues(state), confirming: null };

  function startEditing() {
    setNotice(null);
    setProblem(null);
    setEditing({ openedOn: stateKey, values: planFormValues(state), confirming: null });
  }

  function confirm(choice: PlanChoice) {
    setProblem(null);
    change.mutate(choice, {
      onSuccess: (result) => {
        setNotice(result.message);
        // Back to the summary, which shows the new plan or the change waiting for the next billing date.
        setEditing(null);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.body && error.body.errors.length > 0) {
          const found = billingCallErrors(error.body, planFormFields);
          setProblem({ payment: found.payment, form: [...Object.values(found.fields), ...found.form] });
        } else {
          setProblem({ payment: null, form: apiErrorMessages(error) });
        }
      },
    });
  }

  const confirming = open?.confirming ?? null;
  return (
    <div className="plan-and-extras">
      {notice ? (
        <Alert tone="success">
          <p>{notice}</p>
        </Alert>
      ) : null}
      {!open && summary ? <PlanSummary view={summary} onChangePlan={startEditing} /> : null}
      {open && !confirming ? (
        <>
          {summary ? null : (
            <p className="plan-and-extras__intro">
              Choose the billing plan for your company. You can change it later on this page.
            </p>
          )}
          <PlanForm
            initial={open.values}
            stations={stations}
            quote={quote}
            onQuoted={(answer, choice, values) => {
              setProblem(null);
              setEditing({ openedOn: open.openedOn, values, confirming: { quote: answer, choice } });
            }}
            onCancel={summary ? () => setEditing(null) : null}
          />
        </>
      ) : null}
      {open && confirming ? (
        <PlanConfirmation
          view={planConfirmationView(confirming.quote)}
          confirming={change.isPending}
          problem={problem}
          onConfirm={() => confirm(confirming.choice)}
          onCancel={() => {
            setProblem(null);
            setEditing({ ...open, confirming: null });
          }}
        />
      ) : null}
    </div>
  );
}
