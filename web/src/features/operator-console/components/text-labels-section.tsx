import { overviewUrlKey } from '@mesonet/shared/app-settings/text-labels';
import { Form } from '@/components/form/form';
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
import { FormTextAreaField } from '@/components/form/form-field';
import { apiErrorMessages } from '@/lib/api-client';
import { showApiErrorOnForm } from '@/lib/form-errors';
import { useConsoleTextLabelsQuery, useSaveTextLabel } from '../api/console-text-labels';

/** Text labels: the app's editable wording (map disclaimer, page title, billing banner ending). */
export function TextLabelsSection() {
  const labels = useConsoleTextLabelsQuery();
  if (labels.isError) return <Alert tone="error">{apiErrorMessages(labels.error).join(' ')}</Alert>;
  if (!labels.data) return <PageLoading />;
  return (
    <ul className="card-list console-list">
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
  const form = useSchemaForm<TextLabelInput>(textLabelInputSchemaFor(label.key), {
    defaultValues: { value: label.value },
  });
  const { setError } = form;

  function submit(input: TextLabelInput) {
    setOutcome(null);
    save.mutate(
      { key: label.key, input },
      {
        onSuccess: () => setOutcome({ tone: 'success', text: 'Saved.' }),
        onError: (error) => {
          const messages = showApiErrorOnForm(setError, error, { fields: labelFields });
          if (messages.length > 0) setOutcome({ tone: 'error', text: messages.join(' ') });
        },
      },
    );
  }

  const id = `label-${label.key}`;
  return (
    <Form form={form} className="form console-form console-form--compact" onSubmit={submit}>
      <FormTextAreaField id={id} label={label.key} hint={labelPlaces[label.key]} rows={3} name="value" />
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <div className="console-form__actions">
        <SubmitButton busy={save.isPending} busyLabel="Saving…">
          Save
        </SubmitButton>
      </div>
    </Form>
  );
}
