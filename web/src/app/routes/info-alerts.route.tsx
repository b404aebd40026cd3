import { useParams } from 'react-router';
import { Page } from '@/components/layout/page';
import { PreviewMarker } from '@/components/preview-mode/preview-marker';
import { InfoAlertArticle } from '@/features/info-alerts/components/info-alert-article';
import { InfoAlertList } from '@/features/info-alerts/components/info-alert-list';
import { NotFoundRoute } from './not-found.route';

export function InfoAlertsRoute() {
  return (
    <Page title="News & Alerts">
      <PreviewMarker />
      <InfoAlertList />
    </Page>
  );
}

export function InfoAlertRoute() {
  const { dateStr = '', slug = '' } = useParams();
  return <InfoAlertArticle key={slug} dateStr={dateStr} slug={slug} notFound={<NotFoundRoute />} />;
}
