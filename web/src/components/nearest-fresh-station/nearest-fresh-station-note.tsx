import type { StationListItem } from '@mesonet/shared/contracts/stations.schema';
import type { FreshnessContext } from '@mesonet/shared/stations/freshness';
import { nearbyReport, type NearestFreshCandidate } from '@mesonet/shared/stations/nearest-fresh-station';
import { Link } from 'react-router';
import './nearest-fresh-station-note.css';

/** How the note reaches the station it names: a page (site page, dashboard) or the map's popup. */
export type NearestStationTarget =
  { kind: 'href'; href: (slug: string) => string } | { kind: 'open'; open: (slug: string) => void };

interface NearestFreshStationNoteProps {
  station: NearestFreshCandidate;
  /** The sites list the page already holds; nothing is shown until it has come. */
  stations: readonly StationListItem[] | undefined;
  nowMs: number;
  /** The freshness window of the place showing it: stale here and fresh there by the same rule. */
  context: FreshnessContext;
  target: NearestStationTarget;
  className?: string;
}

export const noStationReportingText = 'No other station is reporting now.';

/**
 * Where a station is stale, the nearest station reporting now ('Saddleworth, 12 km NE, updated 4 min
 * ago') with a way to it (issue 25 part 3); nothing while the station is fresh.
 */
export function NearestFreshStationNote({
  station,
  stations,
  nowMs,
  context,
  target,
  className,
}: NearestFreshStationNoteProps) {
  if (!stations) return null;
  const report = nearbyReport(station, stations, nowMs, context);
  if (report.kind === 'fresh') return null;
  const classes = ['nearest-fresh', className].filter(Boolean).join(' ');
  if (report.kind === 'none-fresh') return <p className={classes}>{noStationReportingText}</p>;
  const slug = report.station.slug;
  return (
    <p className={classes}>
      <span className="nearest-fresh__label">Nearest station reporting now: </span>
      {target.kind === 'href' ? (
        <Link className="nearest-fresh__link" to={target.href(slug)}>
          {report.text}
        </Link>
      ) : (
        <button
          type="button"
          className="nearest-fresh__link nearest-fresh__button"
          onClick={(event) => {
            // The click opens another popup, which replaces this one before the event reaches the map:
            // Leaflet would then read it as a click on the map and close the new popup at once.
            event.stopPropagation();
            target.open(slug);
          }}
        >
          {report.text}
        </button>
      )}
    </p>
  );
}
