import { useCallback, useState } from 'react';
import { readString, storageKeys, writeString } from '@/lib/storage';

/**
 * Cab mode on or off, kept on the device: a sprayer's tablet stays in cab mode from one dashboard to
 * the next and across reloads, while the office computer keeps the ordinary dashboard.
 */
export function useCabMode(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => readString(storageKeys.cabMode) === 'true');
  const update = useCallback((next: boolean) => {
    writeString(storageKeys.cabMode, String(next));
    setOn(next);
  }, []);
  return [on, update];
}
