import { showApiErrorOnForm } from '@/lib/form-errors';
import { Form } from '@/components/form/form';
import { companyDetailsFormErrors, companyDetailsFields } from '@mesonet/shared/account/account-form-errors';
import {
  canSubmitCompanyDetails,
  companyDetailsFormValues,
  type CompanyDetailsFields,
  type CompanyDetailsFormValues,
} from '@mesonet/shared/account/company-details';
import { companyDetailsFormSchema } from '@mesonet/shared/account/company-details-form';
import type { SavedCompanyDetails } from '@mesonet/shared/contracts/account.schema';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useSchemaForm } from '@/lib/schema-form';
import type { useSaveCompanyDetails } from '../api/company-details';
import { FormField } from '@/components/form/form-field';
import { AddressFields } from '@/components/form/address-fields';
import { SaveFormActions, type SaveStatus } from './save-form-actions';
import './account-form.css';

interface CompanyDetailsFormProps {
  saved: SavedCompanyDetails;
  save: ReturnType<typeof useSaveCompanyDetails>;
}

/** Spec §2, §5 "Company details": opens with the saved details; Submit only once something changed and the required fields are filled. */
export function CompanyDetailsForm({ saved, save }: CompanyDetailsFormProps) {
  const savedValues = companyDetailsFormValues(saved);
  const [status, setStatus] = useState<SaveStatus | null>(null);
  const form = useSchemaForm<CompanyDetailsFormValues, CompanyDetailsFields>(companyDetailsFormSchema, {
    defaultValues: savedValues,
  });
  const { setError, reset, control } = form;
  const values = { ...savedValues, ...useWatch({ control }) };
  const canSubmit = canSubmitCompanyDetails(savedValues, values);

  function submit(fields: CompanyDetailsFields) {
    setStatus(null);
    save.mutate(fields, {
      onSuccess: (result) => {
        reset(companyDetailsFormValues(result.saved));
        setStatus({ tone: 'success', messages: [result.message] });
      },
      onError: (error) => {
        const messages = showApiErrorOnForm(setError, error, {
          fields: companyDetailsFields,
          read: companyDetailsFormErrors,
        });
        if (messages.length > 0) setStatus({ tone: 'error', messages });
      },
    });
  }

  return (
    <Form form={form} className="form account-form" onSubmit={submit}>
      <p className="account-form__intro">
        Your company&apos;s name and address, as they appear on your invoices. Fields marked * are required.
      </p>
      <FormField id="company-name" label="Company/Organisation Name" required autoComplete="organization" name="name" />
      <FormField
        id="company-abn"
        label="ABN"
        hint="Optional. 11 digits; spaces are fine."
        inputMode="numeric"
        autoComplete="off"
        name="abn"
      />
      <AddressFields
        idPrefix="company"
        names={{
          line1: 'address1',
          line2: 'address2',
          locality: 'locality',
          postcode: 'postalcode',
          state: 'state_province',
        }}
      />
      <SaveFormActions status={status} saving={save.isPending} canSubmit={canSubmit} />
    </Form>
  );
}
