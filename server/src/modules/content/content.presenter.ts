import type { FlatContentPage, InfoAlert } from '@mesonet/shared/contracts/content.schema';
import { formatInfoAlertDate, infoAlertDateStr, infoAlertKey } from '@mesonet/shared/info-alerts/info-alerts';
import type { ContentPageRow, InfoAlertRow } from './content.tables';
import { expandContentTokens } from './default-pages/subscription-services';
import { renderMarkdown } from './markdown';

/** A draft's place in /info_alerts/{date_str}/{slug} until it has a publication date. */
const draftDateStr = 'draft';

export function presentInfoAlert(row: InfoAlertRow): InfoAlert {
  return {
    id: row.id,
    title: row.title,
    teaser: row.teaser,
    body: renderMarkdown(row.body),
    published_at: row.publishedAt?.toISOString() ?? null,
    published_at_str: row.publishedAt ? formatInfoAlertDate(row.publishedAt) : 'Draft',
    date_str: row.publishedAt ? infoAlertDateStr(row.publishedAt) : draftDateStr,
    slug: row.slug,
    splash_alert: row.splashAlert,
    pin_to_top: row.pinToTop,
    pin_order: row.pinOrder,
    id_content_updated_at_str: infoAlertKey(row.id, row.contentUpdatedAt),
  };
}

export function presentContentPage(row: ContentPageRow): FlatContentPage {
  return {
    slug: row.slug,
    title: row.title,
    body: renderMarkdown(expandContentTokens(row.body)),
    published: row.published,
    updated_at: row.updatedAt.toISOString(),
  };
}
