import { accountMessages as m } from '@mesonet/shared/account/account.messages';
import { Form, FormErrors } from '@/components/form/form';
import {
  userEditView,
  userPermissionsSchema,
  type UserPermissionsFields,
  type UserPermissionsInput,
} from '@mesonet/shared/account/company-users';
import type { CompanyUser } from '@mesonet/shared/contracts/account.schema';
import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import { operatorConsolePermissionRefusal } from '@mesonet/shared/operator-console/operator-access';
import { useEffect, useRef, useState } from 'react';
import { useSchemaForm } from '@/lib/schema-form';
import { Alert } from '@/components/ui/alert';
import { ActionButton, SubmitButton } from '@/components/ui/button';
import { useCompanyUsersUpdate } from '../api/update-company-settings';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PermissionCheckboxes } from './permission-checkboxes';
import { formErrorsFromApiError } from '@/lib/form-errors';
import { CompanyUsersLoaded, CompanyUsersUnavailable } from './company-users-gate';
import './company-users.css';

interface EditUserScreenProps {
  user: AuthUser;
  /** The email of the user edited, from the address (already decoded). */
  emailAddress: string;
  onUserChanged: (user: AuthUser) => void;
}

/** What ended the edit view: 'Make Account Owner' or 'Delete User' hide the main form and say what happened. */
type Outcome = { message: string } | null;

/**
 * /my/account/user_management/edit/{emailAddress} (spec §2 "User edit"): the permissions with a success
 * banner, 'Make Account Owner' for the owner, and 'Delete User' after a confirmation.
 */
export function EditUserScreen(props: EditUserScreenProps) {
  const [outcome, setOutcome] = useState<Outcome>(null);

  // Once something ended the edit view the list is not asked for again: the person may be gone from it.
  if (outcome) return <OutcomeMessage message={outcome.message} />;
  return (
    <CompanyUsersLoaded user={props.user}>
      {(companyUsers) => <UserEdit {...props} companyUsers={companyUsers} onDone={setOutcome} />}
    </CompanyUsersLoaded>
  );
}

/** The edit view of one person of the company, by the shared rule. */
function UserEdit({
  user,
  companyUsers,
  emailAddress,
  onUserChanged,
  onDone,
}: EditUserScreenProps & { companyUsers: readonly CompanyUser[]; onDone: (outcome: Outcome) => void }) {
  const view = userEditView(user, companyUsers, emailAddress);
  switch (view.state) {
    case 'forbidden':
      return <CompanyUsersUnavailable state={view} />;
    case 'not_found':
      return <p className="people__unavailable">{m.noSuchCompanyUser}</p>;
    case 'not_editable':
      return (
        <p className="people__unavailable">
          The account owner and your own account are not changed here. To hand the company over, open the person who
          should become its account owner and choose Make Account Owner.
        </p>
      );
    case 'edit':
      return (
        <div className="people">
          <UserHeading companyUser={view.user} pending={view.pending} />
          <PermissionsForm
            key={view.user.email}
            companyUser={view.user}
            operatorConsole={operatorConsolePermissionRefusal(user, { pending: view.pending }) === null}
            onUserChanged={onUserChanged}
          />
          {view.can_make_owner ? (
            <MakeOwnerSection companyUser={view.user} onUserChanged={onUserChanged} onDone={onDone} />
          ) : null}
          <DeleteUserSection
            companyUser={view.user}
            pending={view.pending}
            onUserChanged={onUserChanged}
            onDone={onDone}
          />
        </div>
      );
  }
}

/** The main form is gone: focus moves to what happened instead of being lost with it. */
function OutcomeMessage({ message }: { message: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className="people__outcome">
      <Alert tone="success">{message}</Alert>
    </div>
  );
}

function nameOf(companyUser: CompanyUser): string | null {
  const name = [companyUser.first_name, companyUser.surname].filter(Boolean).join(' ');
  return name || null;
}

function UserHeading({ companyUser, pending }: { companyUser: CompanyUser; pending: boolean }) {
  const name = nameOf(companyUser);
  return (
    <div className="people-user">
      {name ? <p className="people-user__name">{name}</p> : null}
      <p className="people-user__email">{companyUser.email}</p>
      {pending ? <span className="people-list__tag">[Not yet accepted]</span> : null}
    </div>
  );
}

/** The form's values; Operator Console only where it is offered, so nowhere else is it ever sent. */
function permissionValues(companyUser: CompanyUser, operatorConsole: boolean): UserPermissionsInput {
  const { permissions } = companyUser;
  return {
    email: companyUser.email,
    permission_home_location_growing_seasons: permissions.home_location_growing_seasons,
    permission_account_billing: permissions.account_billing,
    permission_user_management: permissions.user_management,
    ...(operatorConsole ? { permission_operator_console: permissions.operator_console } : {}),
  };
}

function PermissionsForm({
  companyUser,
  operatorConsole,
  onUserChanged,
}: {
  companyUser: CompanyUser;
  /** The admin company's Operator Console permission is offered to this viewer for this user. */
  operatorConsole: boolean;
  onUserChanged: (user: AuthUser) => void;
}) {
  const [saved, setSaved] = useState<string | null>(null);
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const form = useSchemaForm<UserPermissionsInput, UserPermissionsFields>(userPermissionsSchema, {
    defaultValues: permissionValues(companyUser, operatorConsole),
  });
  const { register, reset } = form;
  const update = useCompanyUsersUpdate('update_user_permissions', {
    onSaved: (answer) => {
      setSaved(answer.message);
      reset(permissionValues(answer.company_user, operatorConsole));
    },
    onUserChanged,
  });

  function submit(fields: UserPermissionsFields) {
    setSaved(null);
    setFormErrors([]);
    update.mutate(fields, { onError: (error) => setFormErrors(formErrorsFromApiError(error, { fields: [] }).form) });
  }

  return (
    <Form form={form} className="form people-form" onSubmit={submit}>
      {saved ? <Alert tone="success">{saved}</Alert> : null}
      <FormErrors messages={formErrors} />
      <PermissionCheckboxes idPrefix="edit" register={register} operatorConsole={operatorConsole} />
      <SubmitButton busy={update.isPending} busyLabel="Updating…">
        Update Permissions
      </SubmitButton>
    </Form>
  );
}

interface ActionSectionProps {
  companyUser: CompanyUser;
  onUserChanged: (user: AuthUser) => void;
  onDone: (outcome: Outcome) => void;
}

/** Spec §2: the owner asks a member to take over; the member must accept before anything changes. */
function MakeOwnerSection({ companyUser, onUserChanged, onDone }: ActionSectionProps) {
  const makeOwner = useCompanyUsersUpdate('invite_user_to_be_owner', {
    onSaved: (answer) => onDone({ message: answer.message }),
    onUserChanged,
  });
  const invitedAt = companyUser.permissions.owner_invitation_created_at;
  const waiting =
    invitedAt !== null &&
    companyUser.permissions.owner_invitation_accepted_at === null &&
    companyUser.permissions.owner_invitation_declined_at === null;
  return (
    <section className="people-action" aria-labelledby="make-owner-title">
      <h2 className="people-action__title" id="make-owner-title">
        Make Account Owner
      </h2>
      <p>
        {waiting
          ? 'An invitation to become the account owner is waiting for their answer. Sending it again replaces it.'
          : 'They receive an invitation by email and become the account owner once they accept it. You then stay on as a user with every permission.'}
      </p>
      {makeOwner.isError ? (
        <Alert tone="error">{formErrorsFromApiError(makeOwner.error, { fields: [] }).form.join(' ')}</Alert>
      ) : null}
      <ActionButton
        busy={makeOwner.isPending}
        busyLabel="Sending invitation…"
        onClick={() => makeOwner.mutate({ email: companyUser.email })}
      >
        Make Account Owner
      </ActionButton>
    </section>
  );
}

/** Spec §2: 'Delete User' removes a member (they may start their own company) or cancels an invitation. */
function DeleteUserSection({ companyUser, pending, onUserChanged, onDone }: ActionSectionProps & { pending: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const remove = useCompanyUsersUpdate('remove_user', {
    onSaved: (answer) => onDone({ message: answer.message }),
    onUserChanged,
  });
  const who = nameOf(companyUser) ?? companyUser.email;
  return (
    <section className="people-action" aria-labelledby="delete-user-title">
      <h2 className="people-action__title" id="delete-user-title">
        Delete User
      </h2>
      <p>
        {pending
          ? 'Cancels the invitation: the link in their email stops working.'
          : 'Removes them from your company. They can still log in, but only to create a company account of their own.'}
      </p>
      <button
        ref={openerRef}
        type="button"
        className="button button--danger"
        onClick={() => {
          remove.reset();
          setConfirming(true);
        }}
      >
        Delete User
      </button>
      <ConfirmDialog
        open={confirming}
        title="Delete User"
        confirmLabel="Delete User"
        busy={remove.isPending}
        busyLabel="Deleting…"
        onConfirm={() => remove.mutate({ email: companyUser.email })}
        onCancel={() => setConfirming(false)}
        returnFocusRef={openerRef}
      >
        <p>
          {pending
            ? `Cancel the invitation to ${companyUser.email}?`
            : `Remove ${who} from your company? This cannot be undone.`}
        </p>
        {remove.isError ? (
          <Alert tone="error">{formErrorsFromApiError(remove.error, { fields: [] }).form.join(' ')}</Alert>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
