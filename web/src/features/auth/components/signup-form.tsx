import { showApiErrorOnForm, withBaseAbove } from '@/lib/form-errors';
import { Form, FormErrors } from '@/components/form/form';
import { companyNameForSignUp, signUpRequestSchema, type SignUpFields } from '@mesonet/shared/auth/auth.schema';
import { signUpErrorTexts } from '@mesonet/shared/auth/sign-up-errors';
import { useState } from 'react';
import { useSchemaForm } from '@/lib/schema-form';
import { SubmitButton } from '@/components/ui/button';
import { FormField } from '@/components/form/form-field';
import { EmailField, NameFields, NewPasswordField, PhoneField } from '@/components/form/person-fields';
import { apiErrorMessages } from '@/lib/api-client';
import { useSignUp } from '../api/sign-up';

interface SignupFormProps {
  defaults: { email: string; referralCode: string };
  onSignedUp: (email: string) => void;
}

const fieldErrorNames = ['email', 'company_name', 'phone'] as const;

export function SignupForm({ defaults, onSignedUp }: SignupFormProps) {
  const signUp = useSignUp({ onSuccess: (_user, request) => onSignedUp(request.email) });
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const form = useSchemaForm(signUpRequestSchema, {
    defaultValues: {
      first_name: '',
      surname: '',
      company_name: '',
      phone: '',
      email: defaults.email,
      password: '',
      referral_code: defaults.referralCode,
    },
  });
  const { setError } = form;

  function showServerErrors(error: Error, fields: SignUpFields) {
    // Spec §8: each known field gets its sentence under the field, `base` goes above the form.
    const messages = showApiErrorOnForm(setError, error, {
      fields: fieldErrorNames,
      read: (body) => {
        const texts = withBaseAbove(signUpErrorTexts(body, fields));
        // A refusal about none of these fields is still said, as the server put it.
        return texts.form.length > 0 || Object.values(texts.fields).some(Boolean)
          ? texts
          : { fields: {}, form: apiErrorMessages(error) };
      },
    });
    setFormErrors(messages);
  }

  function submit(fields: SignUpFields) {
    setFormErrors([]);
    signUp.mutate(
      {
        first_name: fields.first_name,
        surname: fields.surname,
        company_name: companyNameForSignUp(fields),
        phone: fields.phone ?? '',
        email: fields.email,
        password: fields.password,
        // One password box: the confirmation the API expects is the same value.
        password_confirmation: fields.password,
        referral_code: fields.referral_code ?? '',
      },
      { onError: (error) => showServerErrors(error, fields) },
    );
  }

  return (
    <Form form={form} className="form" onSubmit={submit}>
      <FormErrors messages={formErrors} />
      <SignupFields />
      <SubmitButton className="button--block" busy={signUp.isPending} busyLabel="Signing up…">
        Sign Up
      </SubmitButton>
    </Form>
  );
}

/** Who is signing up, how to reach them, and the optional referral code. */
function SignupFields() {
  return (
    <>
      <NameFields idPrefix="signup" />
      <FormField
        id="signup-company-name"
        label="Company/Organisation Name"
        hint="Leave blank to use your full name."
        autoComplete="organization"
        name="company_name"
      />
      <PhoneField id="signup-phone" />
      <EmailField id="signup-email" required />
      <NewPasswordField id="signup-password" />
      <FormField
        id="signup-referral-code"
        label="Referral Code"
        hint="Optional. Enter it if someone referred you."
        autoComplete="off"
        spellCheck={false}
        name="referral_code"
      />
    </>
  );
}
