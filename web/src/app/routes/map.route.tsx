import { useParams } from 'react-router';
import { useSession } from '@/features/auth/hooks/use-session';
import { DataViewPlaceholder } from '@/features/data-views/components/data-view-placeholder';
import { MapScreen } from '@/features/map/components/map-screen';

/**
 * / and /map/{site_slug}/{data_view_slug} (spec §2). One component for both, so opening or closing a
 * data view keeps the same map (its position, popup and tiles) instead of building a new one.
 */
export function MapRoute() {
  const session = useSession();
  const { siteSlug, dataViewSlug } = useParams();
  return (
    <MapScreen
      user={session.user}
      // While the session is being confirmed the stored tokens are used; a 401 turns it into a visit.
      signedIn={session.status !== 'signed-out'}
      dataViewPanel={
        siteSlug && dataViewSlug ? <DataViewPlaceholder siteSlug={siteSlug} dataViewSlug={dataViewSlug} /> : null
      }
    />
  );
}
