import type { z } from 'zod';
import { checkNowOrOnLoad, type SchemaSource } from './lazy-schema';

/** Every local-storage key the app uses (spec §3 "Session"), named once. */
export const storageKeys = {
  user: 'user',
  uid: 'uid',
  redirectPath: 'redirectPath',
  previewMode: 'previewMode',
  mapZoom: 'mapZoom',
  mapCentre: 'mapCentre',
  // Map settings (spec §2 "Options panel"): one key each, so a bad value costs only that setting.
  mapMetric: 'mapMetric',
  mapType: 'mapType',
  mapShowAwsNames: 'mapShowAwsNames',
  mapShowLclbStations: 'mapShowLclbStations',
  // The map's status popup open or closed (spec §2 "Status popup open/closed").
  mapStatusOpen: 'mapStatusOpen',
  // Sites list sort order (spec §2 "Sites list and site views").
  stationsSortOrder: 'sitesSortOrder',
  // News and alerts the browser has seen (splash) and read (spec §3): lists that only grow.
  seenInfoAlerts: 'seenInfoAlerts',
  readInfoAlerts: 'readInfoAlerts',
  // The dashboard's high-contrast, large-type cab mode on or off, per device (issue 25 part 4).
  cabMode: 'cabMode',
  // Light, dark or follow the device (issue 25 part 4): a choice of this device, not of the account.
  themeChoice: 'themeChoice',
} as const;
export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

// Storage can be missing or throw (private windows, disabled cookies, full quota): the app must keep working without it.
function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readString(key: StorageKey): string | null {
  try {
    return localStore()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeString(key: StorageKey, value: string): void {
  try {
    localStore()?.setItem(key, value);
  } catch {
    // A full or blocked store only costs the convenience the value gave.
  }
}

export function removeItem(key: StorageKey): void {
  try {
    localStore()?.removeItem(key);
  } catch {
    // Nothing to clean up if the store cannot be reached.
  }
}

/**
 * Reads JSON and returns it as stored once `schema` accepts it, so fields newer than the schema
 * survive a round trip. Only use schemas without transforms. Corrupt or outdated values read as null;
 * one read before its schema had loaded is forgotten if it turns out not to match (lazy-schema.ts).
 */
export function readJson<S extends z.ZodType>(key: StorageKey, schema: SchemaSource<S>): z.output<S> | null {
  const text = readString(key);
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  // Forgotten only if still the one read: a newer value written meanwhile stays.
  const forget = () => {
    if (readString(key) === text) removeItem(key);
  };
  const checked = checkNowOrOnLoad(schema, value, `stored ${key}`, forget);
  return checked.ok ? (value as z.output<S>) : null;
}

export function writeJson(key: StorageKey, value: unknown): void {
  writeString(key, JSON.stringify(value));
}

/** Keys kept for the browser tab's session only (sessionStorage): forgotten when the tab closes. */
export const sessionStorageKeys = {
  mapDisclaimerDismissed: 'mapDisclaimerDismissed',
} as const;
export type SessionStorageKey = (typeof sessionStorageKeys)[keyof typeof sessionStorageKeys];

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readSessionString(key: SessionStorageKey): string | null {
  try {
    return sessionStore()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeSessionString(key: SessionStorageKey, value: string): void {
  try {
    sessionStore()?.setItem(key, value);
  } catch {
    // Without storage the choice lasts until the page reloads.
  }
}
