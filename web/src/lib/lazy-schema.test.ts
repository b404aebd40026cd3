import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { checkNowOrOnLoad, LazySchema, onLateRejection, startLateChecksAfter } from './lazy-schema';

const reading = z.object({ value: z.number() });

/** A lazy schema whose code arrives when the test says so, once it has been asked for. */
function arrivingSchema() {
  let arrive: (schema: typeof reading) => void = () => undefined;
  let fail: (cause: Error) => void = () => undefined;
  let asked = false;
  const lazy = new LazySchema(
    () =>
      new Promise<typeof reading>((resolve, reject) => {
        asked = true;
        arrive = resolve;
        fail = reject;
      }),
  );
  const askedFor = () => vi.waitFor(() => expect(asked).toBe(true));
  return {
    lazy,
    isAskedFor: () => asked,
    arrive: async (schema = reading) => {
      await askedFor();
      arrive(schema);
    },
    fail: async (cause: Error) => {
      await askedFor();
      fail(cause);
    },
  };
}

describe('checkNowOrOnLoad', () => {
  const stops: Array<() => void> = [];
  afterEach(() => {
    stops.splice(0).forEach((stop) => stop());
    vi.restoreAllMocks();
  });

  function listen() {
    const heard: string[] = [];
    stops.push(onLateRejection((what) => heard.push(what)));
    return heard;
  }

  it.each<[string, unknown, boolean]>([
    ['a matching value', { value: 3 }, true],
    ['a value of the wrong type', { value: 'three' }, false],
  ])('checks %s at once against a schema at hand', (_name, value, ok) => {
    expect(checkNowOrOnLoad(reading, value, 'reading').ok).toBe(ok);
  });

  it('checks at once once a lazy schema has loaded', async () => {
    const lazy = new LazySchema(() => Promise.resolve(reading));
    await lazy.load();
    expect(checkNowOrOnLoad(lazy, { value: 'three' }, 'reading').ok).toBe(false);
  });

  it('lets a value through while its schema loads, then forgets it if it does not match', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const heard = listen();
    const forget = vi.fn();
    const { lazy, arrive } = arrivingSchema();
    expect(checkNowOrOnLoad(lazy, { value: 'three' }, 'stored user', forget).ok).toBe(true);
    expect(forget).not.toHaveBeenCalled();
    await arrive();
    await lazy.load();
    await Promise.resolve();
    expect(forget).toHaveBeenCalledOnce();
    expect(heard).toEqual(['stored user']);
  });

  it('keeps a value that matches once its schema has loaded', async () => {
    const heard = listen();
    const forget = vi.fn();
    const { lazy, arrive } = arrivingSchema();
    checkNowOrOnLoad(lazy, { value: 3 }, 'reading', forget);
    await arrive();
    await lazy.load();
    await Promise.resolve();
    expect(forget).not.toHaveBeenCalled();
    expect(heard).toEqual([]);
  });

  it('keeps the value when the schema cannot load, and fetches it again on the next call', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const forget = vi.fn();
    const importSchema = vi
      .fn<() => Promise<typeof reading>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(reading);
    const lazy = new LazySchema(importSchema);
    checkNowOrOnLoad(lazy, { value: 'three' }, 'reading', forget);
    await vi.waitFor(() => expect(console.warn).toHaveBeenCalledOnce());
    expect(forget).not.toHaveBeenCalled();
    expect(lazy.loaded).toBeNull();
    await expect(lazy.load()).resolves.toBe(reading);
    expect(importSchema).toHaveBeenCalledTimes(2);
  });

  it('asks for the schema only once the first screen is over', async () => {
    let firstLoadOver: () => void = () => undefined;
    startLateChecksAfter(new Promise<void>((resolve) => (firstLoadOver = resolve)));
    try {
      const { lazy, isAskedFor, arrive } = arrivingSchema();
      expect(checkNowOrOnLoad(lazy, { value: 3 }, 'reading').ok).toBe(true);
      // A task later every promise callback has run: had the check not waited, it would have asked by now.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(isAskedFor()).toBe(false);
      firstLoadOver();
      await arrive();
      await expect(lazy.load()).resolves.toBe(reading);
    } finally {
      startLateChecksAfter(Promise.resolve());
    }
  });
});
