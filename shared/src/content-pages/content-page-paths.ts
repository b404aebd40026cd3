/**
 * Where a content page lives (spec §2 route table): the /about pages are driven by the content slug
 * about_<page>; every other page is a flat page at its own path, /<slug>. The app's own routes always win:
 * a flat page is only looked for where the route table has nothing.
 */
import { aboutPages, isAppRoute, type AboutPage } from '../routing/app-routes';

const aboutSlugPrefix = 'about_';
/** A flat page's path is one segment of lower-case words joined by hyphens or underscores. */
const flatSlugPattern = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;

export function aboutPageSlug(page: AboutPage): string {
  return `${aboutSlugPrefix}${page}`;
}

function aboutPageOfSlug(slug: string): AboutPage | null {
  if (!slug.startsWith(aboutSlugPrefix)) return null;
  const page = slug.slice(aboutSlugPrefix.length);
  return (aboutPages as readonly string[]).includes(page) ? (page as AboutPage) : null;
}

/** The address a page is read at: /about/<page> for about_<page>, else /<slug>. */
export function contentPagePath(slug: string): string {
  const page = aboutPageOfSlug(slug);
  return page ? `/about/${page}` : `/${slug}`;
}

/**
 * The slug of the flat page a path would show, or null when the path cannot be one: more than one
 * segment, characters a slug never has, a route of the app, or an /about page's slug (those are read at
 * /about/<page> only, so each page has one address).
 */
export function flatPageSlugForPath(pathname: string): string | null {
  const slug = pathname.replace(/^\/+|\/+$/g, '');
  if (!flatSlugPattern.test(slug) || isAppRoute(`/${slug}`) || aboutPageOfSlug(slug)) return null;
  return slug;
}
