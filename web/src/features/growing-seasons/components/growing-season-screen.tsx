import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import type { GrowingLocation, GrowingSeason } from '@mesonet/shared/contracts/growing-seasons.schema';
import { canEditGrowingSeasons, canViewGrowingSeasons } from '@mesonet/shared/growing-seasons/growing-season-access';
import { Link, useNavigate } from 'react-router';
import { Page } from '@/components/layout/page';
import { Alert } from '@/components/ui/alert';
import { PageLoading } from '@/components/ui/page-loading';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useGrowingSeasonQuery } from '../api/growing-seasons';
import { UpgradeNeeded } from './season-notes';
import { SeasonActions } from './season-actions';
import {
  nearestStationText,
  seasonDateFact,
  seasonDateText,
  seasonLocationText,
  seasonValueNotInPlan,
} from '@mesonet/shared/growing-seasons/season-text';
import { LoadFailure } from '@/components/ui/load-failure';
import '@/components/ui/card.css';
import './growing-seasons.css';

interface GrowingSeasonScreenProps {
  user: AuthUser;
  growingSeasonSlug: string;
  homeLocation: GrowingLocation | null;
}

const backLink = (
  <p className="season-back">
    <Link to={paths.growingSeasons.getHref()}>« All growing seasons</Link>
  </p>
);

/** /my/growing_seasons/{slug} (spec §2): the season's dates and place, and its graphs. */
export function GrowingSeasonScreen({ user, growingSeasonSlug, homeLocation }: GrowingSeasonScreenProps) {
  if (!canViewGrowingSeasons(user)) {
    return (
      <Page title="Growing Season">
        {backLink}
        <UpgradeNeeded />
      </Page>
    );
  }
  return <SeasonDetails user={user} growingSeasonSlug={growingSeasonSlug} homeLocation={homeLocation} />;
}

function SeasonDetails({ user, growingSeasonSlug, homeLocation }: GrowingSeasonScreenProps) {
  const query = useGrowingSeasonQuery(user.id, growingSeasonSlug);
  const navigate = useNavigate();

  if (query.isPending) {
    return (
      <Page title="Growing Season">
        {backLink}
        <PageLoading label="Loading the growing season…" />
      </Page>
    );
  }
  if (query.isError) {
    const unknown = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Page title="Growing Season">
        {backLink}
        {unknown ? (
          <p>This growing season is not in your company’s list. It may have been deleted.</p>
        ) : (
          <LoadFailure what="The growing season" query={query} />
        )}
      </Page>
    );
  }

  const season = query.data;
  return (
    <Page title={season.name}>
      {backLink}
      <SeasonFacts season={season} />
      {season.data_processing ? (
        <Alert tone="info">
          <p>
            The nearest station has no daily readings for this season yet: the calculated dates and the graphs will
            follow.
          </p>
        </Alert>
      ) : null}
      {canEditGrowingSeasons(user) ? (
        <SeasonActions
          userId={user.id}
          season={season}
          homeLocation={homeLocation}
          onDeleted={() => void navigate(paths.growingSeasons.getHref(), { replace: true })}
        />
      ) : null}
      <h2 className="season-section-title">Graphs</h2>
      <ul className="card-list card-list--two-up season-views" aria-label={`Graphs for ${season.name}`}>
        {season.data_views.map((view) => (
          <li key={view.slug}>
            {view.available ? (
              <Link
                className="season-views__link"
                to={paths.growingSeasonDataView.getHref({ growingSeasonSlug: season.slug, dataViewSlug: view.slug })}
              >
                {view.name}
              </Link>
            ) : (
              <span className="season-views__link season-views__link--unavailable">
                {view.name}
                <span className="season-views__reason">{seasonValueNotInPlan}</span>
              </span>
            )}
          </li>
        ))}
      </ul>
      {season.data_views.some((view) => !view.available) || season.upgrade_required ? <UpgradeNeeded /> : null}
    </Page>
  );
}

function SeasonFacts({ season }: { season: GrowingSeason }) {
  return (
    <dl className="season-facts season-facts--page">
      <dt>Sowing Date</dt>
      <dd>{seasonDateText(season.sowing_date)}</dd>
      <dt>Emergence Date</dt>
      <dd>{seasonDateFact(season.emergence_date_option, season.emergence_date, season.upgrade_required)}</dd>
      <dt>Floral Initiation Date</dt>
      <dd>
        {seasonDateFact(season.floral_initiation_date_option, season.floral_initiation_date, season.upgrade_required)}
      </dd>
      <dt>Harvest Date</dt>
      <dd>{seasonDateFact(season.harvest_date_option, season.harvest_date)}</dd>
      <dt>Location</dt>
      <dd>{seasonLocationText(season)}</dd>
      <dt>Nearest station</dt>
      <dd>{nearestStationText(season.nearest_site_name)}</dd>
      <dt>Thermal time since sowing</dt>
      <dd>
        {season.upgrade_required
          ? seasonValueNotInPlan
          : season.thermal_time_since_sowing === null
            ? 'Not yet known'
            : `${season.thermal_time_since_sowing} °C·d`}
      </dd>
    </dl>
  );
}
