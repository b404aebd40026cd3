import { aboutPageSlug } from '@mesonet/shared/content-pages/content-page-paths';
import type { AboutPage } from '@mesonet/shared/routing/app-routes';
import {
  contactUsMarkdown,
  disclaimerMarkdown,
  faqsMarkdown,
  faultsMarkdown,
  supportersMarkdown,
  userGuideMarkdown,
} from './help-pages';
import { inversionsMarkdown, latestNewsMarkdown, observationsMarkdown, overviewMarkdown } from './network-pages';
import { subscriptionServicesMarkdown } from './subscription-services';

const aboutPageTexts: Readonly<Record<AboutPage, { title: string; body: string }>> = {
  latest_news: { title: 'Latest News', body: latestNewsMarkdown },
  overview: { title: 'Overview', body: overviewMarkdown },
  observations: { title: 'Observations', body: observationsMarkdown },
  inversions_and_spray_drift: { title: 'Inversions and Spray Drift', body: inversionsMarkdown },
  userguide: { title: 'User Guide', body: userGuideMarkdown },
  contact_us: { title: 'Contact Us', body: contactUsMarkdown },
  supporters_sponsors: { title: 'Supporters and Sponsors', body: supportersMarkdown },
  faults_improvements: { title: 'Faults and Improvements', body: faultsMarkdown },
  subscription_services: { title: 'Subscription Services', body: subscriptionServicesMarkdown },
  faqs: { title: 'FAQs', body: faqsMarkdown },
  disclaimer: { title: 'Disclaimer', body: disclaimerMarkdown },
};

/** Every /about page of the route table, as each installation starts (the operator edits them later). */
export function defaultContentPages(): Array<{ slug: string; title: string; body: string; published: boolean }> {
  return (Object.keys(aboutPageTexts) as AboutPage[]).map((page) => ({
    slug: aboutPageSlug(page),
    title: aboutPageTexts[page].title,
    body: aboutPageTexts[page].body,
    published: true,
  }));
}
