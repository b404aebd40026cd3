/**
 * Which API answers the service worker keeps for offline use (issue 25 part 2), network first: the
 * last answer is used only when the network gives none. Pure, so it is tested without a worker.
 */
export interface RuntimeCacheRule {
  cacheName: string;
  matches(pathname: string): boolean;
  maxEntries: number;
  networkTimeoutSeconds: number;
}

const dataViewPath = /^\/api\/members\/sites\/[^/]+\/data_views(\/[^/]+\/data_view_hash)?$/;

export const runtimeCacheRules: readonly RuntimeCacheRule[] = [
  {
    // The map's and the sites list's snapshot, for visitors and members.
    cacheName: 'mesonet-sites',
    matches: (pathname) => pathname === '/api/sites' || pathname === '/api/members/sites',
    maxEntries: 2,
    networkTimeoutSeconds: 10,
  },
  {
    // The last opened dashboards and graphs (and a site's list of views).
    cacheName: 'mesonet-data-views',
    matches: (pathname) => dataViewPath.test(pathname),
    maxEntries: 40,
    networkTimeoutSeconds: 10,
  },
  {
    // What every screen asks for once: labels, legend colours, news. Never the session's own calls
    // (validate_token): their answers carry rotating tokens, and an old one replayed would end the session.
    cacheName: 'mesonet-app-data',
    matches: (pathname) =>
      pathname === '/api/app_settings' ||
      pathname === '/api/metric_display_statuses' ||
      pathname === '/api/info_alerts',
    maxEntries: 10,
    networkTimeoutSeconds: 10,
  },
];

export const offlineCacheNames: readonly string[] = runtimeCacheRules.map((rule) => rule.cacheName);
