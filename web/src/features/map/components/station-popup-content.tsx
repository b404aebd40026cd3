import type { StationListItem } from '@mesonet/shared/contracts/stations.schema';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useLegendBands } from '@/lib/legend-bands-query';
import { paths } from '@/config/paths';
import { popupReadingTimeText, stationPopupTiles } from '@mesonet/shared/map/station-popup';
import { isStationReadingFresh } from '@mesonet/shared/map/station-reading';
import { NearestFreshStationNote } from '@/components/nearest-fresh-station/nearest-fresh-station-note';
import { MetricTile } from './metric-tile';

interface StationPopupContentProps {
  station: StationListItem;
  signedIn: boolean;
  nowMs: number;
  onClose: () => void;
  onUpgrade: (opener: HTMLElement) => void;
  /** The stations on the map, for the nearest one reporting now when this one is stale. */
  stations: readonly StationListItem[];
  onOpenStation: (slug: string) => void;
}

/** The marker popup (spec §2 "Marker popup"): the station's name, its links and one tile per metric. */
export function StationPopupContent({
  station,
  signedIn,
  nowMs,
  onClose,
  onUpgrade,
  stations,
  onOpenStation,
}: StationPopupContentProps) {
  const titleRef = useRef<HTMLAnchorElement>(null);
  const legends = useLegendBands();
  const tiles = stationPopupTiles(station, nowMs, signedIn, legends);
  const fresh = isStationReadingFresh(station, nowMs, 'popup');
  const titleId = `station-popup-title-${station.slug}`;

  // Keyboard users land in the popup they opened; mouse users see no focus ring (:focus-visible).
  useEffect(() => {
    titleRef.current?.focus({ preventScroll: true });
  }, [station.slug]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    // A tile's explanation dialog is portalled to <body> but still bubbles here in React: it closes itself.
    if (event.key !== 'Escape' || !event.currentTarget.contains(event.target as Node)) return;
    event.preventDefault();
    onClose();
  }

  return (
    <section className="station-popup" aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <h2 className="station-popup__title" id={titleId}>
        <Link ref={titleRef} to={paths.mapDataView.getHref({ stationSlug: station.slug, dataViewSlug: 'dashboard' })}>
          {station.name}
        </Link>
      </h2>
      <p className="station-popup__meta">
        {station.region ? `${station.region} · ` : null}
        {popupReadingTimeText(station.current_data_last_updated, nowMs, station.timezone_name)}
        {station.current_data_last_updated !== null && !fresh ? ' (too old to show)' : null}
      </p>
      <NearestFreshStationNote
        station={station}
        stations={stations}
        nowMs={nowMs}
        context="popup"
        target={{ kind: 'open', open: onOpenStation }}
      />
      {signedIn ? (
        <p className="station-popup__links">
          <Link to={paths.site.getHref({ stationSlug: station.slug })}>Data history</Link>
        </p>
      ) : null}
      <ul className="station-popup__tiles" aria-label={`Latest readings at ${station.name}`}>
        {tiles.map((tile) => (
          <li key={tile.metricId}>
            <MetricTile tile={tile} onUpgrade={onUpgrade} />
          </li>
        ))}
      </ul>
      {signedIn ? null : (
        <div className="station-popup__more">
          <p className="station-popup__more-text">Log in for more</p>
          <p className="station-popup__links">
            <Link to={paths.login.getHref()}>Log in</Link>
            <Link to={paths.signup.getHref()}>Sign up</Link>
          </p>
        </div>
      )}
    </section>
  );
}
