import { FormActions } from '@/components/form/form-actions';
import {
  alertRuleFormErrors,
  alertRuleFormFields,
  alertRuleFormSchema,
  alertRuleFormValues,
  newAlertRuleFormValues,
  type AlertRuleFormValues,
} from '@mesonet/shared/alerts/alert-rule-form';
import {
  alertChannelLabels,
  alertChannels,
  type AlertRule,
  type AlertRuleInput,
  type SprayProfileResponse,
} from '@mesonet/shared/contracts/alerts.schema';
import { useState } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Form, FormErrors } from '@/components/form/form';
import { FormField } from '@/components/form/form-field';
import { ErrorText } from '@/components/ui/text-field';
import { showApiErrorOnForm } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/schema-form';
import { useSaveAlertRule } from '../api/alert-rules';
import { AlertEventFields } from './alert-event-fields';
import { AlertTargetFields, type AlertPlaces } from './alert-target-fields';

interface AlertRuleFormProps extends AlertPlaces {
  userId: number;
  /** The rule being edited; null for a new one. */
  rule: AlertRule | null;
  sprayProfiles: readonly SprayProfileResponse[];
  onCancel: () => void;
  onSaved: (rule: AlertRule) => void;
}

/** Issue 24 part 7: a rule's name, where, event, quiet hours and channels; Cancel and Save. */
export function AlertRuleForm({ userId, rule, sprayProfiles, onCancel, onSaved, ...places }: AlertRuleFormProps) {
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const save = useSaveAlertRule(userId);
  const form = useSchemaForm<AlertRuleFormValues, AlertRuleInput>(alertRuleFormSchema, {
    defaultValues: rule ? alertRuleFormValues(rule) : newAlertRuleFormValues,
  });

  function submit(request: AlertRuleInput) {
    setFormErrors([]);
    save.mutate(
      { id: rule?.id ?? null, rule: request },
      {
        onSuccess: onSaved,
        onError: (error) =>
          setFormErrors(
            showApiErrorOnForm(form.setError, error, {
              fields: alertRuleFormFields,
              read: (body) => alertRuleFormErrors(body, form.getValues()),
            }),
          ),
      },
    );
  }

  return (
    <Form form={form} className="form alert-form" onSubmit={submit}>
      <FormField
        id="alert-name"
        label="Rule name"
        required
        autoComplete="off"
        placeholder="e.g. Spray window at Jamestown"
        name="name"
      />
      <AlertTargetFields {...places} />
      <AlertEventFields sprayProfiles={sprayProfiles} />
      <QuietHoursFields />
      <ChannelFields />
      <FormErrors messages={formErrors} />
      <FormActions className="alert-form__actions" busy={save.isPending} busyLabel="Saving…" onCancel={onCancel}>
        Save
      </FormActions>
    </Form>
  );
}

/** Off, or the start and end of the quiet (Adelaide time; it may run past midnight). */
function QuietHoursFields() {
  const { register } = useFormContext<AlertRuleFormValues>();
  const on = useWatch<AlertRuleFormValues, 'quiet_hours_on'>({ name: 'quiet_hours_on' });
  return (
    <fieldset className="field alert-form__group alert-quiet">
      <legend className="field__label">Quiet hours</legend>
      <label className="checkbox-group__option" htmlFor="alert-quiet-on">
        <input
          type="checkbox"
          id="alert-quiet-on"
          {...register('quiet_hours_on', { deps: ['quiet_start', 'quiet_end'] })}
        />
        Hold notifications during quiet hours
      </label>
      {on ? (
        <div className="alert-quiet__times">
          <FormField id="alert-quiet-start" label="From" type="time" required name="quiet_start" />
          <FormField id="alert-quiet-end" label="Until" type="time" required name="quiet_end" />
        </div>
      ) : null}
      <p className="field__hint">
        {on
          ? 'Adelaide time. A notification is held until quiet hours end, or not sent if what it tells has ended by then.'
          : 'Off: notifications go out at any hour.'}
      </p>
    </fieldset>
  );
}

/** In the app, Email and Push notification, as tick boxes under one legend. */
function ChannelFields() {
  const { register } = useFormContext<AlertRuleFormValues>();
  const channels = useWatch<AlertRuleFormValues, 'channels'>({ name: 'channels' });
  const { errors } = useFormState<AlertRuleFormValues>({ name: 'channels' });
  const error = errors.channels?.message;
  const errorId = error ? 'alert-channels-error' : undefined;
  return (
    <fieldset
      className={error ? 'field checkbox-group field--invalid' : 'field checkbox-group'}
      aria-describedby={errorId}
    >
      <legend className="field__label">Channels</legend>
      <div className="checkbox-group__options">
        {alertChannels.map((channel) => (
          <label className="checkbox-group__option" key={channel} htmlFor={`alert-channel-${channel}`}>
            <input type="checkbox" id={`alert-channel-${channel}`} value={channel} {...register('channels')} />
            {alertChannelLabels[channel]}
          </label>
        ))}
      </div>
      {channels.includes('push') ? (
        <p className="field__hint">
          Push goes to each device where push notifications are turned on: after saving, turn them on below on this
          device.
        </p>
      ) : null}
      <ErrorText id={errorId}>{error}</ErrorText>
    </fieldset>
  );
}
