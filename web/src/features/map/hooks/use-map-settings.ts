import { isMapChoice, type MapChoice } from '@mesonet/shared/spray/spray-map';
import { useCallback, useState } from 'react';
import { readString, storageKeys, writeString, type StorageKey } from '@/lib/storage';

export const mapTypes = ['roadmap', 'satellite', 'terrain'] as const;
export type MapType = (typeof mapTypes)[number];

export interface MapSettings {
  /** A metric, or spray conditions. */
  metric: MapChoice;
  mapType: MapType;
  showAwsNames: boolean;
  showLclbStations: boolean;
}

/** What a first visit shows: temperature on the road map, every station, names off (they crowd zoom 8). */
export const defaultMapSettings: MapSettings = {
  metric: 'temperature',
  mapType: 'roadmap',
  showAwsNames: false,
  showLclbStations: true,
};

const isMapType = (value: string): value is MapType => (mapTypes as readonly string[]).includes(value);

function readFlag(key: StorageKey, fallback: boolean): boolean {
  const text = readString(key);
  return text === 'true' ? true : text === 'false' ? false : fallback;
}

/** Reads each setting on its own: a corrupt or outdated value falls back to its default, the rest survive. */
export function readMapSettings(): MapSettings {
  const metric = readString(storageKeys.mapMetric) ?? '';
  const mapType = readString(storageKeys.mapType) ?? '';
  return {
    metric: isMapChoice(metric) ? metric : defaultMapSettings.metric,
    mapType: isMapType(mapType) ? mapType : defaultMapSettings.mapType,
    showAwsNames: readFlag(storageKeys.mapShowAwsNames, defaultMapSettings.showAwsNames),
    showLclbStations: readFlag(storageKeys.mapShowLclbStations, defaultMapSettings.showLclbStations),
  };
}

const storageKeyOf: Readonly<Record<keyof MapSettings, StorageKey>> = {
  metric: storageKeys.mapMetric,
  mapType: storageKeys.mapType,
  showAwsNames: storageKeys.mapShowAwsNames,
  showLclbStations: storageKeys.mapShowLclbStations,
};

/** Spec §2: metric, map type and both toggles persist locally, one local-storage key each. */
export function useMapSettings() {
  const [settings, setSettings] = useState(readMapSettings);
  const update = useCallback(<K extends keyof MapSettings>(name: K, value: MapSettings[K]) => {
    writeString(storageKeyOf[name], String(value));
    setSettings((current) => ({ ...current, [name]: value }));
  }, []);
  return { settings, update };
}
