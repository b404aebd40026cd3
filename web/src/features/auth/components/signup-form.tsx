import { showServerFieldErrors } from '@/lib/field-errors';
import { companyNameForSignUp, signUpRequestSchema, type SignUpFields } from '@mesonet/shared/auth/auth.schema';
import { signUpErrorTexts } from '@mesonet/shared/auth/sign-up-errors';
import { useState } from 'react';
import { useSchemaForm } from '@/lib/schema-form';
import { Alert } from '@/components/ui/alert';
import { SubmitButton } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiError, apiErrorMessages } from '@/lib/api-client';
import { useSignUp } from '../api/sign-up';

interface SignupFormProps {
  defaults: { email: string; referralCode: string };
  onSignedUp: (email: string) => void;
}

const fieldErrorNames = ['email', 'company_name', 'phone'] as const;

export function SignupForm({ defaults, onSignedUp }: SignupFormProps) {
  const signUp = useSignUp({ onSuccess: (_user, request) => onSignedUp(request.email) });
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useSchemaForm(signUpRequestSchema, {
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

  function showServerErrors(error: Error, fields: SignUpFields) {
    if (!(error instanceof ApiError) || !error.body) {
      setFormError(apiErrorMessages(error).join(' '));
      return;
    }
    // Spec §8: each known field gets its sentence under the field, `base` goes above the form.
    const texts = signUpErrorTexts(error.body, fields);
    const focused = showServerFieldErrors(setError, fieldErrorNames, texts);
    setFormError(texts.base ?? (focused ? null : apiErrorMessages(error).join(' ')));
  }

  function submit(fields: SignUpFields) {
    setFormError(null);
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
    <form className="form" noValidate onSubmit={handleSubmit(submit)}>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div className="form__row">
        <TextField
          id="signup-first-name"
          label="First Name"
          required
          autoComplete="given-name"
          registration={register('first_name')}
          error={errors.first_name?.message}
        />
        <TextField
          id="signup-surname"
          label="Surname"
          required
          autoComplete="family-name"
          registration={register('surname')}
          error={errors.surname?.message}
        />
      </div>
      <TextField
        id="signup-company-name"
        label="Company/Organisation Name"
        hint="Leave blank to use your full name."
        autoComplete="organization"
        registration={register('company_name')}
        error={errors.company_name?.message}
      />
      <TextField
        id="signup-phone"
        label="Phone"
        hint="Optional. An Australian mobile number, e.g. 0412 345 678."
        type="tel"
        autoComplete="tel"
        registration={register('phone')}
        error={errors.phone?.message}
      />
      <TextField
        id="signup-email"
        label="Email"
        required
        type="email"
        autoComplete="email"
        spellCheck={false}
        registration={register('email')}
        error={errors.email?.message}
      />
      <TextField
        id="signup-password"
        label="Password"
        required
        hint="At least 8 characters."
        type="password"
        autoComplete="new-password"
        registration={register('password')}
        error={errors.password?.message}
      />
      <TextField
        id="signup-referral-code"
        label="Referral Code"
        hint="Optional. Enter it if someone referred you."
        autoComplete="off"
        spellCheck={false}
        registration={register('referral_code')}
        error={errors.referral_code?.message}
      />
      <SubmitButton className="button--block" busy={signUp.isPending} busyLabel="Signing up…">
        Sign Up
      </SubmitButton>
    </form>
  );
}
