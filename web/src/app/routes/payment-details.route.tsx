import { useSetSessionUser } from '@/features/auth/hooks/use-set-session-user';
import { useBillingQuery } from '@/features/billing/api/billing';
import { useSavePaymentMethod } from '@/features/billing/api/payment-method';
import { PaymentDetailsScreen } from '@/features/billing/components/payment-details';
import { AccountLayout, useAccountScreenUser } from '../layout/account-layout';

/** /my/account/payment_details (spec §2 "Account area"). */
export function PaymentDetailsRoute() {
  const user = useAccountScreenUser('payment_details');
  const setSessionUser = useSetSessionUser();
  const billing = useBillingQuery(user?.id ?? null);
  const save = useSavePaymentMethod({ userId: user?.id ?? null, onUserChanged: setSessionUser });
  return (
    <AccountLayout screen="payment_details" title="Payment Details" busy={billing.isLoading || save.isPending}>
      {() => <PaymentDetailsScreen billing={billing} save={save} />}
    </AccountLayout>
  );
}
