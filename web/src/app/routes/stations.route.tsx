import { useParams } from 'react-router';
import { SignInPrompt } from '@/components/layout/sign-in-prompt';
import { DataViewScreen } from '@/features/data-views/components/data-view-screen';
import { StationViewsScreen } from '@/features/data-views/components/station-views-screen';
import { useCloseView } from '@/features/data-views/hooks/use-close-view';
import { StationListScreen } from '@/features/stations/components/station-list-screen';
import { SignedInOnly } from '../layout/signed-in-only';
import { DashboardSlotsProvider } from '@/components/dashboard-slots/dashboard-slots';
import { dashboardSlots } from '../dashboard-slots';

export function StationListRoute() {
  return (
    <SignedInOnly
      signedOut={
        <SignInPrompt
          title="Sites List"
          message="The sites list is available to signed-in users. Please log in, or create an account if you do not have one yet."
        />
      }
    >
      {(user) => <StationListScreen user={user} />}
    </SignedInOnly>
  );
}

const viewsSignInPrompt = (
  <SignInPrompt
    title="Site Data Views"
    message="Station dashboards, charts and tables are available to signed-in users. Please log in, or create an account if you do not have one yet."
  />
);

/** /sites/{slug} and /sites/{slug}/data_views/ (spec §2). */
export function StationDataViewsRoute() {
  const { stationSlug = '' } = useParams();
  return (
    <SignedInOnly signedOut={viewsSignInPrompt}>
      {(user) => <StationViewsScreen stationSlug={stationSlug} userId={user.id} />}
    </SignedInOnly>
  );
}

/** /sites/{slug}/data_views/{view} (spec §2): one view on a page of its own. */
export function StationDataViewRoute() {
  const { stationSlug = '', dataViewSlug = '' } = useParams();
  const close = useCloseView();
  return (
    <SignedInOnly signedOut={viewsSignInPrompt}>
      {(user) => (
        <DashboardSlotsProvider slots={dashboardSlots}>
          <DataViewScreen
            // A new view is a new screen: nothing of the last one's state carries over.
            key={`${stationSlug}/${dataViewSlug}`}
            stationSlug={stationSlug}
            dataViewSlug={dataViewSlug}
            userId={user.id}
            place="page"
            onClose={close}
          />
        </DashboardSlotsProvider>
      )}
    </SignedInOnly>
  );
}
