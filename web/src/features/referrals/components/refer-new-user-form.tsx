import { referralMessages as m } from '@mesonet/shared/billing/referrals.messages';
import {
  canSendReferral,
  referNewUserFormSchema,
  type ReferNewUserForm as ReferNewUserFormValues,
} from '@mesonet/shared/billing/referrals-view';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useSchemaForm } from '@/lib/schema-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { SubmitButton } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useSendReferral } from '../api/send-referral';
import { referralFormErrors } from './referral-form-errors';

const fieldNames = ['email', 'email_confirmation'] as const;

/** 'Refer a new user' (spec §2, §5 "Referral email"): a paid company's member sends a code by email. */
export function ReferNewUserForm({ onSent }: { onSent: (message: string) => void }) {
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const send = useSendReferral();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors },
  } = useSchemaForm<ReferNewUserFormValues, z.output<typeof referNewUserFormSchema>>(referNewUserFormSchema, {
    defaultValues: { email: '', email_confirmation: '' },
  });
  const [email = '', emailConfirmation = ''] = useWatch({ control, name: ['email', 'email_confirmation'] });

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
        onError: (error) => {
          const shown = referralFormErrors(error, fieldNames, m.sendFailed);
          let focus = true;
          for (const name of fieldNames) {
            const message = shown.fields[name];
            if (!message) continue;
            setError(name, { type: 'server', message }, { shouldFocus: focus });
            focus = false;
          }
          setFormErrors(shown.form);
        },
      },
    );
  }

  return (
    <form className="form referrals-form" noValidate onSubmit={handleSubmit(submit)}>
      {formErrors.length > 0 ? <Alert tone="error">{formErrors.join(' ')}</Alert> : null}
      <TextField
        id="referral-email"
        label="Email"
        required
        type="email"
        autoComplete="off"
        spellCheck={false}
        registration={register('email')}
        error={errors.email?.message}
      />
      <TextField
        id="referral-email-confirmation"
        label="Retype Email"
        required
        type="email"
        autoComplete="off"
        spellCheck={false}
        registration={register('email_confirmation')}
        error={errors.email_confirmation?.message}
      />
      <SubmitButton
        busy={send.isPending}
        busyLabel="Sending referral…"
        disabled={!canSendReferral({ email, email_confirmation: emailConfirmation })}
      >
        Send Referral
      </SubmitButton>
    </form>
  );
}
