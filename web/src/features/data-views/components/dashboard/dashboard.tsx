import type { DashboardData, DataViewStationRef } from '@mesonet/shared/contracts/data-views.schema';
import {
  harvestCodeNotes,
  isDashboardFresh,
  keyIndicatorTiles,
  ruleOfThumbInversionNotes,
  summaryRows,
} from '@mesonet/shared/data-views/dashboard-view';
import { updatedAtText } from '@mesonet/shared/data-views/station-time-text';
import { dashboardGraphItems, stationViewCards } from '@mesonet/shared/data-views/station-view-cards';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useNow } from '@/hooks/use-now';
import { Heading } from '../heading';
import { ViewCards, type ViewHref } from '../view-card';
import { DashboardFrame } from './dashboard-frame';
import { KeyIndicatorTile } from './key-indicator-tile';
import { StationSummaryTable } from './station-summary-table';
import './dashboard.css';

// Leaflet loads with the dashboard only, not with the views list that shares this route's code.
const StationLocationMap = lazy(() =>
  import('./station-location-map').then((module) => ({ default: module.StationLocationMap })),
);

interface DashboardProps {
  site: DataViewStationRef;
  dashboard: DashboardData;
  /** 'More charts/tables': the site's views list. */
  viewsListHref: string;
  viewHref: ViewHref;
  onUpgrade: (opener: HTMLElement) => void;
  /** Of the dashboard's own sections: one below the dashboard's title. */
  headingLevel: 2 | 3;
  /** For the sites list a stale dashboard finds its nearest reporting station in. */
  userId: number;
  /** Another station's dashboard, in the same place as this one (a page, or the panel over the map). */
  dashboardHref: (stationSlug: string) => string;
}

/** Spec §2 "Site dashboard": key indicators, small map, 'Summary – {site}' and the graph cards. */
export function Dashboard({
  site: station,
  dashboard,
  viewsListHref,
  viewHref,
  onUpgrade,
  headingLevel,
  userId,
  dashboardHref,
}: DashboardProps) {
  const nowMs = useNow();
  const sublevel = headingLevel === 2 ? 3 : 4;
  const fresh = isDashboardFresh(dashboard.current_data_last_updated, station.aws_type, nowMs);
  const body = (
    <div className="dashboard">
      <p className="view-frame__links">
        <Link to={viewsListHref}>More charts/tables</Link>
      </p>
      <div className="dashboard__layout">
        <div className="dashboard__side">
          <section aria-labelledby="key-indicators-title">
            <Heading level={headingLevel} className="visually-hidden" id="key-indicators-title">
              Key indicators
            </Heading>
            <ul className="dashboard__tiles">
              {keyIndicatorTiles(dashboard, station.aws_type, nowMs).map((tile) => (
                <KeyIndicatorTile
                  key={tile.metricId}
                  tile={tile}
                  notes={
                    tile.metricId === 'ghcop'
                      ? harvestCodeNotes(dashboard, station.aws_type, nowMs)
                      : ruleOfThumbInversionNotes(dashboard, station.aws_type, nowMs)
                  }
                  onUpgrade={onUpgrade}
                  headingLevel={sublevel}
                />
              ))}
            </ul>
          </section>
          <Suspense fallback={<div className="site-map site-map--loading" />}>
            <StationLocationMap stationName={dashboard.site_name} location={dashboard.location} />
          </Suspense>
        </div>
        <StationSummaryTable
          stationName={dashboard.site_name}
          rows={summaryRows(dashboard.site_summary, fresh)}
          updatedText={updatedAtText(dashboard.current_data_last_updated, nowMs, station.timezone_name)}
          updating={dashboard.data_processing}
          onUpgrade={onUpgrade}
          headingLevel={headingLevel}
        />
      </div>
      <section className="dashboard__graphs" aria-labelledby="dashboard-graphs-title">
        <Heading level={headingLevel} className="dashboard__section-title" id="dashboard-graphs-title">
          Charts
        </Heading>
        <ViewCards
          cards={stationViewCards(dashboardGraphItems(dashboard.graphs, station.aws_type))}
          site={station}
          viewHref={viewHref}
          onUpgrade={onUpgrade}
          headingLevel={sublevel}
          label={`Charts for ${dashboard.site_name}`}
        />
      </section>
    </div>
  );
  return (
    <DashboardFrame
      {...{ station, dashboard, nowMs, userId, dashboardHref }}
      verdict={{ fresh, onUpgrade, headingLevel }}
    >
      {body}
    </DashboardFrame>
  );
}
