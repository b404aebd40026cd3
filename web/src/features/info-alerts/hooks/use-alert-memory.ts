import { rememberAlertKeys } from '@mesonet/shared/info-alerts/info-alerts';
import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { readJson, readString, storageKeys, writeJson } from '@/lib/storage';

/** Spec §3: the alerts this browser has seen (as a splash) and read (opened), kept in local storage. */
export type AlertMemory = 'seen' | 'read';

const storageKeyOf = { seen: storageKeys.seenInfoAlerts, read: storageKeys.readInfoAlerts } as const;
const listSchema = z.array(z.string());
const listeners = new Set<() => void>();
// useSyncExternalStore wants the same array back while nothing changed, so each list is kept with its text.
const snapshots: Record<AlertMemory, { text: string | null; keys: string[] }> = {
  seen: { text: null, keys: [] },
  read: { text: null, keys: [] },
};

function snapshot(memory: AlertMemory): string[] {
  const text = readString(storageKeyOf[memory]);
  if (text !== snapshots[memory].text) {
    snapshots[memory] = { text, keys: readJson(storageKeyOf[memory], listSchema) ?? [] };
  }
  return snapshots[memory].keys;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab opening an alert counts here too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Adds alerts (their id_content_updated_at_str) to a list; the lists only grow. */
export function rememberAlerts(memory: AlertMemory, keys: readonly string[]): void {
  const current = snapshot(memory);
  const next = rememberAlertKeys(current, keys);
  if (next.length === current.length) return;
  writeJson(storageKeyOf[memory], next);
  // Without storage the lists last until the page reloads, so a closed splash does not come straight back.
  snapshots[memory] = { text: readString(storageKeyOf[memory]), keys: next };
  for (const listener of listeners) listener();
}

export function useAlertMemory(memory: AlertMemory): string[] {
  return useSyncExternalStore(
    subscribe,
    () => snapshot(memory),
    () => [],
  );
}
