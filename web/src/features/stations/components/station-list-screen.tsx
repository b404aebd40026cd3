import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import type { StationListItem } from '@mesonet/shared/contracts/stations.schema';
import type { StationType } from '@mesonet/shared/stations/raw-channels';
import { isStationSortOrder, sortStations, type StationSortOrder } from '@mesonet/shared/stations/station-sorting';
import { noDataRetrievedYetText, updatedAgoText } from '@mesonet/shared/stations/updated-ago';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { Page } from '@/components/layout/page';
import { NearestFreshStationNote } from '@/components/nearest-fresh-station/nearest-fresh-station-note';
import { paths } from '@/config/paths';
import { stationsAudience, useStationsQuery } from '@/lib/stations-query';
import { useNow } from '@/hooks/use-now';
import { useStationsSortOrder } from '../hooks/use-stations-sort-order';
import '@/components/ui/pill.css';
import '@/components/ui/field.css';
import './station-list.css';

const sortOptions: readonly { value: StationSortOrder; label: string }[] = [
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
export function StationListScreen({ user }: { user: AuthUser }) {
  // The same query (and cache entry) as the map: refreshed every 60 s and when the tab is shown again (spec §4).
  const stationsQuery = useStationsQuery(stationsAudience(user), user.id);
  const [sortOrder, setSortOrder] = useStationsSortOrder();
  const nowMs = useNow();
  const stations = useMemo(() => sortStations(stationsQuery.data ?? [], sortOrder), [stationsQuery.data, sortOrder]);

  return (
    <Page title="Sites List">
      <div className="sites-toolbar">
        <label className="sites-toolbar__label" htmlFor="sites-sort">
          Sort by
        </label>
        <select
          id="sites-sort"
          className="input-box sites-toolbar__select"
          value={sortOrder}
          onChange={(event) => {
            if (isStationSortOrder(event.target.value)) setSortOrder(event.target.value);
          }}
        >
          {sortOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {stationsQuery.data ? (
          <p className="sites-toolbar__count" role="status">
            {stations.length} {stations.length === 1 ? 'site' : 'sites'}
          </p>
        ) : null}
      </div>

      {stationsQuery.isPending ? (
        <p className="sites-status" role="status">
          Loading sites…
        </p>
      ) : null}
      {stationsQuery.isError ? (
        <div className="sites-status sites-status--error" role="alert">
          <p>
            {stationsQuery.data
              ? 'Could not refresh the sites: showing the last list received.'
              : 'The sites could not be loaded.'}
          </p>
          <button type="button" className="button button--secondary" onClick={() => void stationsQuery.refetch()}>
            Try again
          </button>
        </div>
      ) : null}

      {stations.length > 0 ? (
        <ul className="sites-list" aria-label="Sites">
          {stations.map((station) => (
            <StationRow key={station.slug} station={station} nowMs={nowMs} stations={stations} />
          ))}
        </ul>
      ) : null}
    </Page>
  );
}

function StationRow({
  station,
  nowMs,
  stations,
}: {
  station: StationListItem;
  nowMs: number;
  stations: readonly StationListItem[];
}) {
  const lastUpdated = station.current_data_last_updated;
  return (
    <li className="sites-list__row">
      <div className="sites-list__heading">
        <Link className="sites-list__name" to={paths.site.getHref({ stationSlug: station.slug })}>
          {station.name}
        </Link>
        {station.data_processing ? <span className="pill pill--info sites-list__badge">Updating</span> : null}
      </div>
      <p className="sites-list__meta">
        {station.region ? `${station.region} · ` : ''}
        {stationTypeLabels[station.aws_type]}
      </p>
      <p className="sites-list__updated">
        {lastUpdated === null ? (
          noDataRetrievedYetText
        ) : (
          <time dateTime={new Date(lastUpdated).toISOString()}>
            {updatedAgoText(lastUpdated, nowMs, station.timezone_name)}
          </time>
        )}
      </p>
      {/* The list's window is the signed-in marker's (freshness.ts): stale here, fresh there, alike. */}
      <NearestFreshStationNote
        station={station}
        stations={stations}
        nowMs={nowMs}
        context="marker"
        target={{ kind: 'href', href: (stationSlug) => paths.site.getHref({ stationSlug }) }}
        className="sites-list__nearest"
      />
    </li>
  );
}
