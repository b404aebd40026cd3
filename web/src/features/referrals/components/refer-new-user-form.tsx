import { referralMessages as m } from '@mesonet/shared/billing/referrals.messages';
import { Form, FormErrors } from '@/components/form/form';
import { bothEmailsTyped } from '@mesonet/shared/account/retyped-email';
import {
  referNewUserFormSchema,
  type ReferNewUserForm as ReferNewUserFormValues,
} from '@mesonet/shared/billing/referrals-view';
import { useState } from 'react';
import { useSchemaForm } from '@/lib/schema-form';
import type { z } from 'zod';
import { SubmitButton } from '@/components/ui/button';
import { EmailTypedTwiceFields, useEmailTypedTwice } from '@/components/form/person-fields';
import { useSendReferral } from '../api/send-referral';
import { showApiErrorOnForm } from '@/lib/form-errors';

const fieldNames = ['email', 'email_confirmation'] as const;

/** 'Refer a new user' (spec §2, §5 "Referral email"): a paid company's member sends a code by email. */
export function ReferNewUserForm({ onSent }: { onSent: (message: string) => void }) {
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const send = useSendReferral();
  const form = useSchemaForm<ReferNewUserFormValues, z.output<typeof referNewUserFormSchema>>(referNewUserFormSchema, {
    defaultValues: { email: '', email_confirmation: '' },
  });
  const { setError, reset, control } = form;
  const typed = useEmailTypedTwice(control);

  function submit({ email: address }: z.output<typeof referNewUserFormSchema>) {
    setFormErrors([]);
    send.mutate(
      { referral: { email: address } },
      {
        onSuccess: (answer) => {
          reset();
          // Spec §8: the server's message, else 'Referral submitted!'.
          onSent(answer.message || m.sent);
        },
        onError: (error) =>
          setFormErrors(showApiErrorOnForm(setError, error, { fields: fieldNames, fallback: [m.sendFailed] })),
      },
    );
  }

  return (
    <Form form={form} className="form referrals-form" onSubmit={submit}>
      <FormErrors messages={formErrors} />
      <EmailTypedTwiceFields idPrefix="referral" />
      <SubmitButton busy={send.isPending} busyLabel="Sending referral…" disabled={!bothEmailsTyped(typed)}>
        Send Referral
      </SubmitButton>
    </Form>
  );
}
