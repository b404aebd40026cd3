import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberRedirectPath, sameSitePath, takeRedirectPath } from './redirect-path';

describe('sameSitePath', () => {
  it.each([
    { value: '/map', expected: '/map' },
    { value: '/sites/a/data_views/dashboard?range=7d', expected: '/sites/a/data_views/dashboard?range=7d' },
    { value: '/', expected: '/' },
    { value: '//evil.example/map', expected: null },
    { value: '/\\evil.example', expected: null },
    { value: 'https://evil.example/', expected: null },
    { value: 'map', expected: null },
    { value: '', expected: null },
    { value: null, expected: null },
    { value: undefined, expected: null },
  ])('$value → $expected', ({ value, expected }) => {
    expect(sameSitePath(value)).toBe(expected);
  });
});

describe('the remembered path', () => {
  const stored = new Map<string, string>();
  beforeEach(() => {
    stored.clear();
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (key: string) => stored.get(key) ?? null,
        setItem: (key: string, value: string) => stored.set(key, value),
        removeItem: (key: string) => stored.delete(key),
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    { remembered: '/my/account', taken: '/my/account' },
    { remembered: '//evil.example', taken: null },
    { remembered: 'https://evil.example', taken: null },
  ])('remembering $remembered gives back $taken', ({ remembered, taken }) => {
    rememberRedirectPath(remembered);
    expect(takeRedirectPath()).toBe(taken);
  });

  it('is used once', () => {
    rememberRedirectPath('/growing_seasons');
    expect(takeRedirectPath()).toBe('/growing_seasons');
    expect(takeRedirectPath()).toBeNull();
  });
});
