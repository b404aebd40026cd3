import { accountMessages as m } from '@mesonet/shared/account/account.messages';
import { Form, FormErrors } from '@/components/form/form';
import { newCompanyErrorTexts } from '@mesonet/shared/account/invitation-screens';
import {
  canSubmitNewCompany,
  createNewCompanyRequestSchema,
  createNewCompanyState,
} from '@mesonet/shared/account/invitations';
import type { CreateNewCompanyResponse } from '@mesonet/shared/contracts/account.schema';
import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useSchemaForm } from '@/lib/schema-form';
import type { z } from 'zod';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { SubmitButton } from '@/components/ui/button';
import { LinkList } from '@/components/ui/link-list';
import { FormField } from '@/components/form/form-field';
import { paths } from '@/config/paths';
import { showApiErrorOnForm, withBaseAbove } from '@/lib/form-errors';
import { useCreateNewCompany } from '../api/create-new-company';
import './company-users.css';

interface CreateNewCompanyScreenProps {
  user: AuthUser;
  onUserChanged: (user: AuthUser) => void;
}

/**
 * /create_new_company_account (spec §2): a member removed from their company names a company of their
 * own and becomes its owner; anyone else is told it is not needed.
 */
export function CreateNewCompanyScreen({ user, onUserChanged }: CreateNewCompanyScreenProps) {
  const [created, setCreated] = useState<CreateNewCompanyResponse | null>(null);
  if (created) return <NewCompanyCreated created={created} />;
  if (createNewCompanyState(user) !== 'available') {
    return (
      <>
        <Alert tone="info">{m.newCompanyNotNeeded}</Alert>
        <LinkList
          links={[
            { label: 'My Account', to: paths.account.getHref() },
            { label: 'Home', to: paths.map.getHref() },
          ]}
        />
      </>
    );
  }
  return (
    <>
      <p className="form-card__intro">
        You have been removed from {user.company.name}. To keep using Mesonet, create a company account of your own: you
        will be its account owner.
      </p>
      <NewCompanyForm onCreated={setCreated} onUserChanged={onUserChanged} />
    </>
  );
}

function NewCompanyCreated({ created }: { created: CreateNewCompanyResponse }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className="people__outcome">
      <Alert tone="success" title={created.company_name}>
        <p>{created.message}</p>
        <p>
          Next, <Link to={paths.accountScreen.getHref('company_details')}>complete your company details</Link>.
        </p>
      </Alert>
    </div>
  );
}

type NewCompanyFormValues = z.input<typeof createNewCompanyRequestSchema>;
type NewCompanyFields = z.output<typeof createNewCompanyRequestSchema>;

function NewCompanyForm({
  onCreated,
  onUserChanged,
}: {
  onCreated: (created: CreateNewCompanyResponse) => void;
  onUserChanged: (user: AuthUser) => void;
}) {
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const createCompany = useCreateNewCompany({ onDone: onCreated, onUserChanged });
  const form = useSchemaForm<NewCompanyFormValues, NewCompanyFields>(createNewCompanyRequestSchema, {
    defaultValues: { create_new_company_params: { company_name: '' } },
  });
  const { setError, control } = form;
  const companyName = useWatch({ control, name: 'create_new_company_params.company_name' }) ?? '';

  function showServerErrors(error: Error) {
    const messages = showApiErrorOnForm(setError, error, {
      fields: ['create_new_company_params.company_name'],
      read: (body) => {
        const { company_name, base } = newCompanyErrorTexts(body);
        return withBaseAbove({ 'create_new_company_params.company_name': company_name, base });
      },
    });
    setFormErrors(messages);
  }

  function submit({ create_new_company_params: { company_name } }: NewCompanyFields) {
    setFormErrors([]);
    createCompany.mutate(company_name, { onError: showServerErrors });
  }

  return (
    <Form form={form} className="form people-form" onSubmit={submit}>
      <FormErrors messages={formErrors} />
      <FormField
        id="new-company-name"
        label="Company/Organisation Name"
        required
        hint="If you have no company or organisation, enter your full name."
        autoComplete="organization"
        name="create_new_company_params.company_name"
      />
      <SubmitButton
        className="button--block"
        busy={createCompany.isPending}
        busyLabel="Creating your company…"
        disabled={!canSubmitNewCompany(companyName)}
      >
        Submit
      </SubmitButton>
    </Form>
  );
}
