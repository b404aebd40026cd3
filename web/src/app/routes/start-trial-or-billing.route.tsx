import { useBillingQuery } from '@/features/billing/api/billing';
import { useStartTrialOrBilling } from '@/features/billing/api/start-trial-or-billing';
import { StartTrialOrBillingScreen } from '@/features/billing/components/start-trial-or-billing';
import { useSetSessionUser } from '@/features/auth/hooks/use-set-session-user';
import { AccountLayout, useAccountScreenUser } from '../layout/account-layout';

/** /my/account/start_trial_or_billing (spec §2 "Account area"). */
export function StartTrialOrBillingRoute() {
  const user = useAccountScreenUser('start_trial_or_billing');
  const setSessionUser = useSetSessionUser();
  const billing = useBillingQuery(user?.id ?? null);
  const start = useStartTrialOrBilling({ userId: user?.id ?? null, onUserChanged: setSessionUser });
  return (
    <AccountLayout
      screen="start_trial_or_billing"
      title="Start Trial or Billing"
      busy={billing.isLoading || start.isPending}
    >
      {() => <StartTrialOrBillingScreen billing={billing} start={start} />}
    </AccountLayout>
  );
}
