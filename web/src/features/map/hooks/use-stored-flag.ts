import { useCallback, useState } from 'react';
import { readString, writeString, type StorageKey } from '@/lib/storage';

/** A yes/no choice kept in local storage, such as whether the status popup is open. */
export function useStoredFlag(key: StorageKey, fallback: boolean): [boolean, (value: boolean) => void] {
  const [value, setValue] = useState(() => {
    const stored = readString(key);
    return stored === 'true' ? true : stored === 'false' ? false : fallback;
  });
  const update = useCallback(
    (next: boolean) => {
      writeString(key, String(next));
      setValue(next);
    },
    [key],
  );
  return [value, update];
}
