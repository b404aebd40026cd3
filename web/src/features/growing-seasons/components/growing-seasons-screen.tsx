import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import type { GrowingLocation, GrowingSeason } from '@mesonet/shared/contracts/growing-seasons.schema';
import { canEditGrowingSeasons, canViewGrowingSeasons } from '@mesonet/shared/growing-seasons/growing-season-access';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Page } from '@/components/layout/page';
import { PageLoading } from '@/components/ui/page-loading';
import { paths } from '@/config/paths';
import { useGrowingSeasonsQuery } from '../api/growing-seasons';
import { GrowingSeasonModal } from './growing-season-modal';
import { HomeLocationSummary, UpgradeNeeded } from './season-notes';
import { SeasonActions } from './season-actions';
import { nearestStationText, seasonDateText, seasonLocationText } from '@mesonet/shared/growing-seasons/season-text';
import { LoadFailure } from '@/components/ui/load-failure';
import '@/components/ui/card.css';
import './growing-seasons.css';

interface GrowingSeasonsScreenProps {
  user: AuthUser;
  /** The company's Home location; null until set, undefined while loading. */
  homeLocation: GrowingLocation | null | undefined;
}

/** /my/growing_seasons (spec §2 "Growing seasons"): the company's seasons, with Add, Edit and Delete. */
export function GrowingSeasonsScreen({ user, homeLocation }: GrowingSeasonsScreenProps) {
  const canView = canViewGrowingSeasons(user);
  return (
    <Page title="Growing Seasons">
      {canView ? (
        <SeasonList user={user} homeLocation={homeLocation} canEdit={canEditGrowingSeasons(user)} />
      ) : (
        <UpgradeNeeded />
      )}
    </Page>
  );
}

function SeasonList({ user, homeLocation, canEdit }: GrowingSeasonsScreenProps & { canEdit: boolean }) {
  const query = useGrowingSeasonsQuery(user.id);
  const [adding, setAdding] = useState(false);
  const addRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // The season last deleted and where its row was: its Delete button goes with it, so focus moves on.
  const [deleted, setDeleted] = useState<{ id: GrowingSeason['id']; index: number } | null>(null);
  const focusMovedFor = useRef<typeof deleted>(null);
  const home = homeLocation ?? null;
  const seasons = query.data;

  useEffect(() => {
    if (!deleted || focusMovedFor.current === deleted) return;
    if (!seasons || seasons.some((season) => season.id === deleted.id)) return;
    focusMovedFor.current = deleted;
    // The row that took its place (or the last row), else Add when the list is now empty.
    const links = listRef.current?.querySelectorAll<HTMLElement>('.season-card__title a');
    const next = links && links.length > 0 ? links[Math.min(deleted.index, links.length - 1)] : addRef.current;
    next?.focus();
  }, [deleted, seasons]);

  return (
    <>
      <p className="season-intro">
        Thermal time, vernalisation, rainfall and frost hours since sowing, from the weather station nearest each
        paddock.
      </p>
      <HomeLocationSummary homeLocation={homeLocation} />
      {canEdit ? (
        <p>
          <button ref={addRef} type="button" className="button button--primary" onClick={() => setAdding(true)}>
            Add
          </button>
        </p>
      ) : null}
      {query.isPending ? <PageLoading label="Loading your growing seasons…" /> : null}
      {query.isError ? <LoadFailure what="Your growing seasons" query={query} /> : null}
      {query.data?.length === 0 ? <p className="season-empty">No growing seasons yet.</p> : null}
      {query.data && query.data.length > 0 ? (
        <ul ref={listRef} className="card-list card-list--two-up season-list" aria-label="Growing seasons">
          {query.data.map((season, index) => (
            <li key={season.id} className="card season-card">
              <h2 className="season-card__title">
                <Link to={paths.growingSeason.getHref({ growingSeasonSlug: season.slug })}>{season.name}</Link>
              </h2>
              <SeasonFacts season={season} />
              {canEdit ? (
                <SeasonActions
                  userId={user.id}
                  season={season}
                  homeLocation={home}
                  onDeleted={() => setDeleted({ id: season.id, index })}
                />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {adding ? (
        <GrowingSeasonModal
          userId={user.id}
          season={null}
          homeLocation={home}
          onClose={() => setAdding(false)}
          onSaved={() => setAdding(false)}
          returnFocusRef={addRef}
        />
      ) : null}
    </>
  );
}

/** When it was sown, where, and the station its figures come from. */
function SeasonFacts({ season }: { season: GrowingSeason }) {
  return (
    <dl className="season-facts">
      <dt>Sowing Date</dt>
      <dd>{seasonDateText(season.sowing_date)}</dd>
      <dt>Location</dt>
      <dd>{seasonLocationText(season)}</dd>
      <dt>Nearest station</dt>
      <dd>{nearestStationText(season.nearest_site_name)}</dd>
    </dl>
  );
}
