import { referralMessages as m } from '@mesonet/shared/billing/referrals.messages';
import { Form, FormErrors } from '@/components/form/form';
import { referralCodeFormSchema, type ReferralCodeForm } from '@mesonet/shared/billing/referrals-view';
import { useState } from 'react';
import { useSchemaForm } from '@/lib/schema-form';
import type { z } from 'zod';
import { SubmitButton } from '@/components/ui/button';
import { FormField } from '@/components/form/form-field';
import { useAcceptReferral } from '../api/accept-referral';
import { showApiErrorOnForm } from '@/lib/form-errors';

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
  const form = useSchemaForm<ReferralCodeForm, z.output<typeof referralCodeFormSchema>>(referralCodeFormSchema, {
    defaultValues: { referral_code: initialCode },
  });
  const { setError } = form;

  function submit({ referral_code }: z.output<typeof referralCodeFormSchema>) {
    setFormErrors([]);
    accept.mutate(referral_code, {
      // Spec §8: 'Referral accepted!'.
      onSuccess: () => onAccepted(m.accepted),
      onError: (error) =>
        setFormErrors(showApiErrorOnForm(setError, error, { fields: fieldNames, fallback: [m.acceptFailed] })),
    });
  }

  return (
    <Form form={form} className="form referrals-form" onSubmit={submit}>
      <FormErrors messages={formErrors} />
      <FormField
        id="referral-code"
        label="Referral Code"
        required
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        hint="The code in the referral email sent to your email address."
        name="referral_code"
      />
      <SubmitButton busy={accept.isPending} busyLabel="Accepting referral…">
        Accept Referral
      </SubmitButton>
    </Form>
  );
}
