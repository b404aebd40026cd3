import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import type { SiteListItem } from '@mesonet/shared/contracts/sites.schema';
import type { StationType } from '@mesonet/shared/stations/raw-channels';
import { isSiteSortOrder, sortSites, type SiteSortOrder } from '@mesonet/shared/stations/site-sorting';
import { noDataRetrievedYetText, updatedAgoText } from '@mesonet/shared/stations/updated-ago';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { sitesAudience, useSitesQuery } from '@/lib/sites-query';
import { useNow } from '@/hooks/use-now';
import { useSitesSortOrder } from '../hooks/use-sites-sort-order';
import './sites-list.css';

const sortOptions: readonly { value: SiteSortOrder; label: string }[] = [
  { value: 'numerical', label: 'Numerical' },
  { value: 'alphabetical', label: 'Alphabetical' },
  { value: 'datetime', label: 'Date/Time' },
];

const stationTypeLabels: Readonly<Record<StationType, string>> = {
  standard: 'Standard station',
  research: 'Research station',
  hilltop: 'Hilltop station',
  bom: 'BOM station',
  greenbrain: 'Greenbrain station',
};

/** Spec §2 "Sites list and site views": every station, sortable, with how long ago it last reported. */
export function SitesListScreen({ user }: { user: AuthUser }) {
  // The same query (and cache entry) as the map: refreshed every 60 s and when the tab is shown again (spec §4).
  const sitesQuery = useSitesQuery(sitesAudience(user), user.id);
  const [sortOrder, setSortOrder] = useSitesSortOrder();
  const nowMs = useNow();
  const sites = useMemo(() => sortSites(sitesQuery.data ?? [], sortOrder), [sitesQuery.data, sortOrder]);

  return (
    <Page title="Sites List">
      <div className="sites-toolbar">
        <label className="sites-toolbar__label" htmlFor="sites-sort">
          Sort by
        </label>
        <select
          id="sites-sort"
          className="sites-toolbar__select"
          value={sortOrder}
          onChange={(event) => {
            if (isSiteSortOrder(event.target.value)) setSortOrder(event.target.value);
          }}
        >
          {sortOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {sitesQuery.data ? (
          <p className="sites-toolbar__count" role="status">
            {sites.length} {sites.length === 1 ? 'site' : 'sites'}
          </p>
        ) : null}
      </div>

      {sitesQuery.isPending ? (
        <p className="sites-status" role="status">
          Loading sites…
        </p>
      ) : null}
      {sitesQuery.isError ? (
        <div className="sites-status sites-status--error" role="alert">
          <p>
            {sitesQuery.data
              ? 'Could not refresh the sites: showing the last list received.'
              : 'The sites could not be loaded.'}
          </p>
          <button type="button" className="button button--secondary" onClick={() => void sitesQuery.refetch()}>
            Try again
          </button>
        </div>
      ) : null}

      {sites.length > 0 ? (
        <ul className="sites-list" aria-label="Sites">
          {sites.map((site) => (
            <SiteRow key={site.slug} site={site} nowMs={nowMs} />
          ))}
        </ul>
      ) : null}
    </Page>
  );
}

function SiteRow({ site, nowMs }: { site: SiteListItem; nowMs: number }) {
  const lastUpdated = site.current_data_last_updated;
  return (
    <li className="sites-list__row">
      <div className="sites-list__heading">
        <Link className="sites-list__name" to={paths.site.getHref({ siteSlug: site.slug })}>
          {site.name}
        </Link>
        {site.data_processing ? <span className="sites-list__badge">Updating</span> : null}
      </div>
      <p className="sites-list__meta">
        {site.region ? `${site.region} · ` : ''}
        {stationTypeLabels[site.aws_type]}
      </p>
      <p className="sites-list__updated">
        {lastUpdated === null ? (
          noDataRetrievedYetText
        ) : (
          <time dateTime={new Date(lastUpdated).toISOString()}>
            {updatedAgoText(lastUpdated, nowMs, site.timezone_name)}
          </time>
        )}
      </p>
    </li>
  );
}
