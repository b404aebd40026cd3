/**
 * Where closing a data view goes (spec §2, last line of the route table): back, when the previous page
 * was on the same host; otherwise the map root for a view over the map, the site's views list for a
 * site's view, or the growing season's page for one of its graphs.
 *
 * Decision: "the previous page was on the same host" is read as "this tab reached the view by
 * navigating inside the app" (react-router's `location.key !== 'default'`). An entry the app pushed
 * always has an app page before it, even after a reload; a view typed in, bookmarked or opened from
 * another site has the key 'default' and goes to the fallback, never off the app.
 */
import { appRoutes } from '../routing/app-routes';

export type CloseDestination = { kind: 'back' } | { kind: 'path'; path: string };

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** The path's parameters when it matches the pattern ('/sites/:stationSlug/…'), else null. */
function match(pattern: string, pathname: string): Record<string, string> | null {
  const want = segments(pattern);
  const got = segments(pathname);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const value = got[i] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = value;
    else if (part !== value) return null;
  }
  return params;
}

/** The page a view falls back to, from the view's own path (parameters stay URL-encoded as they came). */
export function closeFallbackPath(pathname: string): string {
  const stationView = match(appRoutes.stationDataView, pathname);
  if (stationView) return appRoutes.stationDataViews.replace(':stationSlug', stationView.stationSlug ?? '');
  const seasonView = match(appRoutes.growingSeasonDataView, pathname);
  if (seasonView) return appRoutes.growingSeason.replace(':growingSeasonSlug', seasonView.growingSeasonSlug ?? '');
  // /map/{site}/{view}, and anything unexpected: the map is the app's home.
  return appRoutes.map;
}

export function closeDestination(input: { pathname: string; openedInApp: boolean }): CloseDestination {
  if (input.openedInApp) return { kind: 'back' };
  return { kind: 'path', path: closeFallbackPath(input.pathname) };
}
