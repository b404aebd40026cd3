import { useParams } from 'react-router';
import { UpcomingScreen } from '@/components/layout/upcoming-screen';
import { paths } from '@/config/paths';

export function MapRoute() {
  return (
    <UpcomingScreen
      title="Weather Station Map"
      summary="The map will show live readings from automatic weather stations across South Australia."
      links={[
        { label: 'Sites List', to: paths.sites.getHref() },
        { label: 'News & Alerts', to: paths.infoAlerts.getHref() },
      ]}
    />
  );
}

export function MapDataViewRoute() {
  const { siteSlug = '' } = useParams();
  return (
    <UpcomingScreen
      title="Station Data"
      summary={`Charts and tables for the station "${siteSlug}" will open over the map here.`}
      links={[
        { label: 'Back to the map', to: paths.map.getHref() },
        { label: 'Station data views', to: paths.site.getHref({ siteSlug }) },
      ]}
    />
  );
}
