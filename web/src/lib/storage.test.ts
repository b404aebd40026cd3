import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  readJson,
  readSessionString,
  readString,
  removeItem,
  storageKeys,
  writeJson,
  writeSessionString,
  writeString,
} from './storage';

/** A Storage over a Map, or one whose every call throws as a blocked or full store does. */
function memoryStore(throws = false): Storage {
  const items = new Map<string, string>();
  const guard = <T>(run: () => T): T => {
    if (throws) throw new Error('storage unavailable');
    return run();
  };
  return {
    get length() {
      return items.size;
    },
    clear: () => guard(() => items.clear()),
    key: (index) => guard(() => [...items.keys()][index] ?? null),
    getItem: (key) => guard(() => items.get(key) ?? null),
    setItem: (key, value) => guard(() => void items.set(key, value)),
    removeItem: (key) => guard(() => void items.delete(key)),
  };
}

function useWindow(local: Storage | null, session: Storage | null = memoryStore()) {
  vi.stubGlobal('window', {
    get localStorage() {
      if (!local) throw new Error('SecurityError');
      return local;
    },
    get sessionStorage() {
      if (!session) throw new Error('SecurityError');
      return session;
    },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('readString / writeString / removeItem', () => {
  it('keeps a written string until it is removed', () => {
    useWindow(memoryStore());
    expect(readString(storageKeys.mapMetric)).toBeNull();
    writeString(storageKeys.mapMetric, 'temperature');
    expect(readString(storageKeys.mapMetric)).toBe('temperature');
    removeItem(storageKeys.mapMetric);
    expect(readString(storageKeys.mapMetric)).toBeNull();
  });

  it.each([
    ['no localStorage at all', null],
    ['a store whose every call throws', memoryStore(true)],
  ])('with %s, reads null and writes nothing without throwing', (_case, store) => {
    useWindow(store);
    expect(() => writeString(storageKeys.uid, '7')).not.toThrow();
    expect(() => removeItem(storageKeys.uid)).not.toThrow();
    expect(readString(storageKeys.uid)).toBeNull();
  });
});

describe('readJson', () => {
  const schema = z.object({ zoom: z.number() });

  it.each([
    ['a value the schema accepts', '{"zoom":7}', { zoom: 7 }],
    ['fields newer than the schema, kept as stored', '{"zoom":7,"extra":true}', { zoom: 7, extra: true }],
    ['a value the schema rejects', '{"zoom":"near"}', null],
    ['text that is not JSON', '{zoom', null],
  ])('reads %s', (_case, stored, expected) => {
    useWindow(memoryStore());
    writeString(storageKeys.mapZoom, stored);
    expect(readJson(storageKeys.mapZoom, schema)).toEqual(expected);
  });

  it('reads null when nothing is stored', () => {
    useWindow(memoryStore());
    expect(readJson(storageKeys.mapZoom, schema)).toBeNull();
  });

  it('round-trips what writeJson stored', () => {
    useWindow(memoryStore());
    writeJson(storageKeys.mapZoom, { zoom: 9 });
    expect(readJson(storageKeys.mapZoom, schema)).toEqual({ zoom: 9 });
  });
});

describe('session strings', () => {
  it.each([
    ['a working sessionStorage', memoryStore(), 'true'],
    ['no sessionStorage', null, null],
    ['a sessionStorage whose every call throws', memoryStore(true), null],
  ])('with %s, reads back %s', (_case, session, expected) => {
    useWindow(memoryStore(), session);
    writeSessionString('mapDisclaimerDismissed', 'true');
    expect(readSessionString('mapDisclaimerDismissed')).toBe(expected);
  });
});
