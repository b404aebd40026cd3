import { aboutPageSlug, flatPageSlugForPath } from '@mesonet/shared/content-pages/content-page-paths';
import type { AboutPage } from '@mesonet/shared/routing/app-routes';
import { useLocation } from 'react-router';
import { ContentPage } from '@/features/content/components/content-page';
import { NotFoundRoute } from './not-found.route';

/** The page's name while its text loads (the text's own title replaces it). */
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

/** Spec §2: each /about page is driven by the content slug about_<page>. */
export function AboutRoute({ page }: { page: AboutPage }) {
  return <ContentPage slug={aboutPageSlug(page)} title={aboutPageTitles[page]} notFound={<NotFoundRoute />} />;
}

/**
 * Every path the route table does not have: a published flat content page at its own path (spec §2), or
 * the not-found page. Paths that cannot be a page's are not looked up at all.
 */
export function FlatContentRoute() {
  const { pathname } = useLocation();
  const slug = flatPageSlugForPath(pathname);
  if (slug === null) return <NotFoundRoute />;
  return <ContentPage key={slug} slug={slug} title="Page" notFound={<NotFoundRoute />} />;
}
