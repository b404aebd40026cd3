import { usePlanStationOptionsQuery } from '@/features/billing/api/plan-station-options';
import { useBillingQuery } from '@/features/billing/api/billing';
import { useChangePlan, usePlanChangeQuote } from '@/features/billing/api/plan-change';
import { PlanAndExtrasScreen } from '@/features/billing/components/plan-and-extras';
import { useSetSessionUser } from '@/features/auth/hooks/use-set-session-user';
import { AccountLayout, useAccountScreenUser } from '../layout/account-layout';

/** /my/account/plan_and_extras (spec §2 "Account area"). */
export function PlanAndExtrasRoute() {
  const user = useAccountScreenUser('plan_and_extras');
  const setSessionUser = useSetSessionUser();
  const billing = useBillingQuery(user?.id ?? null);
  const stations = usePlanStationOptionsQuery(user !== null);
  const quote = usePlanChangeQuote();
  const change = useChangePlan({ userId: user?.id ?? null, onUserChanged: setSessionUser });
  return (
    <AccountLayout
      screen="plan_and_extras"
      title="Plan and Extras"
      busy={billing.isLoading || quote.isPending || change.isPending}
    >
      {() => <PlanAndExtrasScreen billing={billing} stations={stations} quote={quote} change={change} />}
    </AccountLayout>
  );
}
