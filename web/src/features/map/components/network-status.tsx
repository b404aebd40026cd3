import type { StationListItem } from '@mesonet/shared/contracts/stations.schema';
import { networkStatus, networkTimeText, staleWindowText } from '@mesonet/shared/map/network-status';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type KeyboardEvent, type RefObject } from 'react';
import { DisclosureButton } from '@/components/ui/disclosure-button';
import { LineIcon } from '@/components/ui/line-icon';
import '@/components/ui/button.css';

interface NetworkStatusButtonProps {
  open: boolean;
  panelId: string;
  buttonRef: RefObject<HTMLButtonElement | null>;
  onToggle: () => void;
}

/** The toolbar's 'Status' button (spec §2 "Status popup open/closed"). */
export function NetworkStatusButton({ open, panelId, buttonRef, onToggle }: NetworkStatusButtonProps) {
  return (
    <DisclosureButton
      ref={buttonRef}
      className="outline-button map-toolbar__button map-toolbar__button--narrow-icon"
      open={open}
      controls={open ? panelId : undefined}
      onClick={onToggle}
    >
      <LineIcon size={20} strokeLinecap="round" strokeLinejoin="round">
        <path d="M2 12h4l3-7 5 14 3-7h5" />
      </LineIcon>
      <span className="map-toolbar__button-text">Status</span>
    </DisclosureButton>
  );
}

interface NetworkStatusPanelProps {
  id: string;
  /** The stations on the map (after the LCLB toggle). */
  stations: readonly StationListItem[];
  query: UseQueryResult<StationListItem[]>;
  signedIn: boolean;
  nowMs: number;
  onClose: () => void;
}

/**
 * The status popup over the map: how the network is doing by the markers' own freshness rule, and when
 * the readings were last fetched. It stays open (and is remembered) until closed.
 */
export function NetworkStatusPanel({ id, stations, query, signedIn, nowMs, onClose }: NetworkStatusPanelProps) {
  const titleId = useId();
  const status = networkStatus(stations, { nowMs, signedIn });

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onClose();
  }

  return (
    <section id={id} className="map-card network-status" aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <div className="network-status__head">
        <h2 className="network-status__title" id={titleId}>
          Network status
        </h2>
        <button type="button" className="network-status__close" aria-label="Close status" onClick={onClose}>
          <LineIcon size={18} strokeWidth={2.4} strokeLinecap="round">
            <path d="M6 6l12 12M18 6L6 18" />
          </LineIcon>
        </button>
      </div>
      {query.data === undefined ? (
        <p className="network-status__note">{query.isError ? 'Readings could not be loaded.' : 'Loading stations…'}</p>
      ) : (
        <>
          <dl className="network-status__counts">
            <dt>Stations shown</dt>
            <dd>{status.shown}</dd>
            <dt>Reporting</dt>
            <dd>{status.reporting}</dd>
            <dt>Stale</dt>
            <dd>{status.stale}</dd>
            <dt>No data yet</dt>
            <dd>{status.noDataYet}</dd>
          </dl>
          <p className="network-status__note">Stale: {staleWindowText(signedIn)}.</p>
          <p className="network-status__times">
            {query.isPlaceholderData
              ? 'Refreshing the readings for your account'
              : `${query.isError ? 'Refresh failed; readings' : 'Readings'} refreshed at ${networkTimeText(query.dataUpdatedAt, nowMs)}`}
            {status.newestReadingMs === null
              ? null
              : `, newest reading ${networkTimeText(status.newestReadingMs, nowMs)}`}
            .
          </p>
          <p className="network-status__note">Checked every minute while the map is open.</p>
        </>
      )}
    </section>
  );
}
