import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import { canViewHomeLocation } from '@mesonet/shared/growing-seasons/growing-season-access';
import { useMemo } from 'react';
import { SignInPrompt } from '@/components/layout/sign-in-prompt';
import { AlertsScreen } from '@/features/alerts/components/alerts-screen';
import { NotificationsScreen } from '@/features/alerts/components/notifications-screen';
import { useGrowingLocationsQuery } from '@/features/map/api/growing-locations';
import { useStationsQuery } from '@/lib/stations-query';
import { SignedInOnly } from '../layout/signed-in-only';

/** /my/alerts (issue 24 part 7). */
export function AlertsRoute() {
  return (
    <SignedInOnly signedOut={<SignInPrompt title="Alerts" message="Alerts are available to signed-in users." />}>
      {(user) => <Alerts user={user} />}
    </SignedInOnly>
  );
}

/**
 * The places a rule may watch: the network's own stations (the ones whose readings rules are judged on
 * as they arrive) by name, and the company's Home and growing locations when the plan has them.
 */
function Alerts({ user }: { user: AuthUser }) {
  const stationsQuery = useStationsQuery('member', user.id);
  const locationsQuery = useGrowingLocationsQuery(user);
  const stations = useMemo(
    () =>
      (stationsQuery.data ?? [])
        .filter((station) => station.mesonet)
        .map(({ slug, name }) => ({ slug, name }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [stationsQuery.data],
  );
  const growingLocations = canViewHomeLocation(user) ? (locationsQuery.data ?? []) : null;
  return <AlertsScreen user={user} stations={stations} growingLocations={growingLocations} />;
}

/** /my/notifications (issue 24 part 6). */
export function NotificationsRoute() {
  return (
    <SignedInOnly
      signedOut={<SignInPrompt title="Notifications" message="Notifications are available to signed-in users." />}
    >
      {(user) => <NotificationsScreen user={user} />}
    </SignedInOnly>
  );
}
