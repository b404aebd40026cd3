import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import type { Map as LeafletMap } from 'leaflet';
import { useCallback, useId, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { textLabel } from '@mesonet/shared/contracts/app-settings.schema';
import { useAppSettingsQuery } from '@/lib/app-settings-query';
import { useLegendBands } from '@/lib/legend-bands-query';
import { useUpgradeRequiredModal } from '@/components/upgrade-required/upgrade-required-modal';
import { stationsAudience, useStationsQuery } from '@/lib/stations-query';
import { storageKeys } from '@/lib/storage';
import { useMapSettings } from '../hooks/use-map-settings';
import { useStoredFlag } from '../hooks/use-stored-flag';
import { useNow } from '@/hooks/use-now';
import { metricCatalogue } from '@mesonet/shared/metrics/metric-catalogue';
import { metricLockedReason } from '@mesonet/shared/map/map-legend';
import { canUseMapUserSettings } from '@mesonet/shared/map/map-user-settings';
import { initialMapView, type MapView } from '@mesonet/shared/map/map-view';
import { stationListEntries } from '@mesonet/shared/map/station-list';
import { sitesOnMap } from '@mesonet/shared/map/station-marker';
import type { TileStatus } from './base-tile-layer';
import { HomeAndSeasons, type GrowingSeasonModalProps } from './home-and-seasons';
import { MapDisclaimer } from './map-disclaimer';
import { MapLegend } from './map-legend';
import { MapOptions } from './map-options';
import { MapStationsStatus } from './map-stations-status';
import { MetricSelect } from './metric-select';
import { NetworkStatusButton, NetworkStatusPanel } from './network-status';
import { StationList } from './station-list';
import { StationMap } from './station-map';
import { UserSettingsMenu } from './user-settings-menu';
import './map-screen.css';

interface MapScreenProps {
  /** The signed-in user, or the stored one while the session is being confirmed; null for visitors. */
  user: AuthUser | null;
  signedIn: boolean;
  /** Stores the refreshed user a settings save answers with. */
  onUserChanged: (user: AuthUser) => void;
  /** /map/{station}/{view}: the data view panel drawn over the map (the route composes it). */
  dataViewPanel: ReactNode;
  /** The growing season form in a modal, opened from the bottom-right menu (the route composes it). */
  GrowingSeasonModal: ComponentType<GrowingSeasonModalProps>;
}

function markerElement(map: LeafletMap, slug: string): HTMLElement | null {
  const disc = map.getContainer().querySelector(`[data-site-slug="${CSS.escape(slug)}"]`);
  return disc?.closest<HTMLElement>('.leaflet-marker-icon') ?? null;
}

/** From the md breakpoint the station list has room beside the map; phones start with it folded. */
function wideScreen(): boolean {
  return typeof window.matchMedia !== 'function' || window.matchMedia('(min-width: 768px)').matches;
}

/** The map screen of spec §2: toolbar, disclaimer, the map with its markers and popup, the legend and station list. */
export function MapScreen({ user, signedIn, onUserChanged, dataViewPanel, GrowingSeasonModal }: MapScreenProps) {
  const { settings, update } = useMapSettings();
  const stationsQuery = useStationsQuery(stationsAudience(signedIn ? user : null), user?.id ?? null);
  const appSettingsQuery = useAppSettingsQuery();
  const nowMs = useNow();
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [initialView] = useState(() => initialMapView(user));
  const [selectedSlug, setSelectedSlug] = useState<string | null>(null);
  const upgrade = useUpgradeRequiredModal();
  const [tileStatus, setTileStatus] = useState<TileStatus>('loading');
  const [statusOpen, setStatusOpen] = useStoredFlag(storageKeys.mapStatusOpen, false);
  const [listOpen, setListOpen] = useState(wideScreen);
  // The station-list button that opened the popup, if it was one: focus returns there, not to the marker.
  const popupOpenerRef = useRef<{ slug: string; element: HTMLElement } | null>(null);
  const statusButtonRef = useRef<HTMLButtonElement>(null);
  const listToggleRef = useRef<HTMLButtonElement>(null);
  const statusPanelId = useId();
  const stationListId = useId();

  const allStations = stationsQuery.data;
  const { showLclbStations, metric } = settings;
  const stations = useMemo(() => sitesOnMap(allStations ?? [], { showLclbStations }), [allStations, showLclbStations]);
  const selectedStation = stations.find((station) => station.slug === selectedSlug) ?? null;
  const legends = useLegendBands();
  const listEntries = useMemo(
    () => stationListEntries(stations, metric, { nowMs, signedIn, legends }),
    [stations, metric, nowMs, signedIn, legends],
  );

  const onSelect = useCallback((slug: string) => {
    popupOpenerRef.current = null;
    setSelectedSlug(slug);
  }, []);
  const onPopupClosed = useCallback(
    (slug: string) => {
      setSelectedSlug((current) => (current === slug ? null : current));
      // Another popup replacing this one may have its own opener: take only this popup's.
      const opener = popupOpenerRef.current?.slug === slug ? popupOpenerRef.current.element : null;
      if (opener) popupOpenerRef.current = null;
      // Closing with Escape or the close button drops focus on <body>: hand it back to what opened it.
      window.requestAnimationFrame(() => {
        if (!map || (document.activeElement && document.activeElement !== document.body)) return;
        (opener?.isConnected ? opener : markerElement(map, slug))?.focus({ preventScroll: true });
      });
    },
    [map],
  );
  const onOpenFromList = useCallback(
    (slug: string, opener: HTMLElement) => {
      const station = stations.find((candidate) => candidate.slug === slug);
      if (!map || !station) return;
      const position = [station.location.lat, station.location.lng] as [number, number];
      if (!map.getBounds().contains(position)) map.panTo(position, { animate: false });
      if (slug === selectedSlug) {
        // Already open: take the keyboard back into it.
        map.getContainer().querySelector<HTMLElement>('.station-popup__title a')?.focus({ preventScroll: true });
      } else {
        setSelectedSlug(slug);
      }
      popupOpenerRef.current = { slug, element: opener };
    },
    [map, stations, selectedSlug],
  );
  const skipToStationList = useCallback(() => {
    setListOpen(true);
    window.requestAnimationFrame(() => {
      const first = document.getElementById(stationListId)?.querySelector<HTMLElement>('button');
      (first ?? listToggleRef.current)?.focus();
    });
  }, [stationListId]);
  const closeStatus = useCallback(() => {
    setStatusOpen(false);
    statusButtonRef.current?.focus();
  }, [setStatusOpen]);
  const onUpgrade = upgrade.show;
  const currentView = useCallback((): MapView | null => {
    if (!map) return null;
    const centre = map.getCenter();
    return { centre: { lat: centre.lat, lng: centre.lng }, zoom: map.getZoom() };
  }, [map]);

  return (
    <div className="map-screen">
      <h1 className="visually-hidden">Weather station map</h1>
      <div className="map-toolbar">
        <MetricSelect value={metric} onChange={(next) => update('metric', next)} />
        <MapOptions settings={settings} onChange={update} />
        <NetworkStatusButton
          open={statusOpen}
          panelId={statusPanelId}
          buttonRef={statusButtonRef}
          onToggle={() => setStatusOpen(!statusOpen)}
        />
        {canUseMapUserSettings(signedIn ? user : null) ? (
          <UserSettingsMenu currentView={currentView} onUserChanged={onUserChanged} />
        ) : null}
      </div>
      <MapDisclaimer text={textLabel(appSettingsQuery.data, 'map_view_disclaimer')} />
      <section className="map-screen__stage" aria-label="Weather station map">
        {/* Every marker is a tab stop: keyboard users may jump past them to the list instead. */}
        <button type="button" className="map-screen__skip" onClick={skipToStationList}>
          Skip to the list of stations
        </button>
        <div className="map-screen__map">
          <StationMap
            mapRef={setMap}
            initialView={initialView}
            mapType={settings.mapType}
            stations={stations}
            metric={metric}
            showAwsNames={settings.showAwsNames}
            signedIn={signedIn}
            nowMs={nowMs}
            selectedStation={selectedStation}
            onSelect={onSelect}
            onPopupClosed={onPopupClosed}
            onUpgrade={onUpgrade}
            onTileStatus={setTileStatus}
          />
          <MapStationsStatus query={stationsQuery} />
          <HomeAndSeasons map={map} user={signedIn ? user : null} GrowingSeasonModal={GrowingSeasonModal} />
          {statusOpen ? (
            <NetworkStatusPanel
              id={statusPanelId}
              stations={stations}
              query={stationsQuery}
              signedIn={signedIn}
              nowMs={nowMs}
              onClose={closeStatus}
            />
          ) : null}
          {dataViewPanel}
        </div>
        <div className="map-screen__side">
          <div className="map-screen__side-scroll">
            <MapLegend
              metric={metric}
              lockedReason={metricLockedReason(allStations ?? [], metric, signedIn)}
              tilesOffline={tileStatus === 'failed'}
              onUpgrade={onUpgrade}
            />
            <StationList
              entries={listEntries}
              metricLabel={metricCatalogue[metric].label}
              open={listOpen}
              onToggle={() => setListOpen((current) => !current)}
              toggleRef={listToggleRef}
              listId={stationListId}
              onOpen={onOpenFromList}
            />
          </div>
        </div>
      </section>
      {upgrade.modal}
    </div>
  );
}
