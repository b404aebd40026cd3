import { serverErrorMessages } from '@mesonet/shared/auth/auth.messages';
import { flatPageSlugForPath } from '@mesonet/shared/content-pages/content-page-paths';
import type {
  ContentPageInput,
  FlatContentPage,
  InfoAlert,
  InfoAlertInput,
} from '@mesonet/shared/contracts/content.schema';
import { sortInfoAlerts } from '@mesonet/shared/info-alerts/info-alerts';
import { uniqueViolationConstraint } from '../../db/database-errors';
import { ApiError } from '../../http/api-error';
import { presentContentPage, presentInfoAlert } from './content.presenter';
import type { ContentRepository } from './content.repository';
import type { InfoAlertRow, NewContentPage } from './content.tables';

/**
 * News and alerts and content pages: what visitors read, what preview mode adds (drafts), and the edits
 * the operator console makes. Who may see drafts or edit is decided by the caller (content.policy.ts).
 */
export function createContentService(deps: { content: ContentRepository; clock: () => Date }) {
  const { content } = deps;

  function contentChanged(row: InfoAlertRow, input: InfoAlertInput): boolean {
    return row.title !== input.title || row.teaser !== input.teaser || row.body !== input.body;
  }

  return {
    /** Spec §2: published alerts only (drafts too in preview), pinned first by pin_order, then newest. */
    async infoAlerts(opts: { includeDrafts: boolean }): Promise<InfoAlert[]> {
      const rows = await content.listInfoAlerts({ includeDrafts: opts.includeDrafts, now: deps.clock() });
      return sortInfoAlerts(rows.map(presentInfoAlert));
    },

    async pages(opts: { includeDrafts: boolean }): Promise<FlatContentPage[]> {
      return (await content.listPages(opts)).map(presentContentPage);
    },

    /** Whether a path outside the route table is a published flat page, so the app shell answers 200. */
    async isPublishedFlatPagePath(pathname: string): Promise<boolean> {
      const slug = flatPageSlugForPath(pathname);
      return slug !== null && content.isPublishedPage(slug);
    },

    /**
     * Creates (id null) or edits an alert. Publishing keeps the first publication date; unpublishing makes
     * it a draft again. Changing the title, teaser or body shows it to browsers as unseen and unread again.
     */
    async saveInfoAlert(id: number | null, input: InfoAlertInput): Promise<InfoAlert> {
      const now = deps.clock();
      const fields = {
        title: input.title,
        teaser: input.teaser,
        body: input.body,
        slug: input.slug,
        splashAlert: input.splash_alert,
        pinToTop: input.pin_to_top,
        pinOrder: input.pin_order,
        updatedAt: now,
      };
      try {
        if (id === null) {
          const row = await content.insertInfoAlert({
            ...fields,
            publishedAt: input.published ? now : null,
            contentUpdatedAt: now,
            createdAt: now,
          });
          return presentInfoAlert(row);
        }
        const existing = await content.findInfoAlert(id);
        if (!existing) throw ApiError.field(404, 'base', 'Not found');
        const row = await content.updateInfoAlert(id, {
          ...fields,
          publishedAt: input.published ? (existing.publishedAt ?? now) : null,
          contentUpdatedAt: contentChanged(existing, input) ? now : existing.contentUpdatedAt,
        });
        if (!row) throw ApiError.field(404, 'base', 'Not found');
        return presentInfoAlert(row);
      } catch (error) {
        if (uniqueViolationConstraint(error) === 'info_alerts_slug_key') {
          throw ApiError.unprocessable('slug', serverErrorMessages.taken);
        }
        throw error;
      }
    },

    async savePage(slug: string, input: ContentPageInput): Promise<FlatContentPage> {
      const now = deps.clock();
      const row = await content.savePage({ slug, ...input, createdAt: now, updatedAt: now });
      return presentContentPage(row);
    },

    /** The pages every installation starts with; an operator's later edits are kept. */
    async insertDefaultPages(pages: readonly Omit<NewContentPage, 'createdAt' | 'updatedAt'>[]): Promise<void> {
      const now = deps.clock();
      await content.insertMissingPages(pages.map((page) => ({ ...page, createdAt: now, updatedAt: now })));
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;
