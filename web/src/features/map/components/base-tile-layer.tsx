import { useMemo, useRef } from 'react';
import { TileLayer } from 'react-leaflet';
import { env } from '@/config/env';
import type { MapType } from '../hooks/use-map-settings';

export type TileStatus = 'loading' | 'loaded' | 'failed';

interface BaseTileLayerProps {
  mapType: MapType;
  onStatusChange: (status: TileStatus) => void;
}

/**
 * The chosen map style's tiles, from the configured URL. Reports 'failed' when tiles error and none has
 * loaded, so the screen can say it is showing the offline outline instead, and 'loaded' from the first
 * tile that arrives. A failed state is not reset while new tiles are merely being asked for: the note
 * it shows must not blink (and shift the layout) on every pan. Render it with `key={mapType}`: each
 * style is a new layer with its own attribution and counts.
 */
export function BaseTileLayer({ mapType, onStatusChange }: BaseTileLayerProps) {
  const { url, attribution } = env.mapTiles[mapType];
  const counts = useRef({ loaded: 0, failed: 0 });

  const eventHandlers = useMemo(
    () => ({
      tileload: () => {
        counts.current.loaded += 1;
        onStatusChange('loaded');
      },
      tileerror: () => {
        counts.current.failed += 1;
        if (counts.current.loaded === 0) onStatusChange('failed');
      },
    }),
    [onStatusChange],
  );

  return <TileLayer url={url} attribution={attribution} maxZoom={17} eventHandlers={eventHandlers} />;
}
