import type { StationOption } from '@mesonet/shared/account/station-options';
import {
  additionalStationChoices,
  additionalStationPriceText,
  planFormFields,
  planFormSchema,
  planOptions,
  type BillingCallErrors,
  type PlanFormField,
  type PlanFormValues,
} from '@mesonet/shared/billing/plan-summary';
import type { PlanChangeQuoteDto } from '@mesonet/shared/contracts/billing.schema';
import {
  isSelectablePlanKey,
  maxAdditionalStations,
  planHasStations,
  type PlanChoice,
} from '@mesonet/shared/plans/plans';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Form } from '@/components/form/form';
import { useSchemaForm } from '@/lib/schema-form';
import { SubmitButton } from '@/components/ui/button';
import { FormSelectField } from '@/components/form/form-field';
import { ErrorText } from '@/components/ui/text-field';
import { apiErrorMessages } from '@/lib/api-client';
import { showBillingCallErrors } from './billing-call-errors';
import type { usePlanChangeQuote } from '../api/plan-change';
import { BillingCallAlert } from './plan-billing-alerts';

interface PlanFormProps {
  /** What the form opens with: the current plan, or what was chosen before Cancel on the confirmation. */
  initial: PlanFormValues;
  stations: UseQueryResult<StationOption[]>;
  quote: ReturnType<typeof usePlanChangeQuote>;
  onQuoted: (quote: PlanChangeQuoteDto, choice: PlanChoice, values: PlanFormValues) => void;
  /** Null when there is no plan yet: the form is all there is to show. */
  onCancel: (() => void) | null;
}

/**
 * Spec §2 "Plan and Extras", §5 "Plan": a plan among the selectable ones and, for premium, its selected
 * station and up to three additional ones (the selected station and duplicates are not offered). Submit
 * asks the server what the change would do; the confirmation view shows it.
 */
export function PlanForm({ initial, stations, quote, onQuoted, onCancel }: PlanFormProps) {
  const [problem, setProblem] = useState<Pick<BillingCallErrors<PlanFormField>, 'payment' | 'form'> | null>(null);
  const form = useSchemaForm<PlanFormValues, PlanChoice>(planFormSchema, { defaultValues: initial });
  const { setError, getValues, control } = form;
  const values = { ...initial, ...useWatch({ control }) };
  const premium = isSelectablePlanKey(values.primary_billing_product_key)
    ? planHasStations(values.primary_billing_product_key)
    : false;

  function submit(choice: PlanChoice, formValues: PlanFormValues) {
    setProblem(null);
    quote.mutate(choice, {
      onSuccess: (answer) => onQuoted(answer, choice, formValues),
      onError: (error) => {
        const found = showBillingCallErrors(setError, error, planFormFields);
        if (found.payment || found.form.length > 0) setProblem(found);
      },
    });
  }

  return (
    <Form form={form} className="form plan-form" onSubmit={(choice) => submit(choice, getValues())}>
      <PlanChoices />

      {premium ? <PlanStations initial={initial} stations={stations} /> : null}

      {problem ? <BillingCallAlert errors={problem} /> : null}
      <div className="plan-actions">
        <SubmitButton className="plan-actions__main" busy={quote.isPending} busyLabel="Checking…">
          Submit
        </SubmitButton>
        {onCancel ? (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </Form>
  );
}

/** The selectable plans with their yearly prices. */
function PlanChoices() {
  const { register } = useFormContext<PlanFormValues>();
  const { errors } = useFormState<PlanFormValues>({ name: 'primary_billing_product_key' });
  const planError = errors.primary_billing_product_key?.message;
  return (
    <fieldset
      className={planError ? 'plan-form__plans field--invalid' : 'plan-form__plans'}
      aria-describedby={planError ? 'plan-key-error' : undefined}
    >
      <legend className="field__label">Billing Plan</legend>
      <p className="field__hint">Yearly prices. Choose the plan that suits your farm.</p>
      {planOptions.map((option) => (
        <label className="plan-choice" key={option.key}>
          <input type="radio" value={option.key} {...register('primary_billing_product_key')} />
          <span className="plan-choice__text">
            <span className="plan-choice__name">{option.name}</span>
            <span className="plan-choice__price">{option.price}</span>
          </span>
        </label>
      ))}
      <ErrorText id="plan-key-error">{planError}</ErrorText>
    </fieldset>
  );
}

/** Premium's selected station and the additional ones; the selected station and those already chosen are not offered twice. */
function PlanStations({ initial, stations }: { initial: PlanFormValues; stations: UseQueryResult<StationOption[]> }) {
  const values = { ...initial, ...useWatch<PlanFormValues>() };
  const { errors } = useFormState<PlanFormValues>({ name: 'additional_aws_slugs' });
  const extras = values.additional_aws_slugs ?? [];
  const stationChoices = stations.data ?? [];
  const stationPlaceholder = stations.isLoading ? 'Loading stations…' : 'Choose a station';
  return (
    <>
      <FormSelectField
        id="plan-selected-aws"
        label="Selected AWS"
        required
        hint="The weather station your Premium Bundle covers."
        placeholder={stationPlaceholder}
        options={stationChoices}
        name="primary_billing_product_aws_slug"
      />
      <fieldset className="plan-form__extras">
        <legend className="field__label">Additional AWS</legend>
        <p className="field__hint">Optional. {additionalStationPriceText}.</p>
        {Array.from({ length: maxAdditionalStations }, (_, index) => (
          <FormSelectField
            key={index}
            id={`plan-additional-aws-${index + 1}`}
            label={`Additional AWS ${index + 1}`}
            placeholder={stations.isLoading ? stationPlaceholder : 'None'}
            options={additionalStationChoices(
              stationChoices,
              values.primary_billing_product_aws_slug ?? '',
              extras,
              index,
            )}
            name={`additional_aws_slugs.${index}`}
          />
        ))}
        <ErrorText>{errors.additional_aws_slugs?.message}</ErrorText>
      </fieldset>
      {stations.isError ? (
        <p className="field__error" role="alert">
          The list of stations could not be loaded. {apiErrorMessages(stations.error).join(' ')}
        </p>
      ) : null}
    </>
  );
}
