import type { GrowingLocation } from '@mesonet/shared/contracts/growing-seasons.schema';
import { growingSeasonAccessMessages } from '@mesonet/shared/growing-seasons/growing-season-access';
import { growingSeasonMessages } from '@mesonet/shared/growing-seasons/growing-season.messages';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { nearestStationText, placeText } from '@mesonet/shared/growing-seasons/season-text';
import { UpgradePrompt } from '@/components/upgrade-required/upgrade-prompt';

/** Where the company's Home is, or how to set it (spec §2: via the map's bottom-right menu). */
export function HomeLocationSummary({ homeLocation }: { homeLocation: GrowingLocation | null | undefined }) {
  if (homeLocation === undefined) return null;
  if (homeLocation === null) {
    return (
      <div className="season-home season-home--missing">
        <p className="season-home__title">{growingSeasonMessages.homeLocationRequired}</p>
        <p>
          {growingSeasonMessages.homeLocationHowTo} <Link to={paths.map.getHref()}>Open the map</Link>
        </p>
      </div>
    );
  }
  return (
    <p className="season-home">
      <span className="season-home__title">Home location:</span> {placeText(homeLocation.location_coords)}, nearest
      station {nearestStationText(homeLocation.nearest_site_name, homeLocation.nearest_site_distance_km)}.{' '}
      <Link to={paths.map.getHref()}>Move it on the map</Link>
    </p>
  );
}

/** Spec §6: growing seasons come with Premium, All Access and Admin plans. */
export function UpgradeNeeded() {
  return <UpgradePrompt className="season-upgrade" text={growingSeasonAccessMessages.notInPlan} />;
}
