import { describe, expect, it } from 'vitest';
import { aboutPageSlug, contentPagePath, flatPageSlugForPath } from './content-page-paths';

// Spec §2 route table: /about/<page> is driven by the content slug about_<page>; flat pages by their own path.
describe('content page paths (spec §2)', () => {
  it.each<[string, string]>([
    ['about_overview', '/about/overview'],
    ['about_inversions_and_spray_drift', '/about/inversions_and_spray_drift'],
    ['about_history', '/about_history'],
    ['privacy', '/privacy'],
    ['harvest-2026', '/harvest-2026'],
  ])('%s is read at %s', (slug, path) => {
    expect(contentPagePath(slug)).toBe(path);
  });

  it('names the about slugs', () => {
    expect(aboutPageSlug('faqs')).toBe('about_faqs');
  });

  it.each<[string, string | null]>([
    ['/privacy', 'privacy'],
    ['/privacy/', 'privacy'],
    ['/harvest-2026', 'harvest-2026'],
    ['/about_history', 'about_history'],
    ['/about_overview', null],
    ['/login', null],
    ['/sites', null],
    ['/', null],
    ['/no/such/page', null],
    ['/Privacy', null],
    ['/privacy.html', null],
    ['/%3Cscript%3E', null],
    ['/-privacy', null],
  ])('the path %s shows the flat page %s', (path, slug) => {
    expect(flatPageSlugForPath(path)).toBe(slug);
  });
});
