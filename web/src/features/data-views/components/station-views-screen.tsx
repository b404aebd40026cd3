import { stationViewCards } from '@mesonet/shared/data-views/station-view-cards';
import { Link } from 'react-router';
import { PageLoading } from '@/components/ui/page-loading';
import { useUpgradeRequiredModal } from '@/components/upgrade-required/upgrade-required-modal';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useStationDataViewsQuery } from '../api/get-station-data-views';
import { LoadFailure } from '@/components/ui/load-failure';
import { ViewCards, withGraphRange, type ViewHref } from './view-card';
import { ViewFrame } from './view-frame';

interface StationViewsScreenProps {
  stationSlug: string;
  userId: number;
}

/** /sites/{slug} and /sites/{slug}/data_views/ (spec §2): the station's dashboard, graphs and table. */
export function StationViewsScreen({ stationSlug, userId }: StationViewsScreenProps) {
  const query = useStationDataViewsQuery(stationSlug, userId);
  const upgrade = useUpgradeRequiredModal();
  const viewHref: ViewHref = (dataViewSlug, range) =>
    withGraphRange(paths.stationDataView.getHref({ stationSlug: stationSlug, dataViewSlug }), range);

  const backLink = (
    <p className="view-frame__links">
      <Link to={paths.sites.getHref()}>Back to Sites</Link>
    </p>
  );

  if (query.isPending) {
    return (
      <ViewFrame title="Site Data Views" headingLevel={1}>
        {backLink}
        <PageLoading label="Loading the station’s views…" />
      </ViewFrame>
    );
  }
  if (query.isError) {
    const unknown = query.error instanceof ApiError && query.error.status === 404;
    return (
      <ViewFrame title="Site Data Views" headingLevel={1}>
        {backLink}
        {unknown ? (
          <p>This station is not in the network.</p>
        ) : (
          <LoadFailure what="The station’s views" query={query} />
        )}
      </ViewFrame>
    );
  }

  const { site: station, data_views: dataViews } = query.data;
  return (
    <ViewFrame title={station.name} headingLevel={1}>
      {backLink}
      <ViewCards
        cards={stationViewCards(dataViews)}
        site={station}
        viewHref={viewHref}
        onUpgrade={upgrade.show}
        headingLevel={2}
        label={`Charts and tables for ${station.name}`}
      />
      {upgrade.modal}
    </ViewFrame>
  );
}
