import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import type { Map as LeafletMap } from 'leaflet';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { textLabel, useAppSettingsQuery } from '../api/get-app-settings';
import { useSitesQuery } from '@/lib/sites-query';
import { useMapSettings } from '../hooks/use-map-settings';
import { useNow } from '@/hooks/use-now';
import { metricLockedReason } from '@mesonet/shared/map/map-legend';
import { canUseMapUserSettings } from '@mesonet/shared/map/map-user-settings';
import { initialMapView, type MapView } from '@mesonet/shared/map/map-view';
import { sitesOnMap } from '@mesonet/shared/map/station-marker';
import type { TileStatus } from './base-tile-layer';
import { MapDisclaimer } from './map-disclaimer';
import { MapLegend } from './map-legend';
import { MapOptions } from './map-options';
import { MapSitesStatus } from './map-sites-status';
import { MetricSelect } from './metric-select';
import { StationMap } from './station-map';
import { UpgradeRequiredModal } from './upgrade-required-modal';
import { UserSettingsMenu } from './user-settings-menu';
import './map-screen.css';

interface MapScreenProps {
  /** The signed-in user, or the stored one while the session is being confirmed; null for visitors. */
  user: AuthUser | null;
  signedIn: boolean;
  /** /map/{site}/{view}: the data view panel drawn over the map (the route composes it). */
  dataViewPanel: ReactNode;
}

function markerElement(map: LeafletMap, slug: string): HTMLElement | null {
  const disc = map.getContainer().querySelector(`[data-site-slug="${CSS.escape(slug)}"]`);
  return disc?.closest<HTMLElement>('.leaflet-marker-icon') ?? null;
}

/** The map screen of spec §2: toolbar, disclaimer, the map with its markers and popup, and the legend. */
export function MapScreen({ user, signedIn, dataViewPanel }: MapScreenProps) {
  const { settings, update } = useMapSettings();
  const sitesQuery = useSitesQuery(signedIn ? 'member' : 'visitor', user?.id ?? null);
  const appSettingsQuery = useAppSettingsQuery();
  const nowMs = useNow();
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [initialView] = useState(() => initialMapView(user));
  const [selectedSlug, setSelectedSlug] = useState<string | null>(null);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const [tileStatus, setTileStatus] = useState<TileStatus>('loading');
  const upgradeOpenerRef = useRef<HTMLElement | null>(null);

  const allSites = sitesQuery.data;
  const { showLclbStations } = settings;
  const sites = useMemo(() => sitesOnMap(allSites ?? [], { showLclbStations }), [allSites, showLclbStations]);
  const selectedSite = sites.find((site) => site.slug === selectedSlug) ?? null;

  const onSelect = useCallback((slug: string) => setSelectedSlug(slug), []);
  const onPopupClosed = useCallback(
    (slug: string) => {
      setSelectedSlug((current) => (current === slug ? null : current));
      // Closing with Escape or the close button drops focus on <body>: hand it back to the marker.
      window.requestAnimationFrame(() => {
        if (!map || (document.activeElement && document.activeElement !== document.body)) return;
        markerElement(map, slug)?.focus({ preventScroll: true });
      });
    },
    [map],
  );
  const onUpgrade = useCallback((opener: HTMLElement) => {
    upgradeOpenerRef.current = opener;
    setUpgradeOpen(true);
  }, []);
  const currentView = useCallback((): MapView | null => {
    if (!map) return null;
    const centre = map.getCenter();
    return { centre: { lat: centre.lat, lng: centre.lng }, zoom: map.getZoom() };
  }, [map]);

  return (
    <div className="map-screen">
      <h1 className="visually-hidden">Weather station map</h1>
      <div className="map-toolbar">
        <MetricSelect value={settings.metric} onChange={(metric) => update('metric', metric)} />
        <MapOptions settings={settings} onChange={update} />
        {canUseMapUserSettings(signedIn ? user : null) ? <UserSettingsMenu currentView={currentView} /> : null}
      </div>
      <MapDisclaimer text={textLabel(appSettingsQuery.data, 'map_view_disclaimer')} />
      <section className="map-screen__stage" aria-label="Weather station map">
        <div className="map-screen__map">
          <StationMap
            mapRef={setMap}
            initialView={initialView}
            mapType={settings.mapType}
            sites={sites}
            metric={settings.metric}
            showAwsNames={settings.showAwsNames}
            signedIn={signedIn}
            nowMs={nowMs}
            selectedSite={selectedSite}
            onSelect={onSelect}
            onPopupClosed={onPopupClosed}
            onUpgrade={onUpgrade}
            onTileStatus={setTileStatus}
          />
          <MapSitesStatus query={sitesQuery} />
          {dataViewPanel}
        </div>
        <MapLegend
          metric={settings.metric}
          lockedReason={metricLockedReason(allSites ?? [], settings.metric, signedIn)}
          tilesOffline={tileStatus === 'failed'}
          onUpgrade={onUpgrade}
        />
      </section>
      <UpgradeRequiredModal
        open={upgradeOpen}
        onClose={() => setUpgradeOpen(false)}
        returnFocusRef={upgradeOpenerRef}
      />
    </div>
  );
}
