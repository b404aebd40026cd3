import { overviewUrlKey } from '@mesonet/shared/contracts/app-settings.schema';
import {
  textLabelInputSchemaFor,
  type ConsoleTextLabel,
  type TextLabelInput,
} from '@mesonet/shared/contracts/operator-console.schema';
import { useState } from 'react';
import { useSchemaForm } from '@/lib/schema-form';
import { Alert } from '@/components/ui/alert';
import { SubmitButton } from '@/components/ui/button';
import { PageLoading } from '@/components/ui/page-loading';
import { TextAreaField } from '@/components/ui/text-field';
import { apiErrorMessages } from '@/lib/api-client';
import { showServerFieldErrors } from '@/lib/field-errors';
import { useConsoleTextLabelsQuery, useSaveTextLabel } from '../api/console-text-labels';
import { consoleFormErrors } from './form-errors';

/** Text labels: the app's editable wording (map disclaimer, page title, billing banner ending). */
export function TextLabelsSection() {
  const labels = useConsoleTextLabelsQuery();
  if (labels.isError) return <Alert tone="error">{apiErrorMessages(labels.error).join(' ')}</Alert>;
  if (!labels.data) return <PageLoading />;
  return (
    <ul className="console-list">
      {labels.data.map((label) => (
        <li key={label.key} className="console-card console-card--stacked">
          <TextLabelForm label={label} />
        </li>
      ))}
    </ul>
  );
}

const labelFields = ['value'] as const;

/** Where the app shows each seeded label, so the operator knows what a change affects. */
const labelPlaces: Readonly<Record<string, string>> = {
  billing_banner_remain_free: 'The end of the account set-up banner.',
  map_view_disclaimer: 'The dismissible disclaimer on the map.',
  [overviewUrlKey]:
    'The Overview link of the side menu, opened in a new tab: your own overview page, as an http:// or https:// address.',
};

function TextLabelForm({ label }: { label: ConsoleTextLabel }) {
  const save = useSaveTextLabel();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useSchemaForm<TextLabelInput>(textLabelInputSchemaFor(label.key), { defaultValues: { value: label.value } });

  function submit(input: TextLabelInput) {
    setOutcome(null);
    save.mutate(
      { key: label.key, input },
      {
        onSuccess: () => setOutcome({ tone: 'success', text: 'Saved.' }),
        onError: (error) => {
          const shown = consoleFormErrors(error, labelFields);
          showServerFieldErrors(setError, labelFields, shown.fields);
          if (shown.form.length > 0) setOutcome({ tone: 'error', text: shown.form.join(' ') });
        },
      },
    );
  }

  const id = `label-${label.key}`;
  return (
    <form className="form console-form console-form--compact" noValidate onSubmit={handleSubmit(submit)}>
      <TextAreaField
        id={id}
        label={label.key}
        hint={labelPlaces[label.key]}
        rows={3}
        registration={register('value')}
        error={errors.value?.message}
      />
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <div className="console-form__actions">
        <SubmitButton busy={save.isPending} busyLabel="Saving…">
          Save
        </SubmitButton>
      </div>
    </form>
  );
}
