import {
  canUpdateUserDetails,
  isEmailChanged,
  userDetailsErrorDialog,
  userDetailsUpdatedTexts,
  type UserDetailsErrorDialog,
  type UserDetailsFormValues,
} from '@mesonet/shared/account/user-details';
import { messagesForField } from '@mesonet/shared/contracts/api-errors.schema';
import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { SubmitButton } from '@/components/ui/button';
import { ApiError, apiErrorMessages } from '@/lib/api-client';
import { useUpdateUserDetails } from '../api/update-user-details';
import { AccountDialog } from './account-dialog';
import { TextField } from '@/components/ui/text-field';
import './account-form.css';

interface UpdateUserDetailsFormProps {
  user: AuthUser;
  /** The phone changed: the answer carries the refreshed user for the session. */
  onUserChanged: (user: AuthUser) => void;
  /** The email changed: the server has ended every session, so the user must log in again (spec §4). */
  onEmailChanged: (newEmail: string) => void;
}

const savedValuesOf = (user: AuthUser): UserDetailsFormValues => ({
  email: user.email,
  phone: user.phone ?? '',
  current_password: '',
});

/**
 * Spec §2 "Update user details": email and phone, Update once something changed and both are filled.
 * No rules of its own (spec §5): what the server refuses shows in the 'Invalid Email Address' /
 * 'Invalid Phone Number' dialog (spec §8). A new email is the login, so 'Current password' appears
 * while the email differs from the saved one; a wrong password is said under it.
 */
export function UpdateUserDetailsForm({ user, onUserChanged, onEmailChanged }: UpdateUserDetailsFormProps) {
  const update = useUpdateUserDetails();
  const savedValues = savedValuesOf(user);
  const [updated, setUpdated] = useState(false);
  const [formError, setFormError] = useState<string[] | null>(null);
  const [errorDialog, setErrorDialog] = useState<(UserDetailsErrorDialog & { field: 'email' | 'phone' }) | null>(null);
  const emailRef = useRef<HTMLInputElement | null>(null);
  const phoneRef = useRef<HTMLInputElement | null>(null);
  const { register, handleSubmit, reset, control, setError, setFocus, clearErrors, formState } =
    useForm<UserDetailsFormValues>({ defaultValues: savedValues });
  const values = { ...savedValues, ...useWatch({ control }) };
  const canUpdate = canUpdateUserDetails(savedValues, values);
  const emailChanged = isEmailChanged(savedValues, values);
  const emailField = register('email');
  const phoneField = register('phone');
  const successTexts = userDetailsUpdatedTexts(false);

  function submit(form: UserDetailsFormValues) {
    setUpdated(false);
    setFormError(null);
    clearErrors('current_password');
    const email = form.email.trim();
    const currentPassword = isEmailChanged(savedValues, form) ? { current_password: form.current_password } : {};
    update.mutate(
      { update_type: 'user_detail', uid: user.uid, email, phone: form.phone.trim(), ...currentPassword },
      {
        onSuccess: (answer) => {
          if (answer.reauthentication_required) {
            onEmailChanged(email);
            return;
          }
          reset(savedValuesOf(answer.data));
          onUserChanged(answer.data);
          setUpdated(true);
        },
        onError: (error) => {
          const body = error instanceof ApiError ? error.body : null;
          const [passwordMessage] = messagesForField(body ?? undefined, 'current_password');
          if (passwordMessage) {
            setError('current_password', { type: 'server', message: passwordMessage });
            setFocus('current_password', { shouldSelect: true });
            return;
          }
          const dialog = body ? userDetailsErrorDialog(body) : null;
          if (!dialog) {
            setFormError(apiErrorMessages(error));
            return;
          }
          // Closing the dialog puts the cursor back in the field to change.
          setErrorDialog({
            ...dialog,
            field: messagesForField(body ?? undefined, 'email').length > 0 ? 'email' : 'phone',
          });
        },
      },
    );
  }

  return (
    <>
      <form className="form account-form" noValidate onSubmit={handleSubmit(submit)}>
        <p className="account-form__intro">
          The email address you log in with and your mobile number. If you change your email address you will be asked
          to log in again with the new one.
        </p>
        <TextField
          id="user-email"
          label="Email"
          type="email"
          autoComplete="email"
          spellCheck={false}
          registration={{
            ...emailField,
            ref: (element: HTMLInputElement | null) => {
              emailField.ref(element);
              emailRef.current = element;
            },
          }}
        />
        {emailChanged ? (
          <TextField
            id="user-current-password"
            label="Current password"
            hint="Your email address is how you log in, so changing it needs your password."
            type="password"
            autoComplete="current-password"
            registration={register('current_password', { onChange: () => clearErrors('current_password') })}
            error={formState.errors.current_password?.message}
          />
        ) : null}
        <TextField
          id="user-phone"
          label="Phone"
          hint="An Australian mobile number, e.g. 0412 345 678."
          type="tel"
          autoComplete="tel"
          registration={{
            ...phoneField,
            ref: (element: HTMLInputElement | null) => {
              phoneField.ref(element);
              phoneRef.current = element;
            },
          }}
        />
        <div className="account-form__actions">
          {updated ? (
            <Alert tone="success" title={successTexts.title}>
              <p>{successTexts.message}</p>
            </Alert>
          ) : null}
          {formError ? (
            <Alert tone="error">
              {formError.map((message) => (
                <p key={message}>{message}</p>
              ))}
            </Alert>
          ) : null}
          <SubmitButton
            className="account-form__submit"
            busy={update.isPending}
            busyLabel="Updating…"
            disabled={!canUpdate}
          >
            Update
          </SubmitButton>
        </div>
      </form>
      {errorDialog ? (
        <AccountDialog
          tone="error"
          title={errorDialog.title}
          onClose={() => setErrorDialog(null)}
          returnFocusRef={errorDialog.field === 'email' ? emailRef : phoneRef}
          actions={
            <button type="button" className="button button--primary" onClick={() => setErrorDialog(null)}>
              OK
            </button>
          }
        >
          {errorDialog.messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </AccountDialog>
      ) : null}
    </>
  );
}
