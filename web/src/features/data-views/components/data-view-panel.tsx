import { findDataView } from '@mesonet/shared/data-views/data-view-catalogue';
import { dataViewTitle } from '@mesonet/shared/data-views/station-view-cards';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { PageLoading } from '@/components/ui/page-loading';
import { paths } from '@/config/paths';
import { useFocusTrap } from '@/hooks/use-focus-trap';
import { useStationsQuery } from '@/lib/stations-query';
import { useCloseView } from '../hooks/use-close-view';
import { DataViewScreen } from './data-view-screen';
import { ViewFrame } from './view-frame';
import '@/components/ui/button.css';
import './data-view-panel.css';

/** Who opened the view: the data-view API is for members only. */
export type PanelViewer = { kind: 'member'; userId: number } | { kind: 'visitor' } | { kind: 'checking' };

interface DataViewPanelProps {
  stationSlug: string;
  dataViewSlug: string;
  viewer: PanelViewer;
}

const titleId = 'data-view-title';

/**
 * /map/{site}/{view} (spec §2): the view in a full-screen panel over the map, which stays mounted behind
 * it. Rendered on <body> so it covers the header, toolbar and legend too; a dialog for keyboard and
 * screen reader users, closed by its button or Escape as spec §2 says a view closes.
 */
export function DataViewPanel({ stationSlug, dataViewSlug, viewer }: DataViewPanelProps) {
  const close = useCloseView();
  const panelRef = useRef<HTMLDivElement>(null);
  // Whatever had focus when the panel opened (the popup's link) gets it back if it is still there.
  const [opener] = useState(() => document.activeElement as HTMLElement | null);
  const returnFocusRef = useRef(opener);
  useFocusTrap(panelRef, true, { onEscape: close, returnFocusRef });

  useEffect(() => {
    document.documentElement.classList.add('has-view-panel');
    return () => document.documentElement.classList.remove('has-view-panel');
  }, []);

  return createPortal(
    <div ref={panelRef} className="data-view-panel" role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <div className="data-view-panel__body">
        {viewer.kind === 'member' ? (
          <DataViewScreen
            stationSlug={stationSlug}
            dataViewSlug={dataViewSlug}
            userId={viewer.userId}
            place="panel"
            onClose={close}
            titleId={titleId}
          />
        ) : (
          <VisitorView
            stationSlug={stationSlug}
            dataViewSlug={dataViewSlug}
            checking={viewer.kind === 'checking'}
            onClose={close}
          />
        )}
      </div>
    </div>,
    document.body,
  );
}

/**
 * A visitor (or a session still being confirmed) opening a station from its marker: the station's name
 * from the public list the map already holds, and the way in; never a blank panel.
 */
function VisitorView({
  stationSlug,
  dataViewSlug,
  checking,
  onClose,
}: {
  stationSlug: string;
  dataViewSlug: string;
  checking: boolean;
  onClose: () => void;
}) {
  const stations = useStationsQuery('visitor', null);
  const stationName = stations.data?.find((station) => station.slug === stationSlug)?.name ?? stationSlug;
  const view = findDataView(dataViewSlug);
  const title = dataViewTitle(view ?? { name: 'Dashboard', category: 'dashboard' }, stationName);
  return (
    <ViewFrame title={title} headingLevel={2} titleId={titleId} onClose={onClose}>
      {checking ? (
        <PageLoading />
      ) : (
        <div className="view-frame__message">
          <p>Station dashboards, charts and tables are available to signed-in users.</p>
          <p className="view-frame__actions">
            <Link className="button button--primary" to={paths.login.getHref()}>
              Log in
            </Link>
            <Link className="button button--secondary" to={paths.signup.getHref()}>
              Sign up
            </Link>
          </p>
        </div>
      )}
    </ViewFrame>
  );
}
