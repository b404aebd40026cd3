import { useParams } from 'react-router';
import { UpcomingScreen } from '@/components/layout/upcoming-screen';
import { paths } from '@/config/paths';

export function InfoAlertsRoute() {
  return (
    <UpcomingScreen
      title="News & Alerts"
      summary="News and weather alerts for growers will be listed here, pinned items first."
      links={[{ label: 'Map', to: paths.map.getHref() }]}
    />
  );
}

export function InfoAlertRoute() {
  const { slug = '' } = useParams();
  return (
    <UpcomingScreen
      title="News & Alerts"
      summary={`The item "${slug}" will be shown here.`}
      links={[{ label: 'All news and alerts', to: paths.infoAlerts.getHref() }]}
    />
  );
}
