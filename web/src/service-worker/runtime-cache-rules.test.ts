import { describe, expect, it } from 'vitest';
import { runtimeCacheRules } from './runtime-cache-rules';

const cacheFor = (pathname: string) => runtimeCacheRules.find((rule) => rule.matches(pathname))?.cacheName ?? null;

describe('runtimeCacheRules', () => {
  it.each([
    ['/api/sites', 'mesonet-sites'],
    ['/api/members/sites', 'mesonet-sites'],
    ['/api/members/sites/jamestown/data_views', 'mesonet-data-views'],
    ['/api/members/sites/jamestown/data_views/temperatures/data_view_hash', 'mesonet-data-views'],
    ['/api/app_settings', 'mesonet-app-data'],
    ['/api/metric_display_statuses', 'mesonet-app-data'],
    // Never kept: downloads, sign-in, billing, anything else.
    ['/api/members/sites/jamestown/data_views/temperatures/download.csv', null],
    ['/api/auth/sign_in', null],
    ['/api/auth/validate_token', null],
    ['/api/members/billing', null],
    ['/api/sites/extra', null],
  ])('%s → %s', (pathname, cacheName) => {
    expect(cacheFor(pathname)).toBe(cacheName);
  });
});
