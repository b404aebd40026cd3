import type { BillingCallErrors } from '@mesonet/shared/billing/plan-summary';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import '@/components/ui/button.css';

/** A billing call that failed above its buttons: the charge problem (spec §8) with the way to a new card, and the rest. */
export function BillingCallAlert({ errors }: { errors: Pick<BillingCallErrors<string>, 'payment' | 'form'> }) {
  if (!errors.payment && errors.form.length === 0) return null;
  return (
    <Alert tone="error">
      {errors.payment ? <p>{errors.payment.message}</p> : null}
      {errors.payment?.toPaymentDetails ? (
        <p>
          <Link to={paths.accountScreen.getHref('payment_details')}>Go to Payment Details</Link>
        </p>
      ) : null}
      {errors.form.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </Alert>
  );
}
