import { useWatch, type Control } from 'react-hook-form';
import { FormField, type FormFieldProps } from './form-field';

interface EmailTypedTwice {
  email: string;
  email_confirmation: string;
}

/** A preset field takes its id and whatever the form says otherwise; its label and name have defaults. */
type PresetFieldProps = Omit<FormFieldProps, 'label' | 'name'> & Partial<Pick<FormFieldProps, 'label' | 'name'>>;

/** An email address: the phone's email keyboard, and no spelling marks under it. */
export function EmailField(props: PresetFieldProps) {
  return <FormField label="Email" name="email" type="email" autoComplete="email" spellCheck={false} {...props} />;
}

/**
 * Someone else's address, typed twice so a slip is caught before the mail goes out; the browser offers
 * none of the grower's own saved addresses.
 */
export function EmailTypedTwiceFields({ idPrefix }: { idPrefix: string }) {
  const addressee = { required: true, autoComplete: 'off' } as const;
  return (
    <>
      <EmailField id={`${idPrefix}-email`} {...addressee} />
      <EmailField id={`${idPrefix}-email-confirmation`} label="Retype Email" name="email_confirmation" {...addressee} />
    </>
  );
}

/** A password, hidden as it is typed; `autoComplete` says whether the browser fills a saved one or offers a new one. */
export function PasswordField(props: PresetFieldProps) {
  return <FormField label="Password" name="password" required type="password" {...props} />;
}

/** A password being chosen, with the rule it must meet. */
export function NewPasswordField(props: PresetFieldProps) {
  return <PasswordField hint="At least 8 characters." autoComplete="new-password" {...props} />;
}

/** First name and surname, side by side where the screen is wide enough. */
export function NameFields({ idPrefix }: { idPrefix: string }) {
  return (
    <div className="form__row">
      <FormField
        id={`${idPrefix}-first-name`}
        label="First Name"
        required
        autoComplete="given-name"
        name="first_name"
      />
      <FormField id={`${idPrefix}-surname`} label="Surname" required autoComplete="family-name" name="surname" />
    </div>
  );
}

/** An Australian mobile number, optional unless the form says otherwise through its hint. */
export function PhoneField(props: PresetFieldProps) {
  return (
    <FormField
      label="Phone"
      name="phone"
      hint="Optional. An Australian mobile number, e.g. 0412 345 678."
      type="tel"
      autoComplete="tel"
      {...props}
    />
  );
}

/** The two addresses of EmailTypedTwiceFields as typed so far, for a Submit that waits until both are filled. */
export function useEmailTypedTwice(control: Control<EmailTypedTwice>): EmailTypedTwice {
  const [email = '', email_confirmation = ''] = useWatch({ control, name: ['email', 'email_confirmation'] });
  return { email, email_confirmation };
}
