import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { useSession } from '@/features/auth/hooks/use-session';
import { useSetSessionUser } from '@/features/auth/hooks/use-set-session-user';
import type { PanelViewer } from '@/features/data-views/components/data-view-panel';
import type { GrowingSeasonModalProps } from '@/features/map/components/home-and-seasons';
import { MapScreen } from '@/features/map/components/map-screen';

// The panel (dashboard, table, graphs) loads when a view is opened, not with the map's first paint.
const DataViewPanel = lazy(() =>
  import('../data-view-panel-with-slots').then((module) => ({ default: module.DataViewPanelWithSlots })),
);
// Likewise the growing season form (and its form library), when the bottom-right menu opens it.
const GrowingSeasonModal = lazy(() =>
  import('@/features/growing-seasons/components/growing-season-modal').then((module) => ({
    default: module.GrowingSeasonModal,
  })),
);

/** The map's growing season modal (spec §2): a new season's form, for the signed-in user. */
function MapGrowingSeasonModal({ homeLocation, onClose }: GrowingSeasonModalProps) {
  const session = useSession();
  if (!session.user) return null;
  return (
    <Suspense fallback={null}>
      <GrowingSeasonModal userId={session.user.id} season={null} homeLocation={homeLocation} onClose={onClose} />
    </Suspense>
  );
}

/**
 * / and /map/{site_slug}/{data_view_slug} (spec §2). One component for both, so opening or closing a
 * data view keeps the same map (its position, popup and tiles) instead of building a new one.
 */
export function MapRoute() {
  const session = useSession();
  const setSessionUser = useSetSessionUser();
  const { stationSlug, dataViewSlug } = useParams();
  // While the session is being confirmed the stored user is used; a 401 turns it into a visit.
  const signedIn = session.status !== 'signed-out';
  const viewer: PanelViewer = session.user
    ? { kind: 'member', userId: session.user.id }
    : signedIn
      ? { kind: 'checking' }
      : { kind: 'visitor' };
  return (
    <MapScreen
      user={session.user}
      signedIn={signedIn}
      onUserChanged={setSessionUser}
      GrowingSeasonModal={MapGrowingSeasonModal}
      dataViewPanel={
        stationSlug && dataViewSlug ? (
          <Suspense fallback={null}>
            <DataViewPanel
              key={`${stationSlug}/${dataViewSlug}`}
              stationSlug={stationSlug}
              dataViewSlug={dataViewSlug}
              viewer={viewer}
            />
          </Suspense>
        ) : null
      }
    />
  );
}
