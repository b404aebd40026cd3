import { useParams } from 'react-router';
import { SignInPrompt } from '@/components/layout/sign-in-prompt';
import { UpcomingScreen } from '@/components/layout/upcoming-screen';
import { paths } from '@/config/paths';
import { SitesListScreen } from '@/features/sites/components/sites-list-screen';
import { SignedInOnly } from '../layout/signed-in-only';

export function SitesRoute() {
  return (
    <SignedInOnly
      signedOut={
        <SignInPrompt
          title="Sites List"
          message="The sites list is available to signed-in users. Please log in, or create an account if you do not have one yet."
        />
      }
    >
      {(user) => <SitesListScreen user={user} />}
    </SignedInOnly>
  );
}

export function SiteDataViewsRoute() {
  const { siteSlug = '' } = useParams();
  return (
    <SignedInOnly
      signedOut={
        <SignInPrompt title="Site Data Views" message="Station charts and tables are available to signed-in users." />
      }
    >
      {() => (
        <UpcomingScreen
          title="Site Data Views"
          summary={`The charts and tables for the station "${siteSlug}" will be listed here.`}
          links={[{ label: 'Back to Sites', to: paths.sites.getHref() }]}
        />
      )}
    </SignedInOnly>
  );
}

export function SiteDataViewRoute() {
  const { siteSlug = '', dataViewSlug = '' } = useParams();
  return (
    <SignedInOnly
      signedOut={
        <SignInPrompt title="Site Data View" message="Station charts and tables are available to signed-in users." />
      }
    >
      {() => (
        <UpcomingScreen
          title="Site Data View"
          summary={`The "${dataViewSlug}" view for the station "${siteSlug}" will be shown here.`}
          links={[
            { label: 'All views for this station', to: paths.site.getHref({ siteSlug }) },
            { label: 'Back to Sites', to: paths.sites.getHref() },
          ]}
        />
      )}
    </SignedInOnly>
  );
}
