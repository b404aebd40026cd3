import { useParams } from 'react-router';
import { SignInPrompt } from '@/components/layout/sign-in-prompt';
import { UpcomingScreen } from '@/components/layout/upcoming-screen';
import { paths } from '@/config/paths';
import { SignedInOnly } from '../layout/signed-in-only';

const signedOut = <SignInPrompt title="Growing Seasons" message="Growing seasons are available to signed-in users." />;

export function GrowingSeasonsRoute() {
  return (
    <SignedInOnly signedOut={signedOut}>
      {() => (
        <UpcomingScreen
          title="Growing Seasons"
          summary="Your growing seasons, with sowing, emergence, floral initiation and harvest dates, will be listed here."
          links={[{ label: 'Map', to: paths.map.getHref() }]}
        />
      )}
    </SignedInOnly>
  );
}

export function GrowingSeasonRoute() {
  const { growingSeasonSlug = '' } = useParams();
  return (
    <SignedInOnly signedOut={signedOut}>
      {() => (
        <UpcomingScreen
          title="Growing Season"
          summary={`The graphs for the growing season "${growingSeasonSlug}" will be listed here.`}
          links={[{ label: 'All growing seasons', to: paths.growingSeasons.getHref() }]}
        />
      )}
    </SignedInOnly>
  );
}

export function GrowingSeasonDataViewRoute() {
  const { growingSeasonSlug = '', dataViewSlug = '' } = useParams();
  return (
    <SignedInOnly signedOut={signedOut}>
      {() => (
        <UpcomingScreen
          title="Growing Season Graph"
          summary={`The "${dataViewSlug}" graph for the growing season "${growingSeasonSlug}" will be shown here.`}
          links={[{ label: 'Back to the growing season', to: paths.growingSeason.getHref({ growingSeasonSlug }) }]}
        />
      )}
    </SignedInOnly>
  );
}
