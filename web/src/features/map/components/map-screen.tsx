import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import type { Map as LeafletMap } from 'leaflet';
import {
  useCallback,
  useDeferredValue,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';
import { textLabel } from '@mesonet/shared/app-settings/text-labels';
import { useAppSettingsQuery } from '@/lib/app-settings-query';
import { useLegendBands } from '@/lib/legend-bands-query';
import { useUpgradeRequiredModal } from '@/components/upgrade-required/upgrade-required-modal';
import { stationsAudience, useStationsQuery } from '@/lib/stations-query';
import { storageKeys } from '@/lib/storage';
import { useMapSettings } from '../hooks/use-map-settings';
import { usePopupSelection } from '../hooks/use-popup-selection';
import { useStoredFlag } from '../hooks/use-stored-flag';
import { useNow } from '@/hooks/use-now';
import { metricCatalogue } from '@mesonet/shared/metrics/metric-catalogue';
import {
  sprayConditionsChoice,
  sprayConditionsLabel,
  sprayLockedReason,
  sprayStationListEntries,
  type MapChoice,
} from '@mesonet/shared/spray/spray-map';
import { SprayLegend } from '@/components/spray-verdict/spray-legend';
import { useGrowingLocationsQuery } from '../api/growing-locations';
import type { StationListItem } from '@mesonet/shared/contracts/stations.schema';
import { metricLockedReason } from '@mesonet/shared/map/map-legend';
import { canUseMapUserSettings } from '@mesonet/shared/map/map-user-settings';
import { initialMapView, type MapView } from '@mesonet/shared/map/map-view';
import { stationListEntries, type StationListEntry } from '@mesonet/shared/map/station-list';
import { stationsOnMap } from '@mesonet/shared/map/station-marker';
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
import '@/components/ui/button.css';
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

/** From the md breakpoint the station list has room beside the map; phones start with it folded. */
function wideScreen(): boolean {
  return typeof window.matchMedia !== 'function' || window.matchMedia('(min-width: 768px)').matches;
}

/** The station list's fold, and the skip link past the markers that unfolds it and moves the keyboard in. */
function useStationListFold() {
  const [listOpen, setListOpen] = useState(wideScreen);
  const listToggleRef = useRef<HTMLButtonElement>(null);
  const stationListId = useId();
  const skipToStationList = useCallback(() => {
    setListOpen(true);
    window.requestAnimationFrame(() => {
      const first = document.getElementById(stationListId)?.querySelector<HTMLElement>('button');
      (first ?? listToggleRef.current)?.focus();
    });
  }, [stationListId]);
  const toggleList = useCallback(() => setListOpen((current) => !current), []);
  return { listOpen, toggleList, listToggleRef, stationListId, skipToStationList };
}

/** The network status panel's open flag (kept across visits); closing it puts the keyboard back on its button. */
function useNetworkStatusPanel() {
  const [statusOpen, setStatusOpen] = useStoredFlag(storageKeys.mapStatusOpen, false);
  const statusButtonRef = useRef<HTMLButtonElement>(null);
  const statusPanelId = useId();
  const closeStatus = useCallback(() => {
    setStatusOpen(false);
    statusButtonRef.current?.focus();
  }, [setStatusOpen]);
  return { statusOpen, setStatusOpen, statusButtonRef, statusPanelId, closeStatus };
}

/** The map's current centre and zoom, for saving as the user's default view. */
function useCurrentView(map: LeafletMap | null) {
  return useCallback((): MapView | null => {
    if (!map) return null;
    const centre = map.getCenter();
    return { centre: { lat: centre.lat, lng: centre.lng }, zoom: map.getZoom() };
  }, [map]);
}

const noStations: readonly StationListItem[] = [];

/**
 * The station list's rows for the chosen metric, recomputed only when one of their inputs changes. They
 * are worked out after the markers are drawn, from deferred copies of the stations and the metric, so the
 * render that draws the markers (the first, or a new metric's) neither builds nor sorts them: a hundred
 * rows cost a slow phone's first marker a tenth of a second, and the list is folded there anyway.
 */
function useStationListEntries(stations: StationListItem[], metric: MapChoice, nowMs: number, signedIn: boolean) {
  const legends = useLegendBands();
  const listedStations = useDeferredValue<readonly StationListItem[]>(stations, noStations);
  const listedMetric = useDeferredValue(metric);
  return useMemo<readonly StationListEntry[]>(
    () =>
      listedMetric === sprayConditionsChoice
        ? sprayStationListEntries(listedStations, { nowMs, signedIn })
        : stationListEntries(listedStations, listedMetric, { nowMs, signedIn, legends }),
    [listedStations, listedMetric, nowMs, signedIn, legends],
  );
}

type NetworkStatusPanelState = ReturnType<typeof useNetworkStatusPanel>;
type StationListFold = ReturnType<typeof useStationListFold>;

/** The row above the map: metric, map options, network status and, for those who may, the user's settings. */
function MapToolbar({
  settings,
  update,
  status,
  userSettings,
  currentView,
  onUserChanged,
}: Pick<ReturnType<typeof useMapSettings>, 'settings' | 'update'> & {
  status: NetworkStatusPanelState;
  userSettings: boolean;
  currentView: () => MapView | null;
  onUserChanged: (user: AuthUser) => void;
}) {
  return (
    <div className="map-toolbar">
      <MetricSelect value={settings.metric} onChange={(next) => update('metric', next)} />
      <MapOptions settings={settings} onChange={update} />
      <NetworkStatusButton
        open={status.statusOpen}
        panelId={status.statusPanelId}
        buttonRef={status.statusButtonRef}
        onToggle={() => status.setStatusOpen(!status.statusOpen)}
      />
      {userSettings ? <UserSettingsMenu currentView={currentView} onUserChanged={onUserChanged} /> : null}
    </div>
  );
}

/** Beside the map: the legend of the chosen metric (or of spray conditions) over the list of stations. */
function MapSide({
  entries,
  fold,
  onOpen,
  legend,
  tilesOffline,
}: {
  legend: Omit<ChosenLegendProps, 'tilesOffline'>;
  tilesOffline: boolean;
  entries: ComponentProps<typeof StationList>['entries'];
  fold: StationListFold;
  onOpen: ComponentProps<typeof StationList>['onOpen'];
}) {
  return (
    <div className="map-screen__side">
      <div className="map-screen__side-scroll">
        <ChosenLegend {...legend} tilesOffline={tilesOffline} />
        <StationList
          entries={entries}
          metricLabel={
            legend.metric === sprayConditionsChoice ? sprayConditionsLabel : metricCatalogue[legend.metric].label
          }
          open={fold.listOpen}
          onToggle={fold.toggleList}
          toggleRef={fold.listToggleRef}
          listId={fold.stationListId}
          onOpen={onOpen}
        />
      </div>
    </div>
  );
}

/** The legend of the chosen metric, or of spray conditions with the verdict at the grower's places. */
interface ChosenLegendProps {
  metric: MapChoice;
  stations: StationListItem[];
  signedIn: boolean;
  /** Whose places get a verdict (the Home and growing locations, where the plan has them). */
  user: AuthUser | null;
  nowMs: number;
  tilesOffline: boolean;
  onUpgrade: (opener: HTMLElement) => void;
}

function ChosenLegend({ metric, stations, signedIn, user, nowMs, tilesOffline, onUpgrade }: ChosenLegendProps) {
  const places = useGrowingLocationsQuery(signedIn ? user : null).data ?? [];
  if (metric === sprayConditionsChoice) {
    const lockedReason = sprayLockedReason(stations, signedIn);
    return (
      <SprayLegend
        lockedReason={lockedReason}
        onUpgrade={onUpgrade}
        places={places}
        stations={stations}
        nowMs={nowMs}
      />
    );
  }
  const lockedReason = metricLockedReason(stations, metric, signedIn);
  return <MapLegend metric={metric} lockedReason={lockedReason} tilesOffline={tilesOffline} onUpgrade={onUpgrade} />;
}

/** The stations the map shows: every station, or without the LCLB ones when the options hide them. */
function useMapStations(user: MapScreenProps['user'], signedIn: boolean, showLclbStations: boolean) {
  const stationsQuery = useStationsQuery(stationsAudience(signedIn ? user : null), user?.id ?? null);
  const allStations = stationsQuery.data;
  const stations = useMemo(
    () => stationsOnMap(allStations ?? [], { showLclbStations }),
    [allStations, showLclbStations],
  );
  return { stationsQuery, allStations, stations };
}

/** The map screen of spec §2: toolbar, disclaimer, the map with its markers and popup, the legend and station list. */
export function MapScreen({ user, signedIn, onUserChanged, dataViewPanel, GrowingSeasonModal }: MapScreenProps) {
  const { settings, update } = useMapSettings();
  const { metric } = settings;
  const { stationsQuery, allStations, stations } = useMapStations(user, signedIn, settings.showLclbStations);
  const appSettingsQuery = useAppSettingsQuery();
  const nowMs = useNow();
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [initialView] = useState(() => initialMapView(user));
  const upgrade = useUpgradeRequiredModal();
  const [tileStatus, setTileStatus] = useState<TileStatus>('loading');
  const status = useNetworkStatusPanel();
  const fold = useStationListFold();

  const { selectedStation, onSelect, onPopupClosed, onOpenFromList } = usePopupSelection(map, stations);
  const listEntries = useStationListEntries(stations, metric, nowMs, signedIn);
  const onUpgrade = upgrade.show;
  const currentView = useCurrentView(map);

  return (
    <div className="map-screen">
      <h1 className="visually-hidden">Weather station map</h1>
      <MapToolbar
        settings={settings}
        update={update}
        status={status}
        userSettings={canUseMapUserSettings(signedIn ? user : null)}
        currentView={currentView}
        onUserChanged={onUserChanged}
      />
      <MapDisclaimer text={textLabel(appSettingsQuery.data, 'map_view_disclaimer')} />
      <section className="map-screen__stage" aria-label="Weather station map">
        {/* Every marker is a tab stop: keyboard users may jump past them to the list instead. */}
        <button type="button" className="outline-button map-screen__skip" onClick={fold.skipToStationList}>
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
          {status.statusOpen ? (
            <NetworkStatusPanel
              id={status.statusPanelId}
              stations={stations}
              query={stationsQuery}
              signedIn={signedIn}
              nowMs={nowMs}
              onClose={status.closeStatus}
            />
          ) : null}
          {dataViewPanel}
        </div>
        <MapSide
          legend={{ metric, stations: allStations ?? [], signedIn, user, nowMs, onUpgrade }}
          tilesOffline={tileStatus === 'failed'}
          entries={listEntries}
          fold={fold}
          onOpen={onOpenFromList}
        />
      </section>
      {upgrade.modal}
    </div>
  );
}
