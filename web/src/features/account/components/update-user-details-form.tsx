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
import { useRef, useState, type RefObject } from 'react';
import { useForm, useFormContext, useWatch, type UseFormReturn } from 'react-hook-form';
import { Form } from '@/components/form/form';
import { FormField } from '@/components/form/form-field';
import { EmailField, PhoneField } from '@/components/form/person-fields';
import { Alert } from '@/components/ui/alert';
import { SubmitButton } from '@/components/ui/button';
import { ApiError, apiErrorMessages } from '@/lib/api-client';
import { useUpdateUserDetails } from '../api/update-user-details';
import { AccountDialog } from './account-dialog';
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
  const [errorDialog, setErrorDialog] = useState<ErrorDialogState | null>(null);
  const emailRef = useRef<HTMLInputElement | null>(null);
  const phoneRef = useRef<HTMLInputElement | null>(null);
  const form = useForm<UserDetailsFormValues>({ defaultValues: savedValues });
  const values = { ...savedValues, ...useWatch({ control: form.control }) };
  const canUpdate = canUpdateUserDetails(savedValues, values);
  const successTexts = userDetailsUpdatedTexts(false);

  function submit(fields: UserDetailsFormValues) {
    setUpdated(false);
    setFormError(null);
    form.clearErrors('current_password');
    const email = fields.email.trim();
    const currentPassword = isEmailChanged(savedValues, fields) ? { current_password: fields.current_password } : {};
    update.mutate(
      { update_type: 'user_detail', uid: user.uid, email, phone: fields.phone.trim(), ...currentPassword },
      {
        onSuccess: (answer) => {
          if (answer.reauthentication_required) {
            onEmailChanged(email);
            return;
          }
          form.reset(savedValuesOf(answer.data));
          onUserChanged(answer.data);
          setUpdated(true);
        },
        onError: (error) => showUpdateFailure(error, form, { setFormError, setErrorDialog }),
      },
    );
  }

  return (
    <>
      <Form form={form} className="form account-form" onSubmit={submit}>
        <p className="account-form__intro">
          The email address you log in with and your mobile number. If you change your email address you will be asked
          to log in again with the new one.
        </p>
        <UserDetailsFields emailChanged={isEmailChanged(savedValues, values)} emailRef={emailRef} phoneRef={phoneRef} />
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
      </Form>
      {errorDialog ? (
        <UpdateErrorDialog
          dialog={errorDialog}
          onClose={() => setErrorDialog(null)}
          returnFocusRef={errorDialog.field === 'email' ? emailRef : phoneRef}
        />
      ) : null}
    </>
  );
}

type ErrorDialogState = UserDetailsErrorDialog & { field: 'email' | 'phone' };

/**
 * A wrong password is said under its field; what the server refuses about the email or phone opens the
 * dialog (spec §8), whose closing puts the cursor back in the field to change; anything else goes above.
 */
function showUpdateFailure(
  error: Error,
  form: UseFormReturn<UserDetailsFormValues>,
  show: { setFormError: (messages: string[]) => void; setErrorDialog: (dialog: ErrorDialogState) => void },
) {
  const body = error instanceof ApiError ? error.body : null;
  const [passwordMessage] = messagesForField(body ?? undefined, 'current_password');
  if (passwordMessage) {
    form.setError('current_password', { type: 'server', message: passwordMessage });
    form.setFocus('current_password', { shouldSelect: true });
    return;
  }
  const dialog = body ? userDetailsErrorDialog(body) : null;
  if (!dialog) {
    show.setFormError(apiErrorMessages(error));
    return;
  }
  show.setErrorDialog({
    ...dialog,
    field: messagesForField(body ?? undefined, 'email').length > 0 ? 'email' : 'phone',
  });
}

/** Email, the current password while the email differs from the saved one, and phone. */
function UserDetailsFields({
  emailChanged,
  emailRef,
  phoneRef,
}: {
  emailChanged: boolean;
  emailRef: RefObject<HTMLInputElement | null>;
  phoneRef: RefObject<HTMLInputElement | null>;
}) {
  const { clearErrors } = useFormContext<UserDetailsFormValues>();
  return (
    <>
      <EmailField id="user-email" inputRef={emailRef} />
      {emailChanged ? (
        <FormField
          id="user-current-password"
          label="Current password"
          hint="Your email address is how you log in, so changing it needs your password."
          type="password"
          autoComplete="current-password"
          name="current_password"
          registerOptions={{ onChange: () => clearErrors('current_password') }}
        />
      ) : null}
      <PhoneField id="user-phone" hint="An Australian mobile number, e.g. 0412 345 678." inputRef={phoneRef} />
    </>
  );
}

/** What the server refused, until OK; closing it returns the cursor to the field to change. */
function UpdateErrorDialog({
  dialog,
  onClose,
  returnFocusRef,
}: {
  dialog: ErrorDialogState;
  onClose: () => void;
  returnFocusRef: RefObject<HTMLInputElement | null>;
}) {
  return (
    <AccountDialog
      tone="error"
      title={dialog.title}
      onClose={onClose}
      returnFocusRef={returnFocusRef}
      actions={
        <button type="button" className="button button--primary" onClick={onClose}>
          OK
        </button>
      }
    >
      {dialog.messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </AccountDialog>
  );
}
