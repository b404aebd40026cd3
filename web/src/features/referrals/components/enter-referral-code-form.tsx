import { referralMessages as m } from '@mesonet/shared/billing/referrals.messages';
import { referralCodeFormSchema, type ReferralCodeForm } from '@mesonet/shared/billing/referrals-view';
import { useState } from 'react';
import { useSchemaForm } from '@/lib/schema-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { SubmitButton } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useAcceptReferral } from '../api/accept-referral';
import { referralFormErrors } from './referral-form-errors';

const fieldNames = ['referral_code'] as const;

/** 'Enter referral code' (spec §2, §5): an unpaid company without a referrer accepts the code it was sent. */
export function EnterReferralCodeForm({
  initialCode,
  onAccepted,
}: {
  /** From the link in the referral email (?referral_code=). */
  initialCode: string;
  onAccepted: (message: string) => void;
}) {
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const accept = useAcceptReferral();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useSchemaForm<ReferralCodeForm, z.output<typeof referralCodeFormSchema>>(referralCodeFormSchema, {
    defaultValues: { referral_code: initialCode },
  });

  function submit({ referral_code }: z.output<typeof referralCodeFormSchema>) {
    setFormErrors([]);
    accept.mutate(referral_code, {
      // Spec §8: 'Referral accepted!'.
      onSuccess: () => onAccepted(m.accepted),
      onError: (error) => {
        const shown = referralFormErrors(error, fieldNames, m.acceptFailed);
        const message = shown.fields.referral_code;
        if (message) setError('referral_code', { type: 'server', message }, { shouldFocus: true });
        setFormErrors(shown.form);
      },
    });
  }

  return (
    <form className="form referrals-form" noValidate onSubmit={handleSubmit(submit)}>
      {formErrors.length > 0 ? <Alert tone="error">{formErrors.join(' ')}</Alert> : null}
      <TextField
        id="referral-code"
        label="Referral Code"
        required
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        hint="The code in the referral email sent to your email address."
        registration={register('referral_code')}
        error={errors.referral_code?.message}
      />
      <SubmitButton busy={accept.isPending} busyLabel="Accepting referral…">
        Accept Referral
      </SubmitButton>
    </form>
  );
}
