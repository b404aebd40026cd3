import { billingCallErrors, type BillingCallErrors } from '@mesonet/shared/billing/plan-summary';
import type { ErrorOption } from 'react-hook-form';
import { showApiErrorOnForm } from '@/lib/form-errors';

type SetFieldError<F extends string> = (name: F, error: ErrorOption, options?: { shouldFocus: boolean }) => void;

/**
 * A failed billing call on its form: field messages under the fields, and what goes above the form,
 * the card problem (`payment`, with its way to Payment Details) apart from the rest.
 */
export function showBillingCallErrors<F extends string>(
  setError: SetFieldError<F>,
  error: unknown,
  fields: readonly F[],
): Pick<BillingCallErrors<F>, 'payment' | 'form'> {
  let payment: BillingCallErrors<F>['payment'] = null;
  const form = showApiErrorOnForm(setError, error, {
    fields,
    read: (body) => {
      const found = billingCallErrors(body, fields);
      payment = found.payment;
      return found;
    },
  });
  return { payment, form };
}
