import { infoAlertInputSchema, type InfoAlertInput } from '@mesonet/shared/contracts/content.schema';
import { Form, FormErrors } from '@/components/form/form';
import type { ConsoleInfoAlert } from '@mesonet/shared/contracts/operator-console.schema';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useSchemaForm } from '@/lib/schema-form';
import type { z } from 'zod';
import { ConsoleFormActions } from './console-form-actions';
import { FormTextAreaField, FormField } from '@/components/form/form-field';
import { showApiErrorOnForm } from '@/lib/form-errors';
import { useSaveInfoAlert } from '../api/console-info-alerts';
import { ConsoleCheckbox } from './console-checkbox';
import { MarkdownEditor } from './markdown-editor';

type InfoAlertFormValues = z.input<typeof infoAlertInputSchema>;
const alertFields = ['title', 'slug', 'teaser', 'body', 'pin_order'] as const;

function formValues(alert: ConsoleInfoAlert | null): InfoAlertFormValues {
  if (!alert) {
    return {
      title: '',
      slug: '',
      teaser: '',
      body: '',
      published: false,
      splash_alert: false,
      pin_to_top: false,
      pin_order: 0,
    };
  }
  return {
    title: alert.title,
    slug: alert.slug,
    teaser: alert.teaser,
    body: alert.body,
    published: alert.published,
    splash_alert: alert.splash_alert,
    pin_to_top: alert.pin_to_top,
    pin_order: alert.pin_order,
  };
}

/** Writes a new alert (alert null) or edits one: text, publication, pin and splash. */
export function InfoAlertForm({
  alert,
  onDone,
}: {
  alert: ConsoleInfoAlert | null;
  onDone: (saved: ConsoleInfoAlert | null) => void;
}) {
  const save = useSaveInfoAlert();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const form = useSchemaForm<InfoAlertFormValues, InfoAlertInput>(infoAlertInputSchema, {
    defaultValues: formValues(alert),
  });
  const { setError, control } = form;
  const body = useWatch({ control, name: 'body' }) ?? '';

  function submit(input: InfoAlertInput) {
    setFormErrors([]);
    save.mutate(
      { id: alert?.id ?? null, input },
      {
        onSuccess: (saved) => onDone(saved),
        onError: (error) => setFormErrors(showApiErrorOnForm(setError, error, { fields: alertFields })),
      },
    );
  }

  const idPrefix = `alert-${alert?.id ?? 'new'}`;
  return (
    <Form form={form} className="form console-form" onSubmit={submit}>
      <h2 className="console-form__title">{alert ? `Edit: ${alert.title}` : 'New alert'}</h2>
      <FormErrors messages={formErrors} />
      <FormField id={`${idPrefix}-title`} label="Title" required name="title" />
      <FormField
        id={`${idPrefix}-slug`}
        label="Slug"
        required
        hint="The end of its address: /info_alerts/date/slug. Lower-case words joined by hyphens."
        autoCapitalize="none"
        spellCheck={false}
        name="slug"
      />
      <FormTextAreaField
        id={`${idPrefix}-teaser`}
        label="Teaser"
        hint="One or two plain sentences for the list and the splash window."
        rows={3}
        name="teaser"
      />
      <MarkdownEditor id={`${idPrefix}-body`} label="Body" kind="info_alert" body={body} name="body" />
      <AlertPublicationFields idPrefix={idPrefix} />
      <ConsoleFormActions busy={save.isPending} busyLabel="Saving…" onCancel={() => onDone(null)}>
        Save
      </ConsoleFormActions>
    </Form>
  );
}

/** Published, splash and pin: who sees the alert, and where. */
function AlertPublicationFields({ idPrefix }: { idPrefix: string }) {
  return (
    <>
      <fieldset className="console-fieldset">
        <legend className="field__label">Publication</legend>
        <ConsoleCheckbox
          id={`${idPrefix}-published`}
          label="Published"
          hint="Visitors see it on News & Alerts. Untick to make it a draft again."
          name="published"
        />
        <ConsoleCheckbox
          id={`${idPrefix}-splash`}
          label="Splash alert"
          hint="Pops up for everyone who has not yet seen it."
          name="splash_alert"
        />
        <ConsoleCheckbox id={`${idPrefix}-pinned`} label="Pin to top" name="pin_to_top" />
        <FormField
          id={`${idPrefix}-pin-order`}
          label="Pin order"
          hint="Pinned alerts are listed by this number, lowest first."
          type="number"
          inputMode="numeric"
          min={0}
          max={1000}
          name="pin_order"
          registerOptions={{ valueAsNumber: true }}
        />
      </fieldset>
    </>
  );
}
