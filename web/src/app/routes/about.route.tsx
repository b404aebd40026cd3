import type { AboutPage } from '@mesonet/shared/routing/app-routes';
import { UpcomingScreen } from '@/components/layout/upcoming-screen';
import { paths } from '@/config/paths';

const aboutPageTitles: Record<AboutPage, string> = {
  latest_news: 'Latest News',
  overview: 'Overview',
  observations: 'Observations',
  inversions_and_spray_drift: 'Inversions and Spray Drift',
  userguide: 'User Guide',
  contact_us: 'Contact Us',
  supporters_sponsors: 'Supporters and Sponsors',
  faults_improvements: 'Faults and Improvements',
  subscription_services: 'Subscription Services',
  faqs: 'FAQs',
  disclaimer: 'Disclaimer',
};

export function AboutRoute({ page }: { page: AboutPage }) {
  return (
    <UpcomingScreen
      title={aboutPageTitles[page]}
      summary="The text of this page will be published here."
      links={[
        { label: 'Map', to: paths.map.getHref() },
        { label: 'News & Alerts', to: paths.infoAlerts.getHref() },
      ]}
    />
  );
}
