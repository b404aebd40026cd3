import type { FlatContentPage, InfoAlert, InfoAlertListing } from '@mesonet/shared/contracts/content.schema';
import { formatInfoAlertDate, infoAlertDateStr, infoAlertKey } from '@mesonet/shared/info-alerts/info-alerts';
import type { ContentPageRow, InfoAlertRow } from './content.tables';
import { expandContentTokens } from './default-pages/subscription-services';
import { renderMarkdown } from './markdown';

/** A draft's place in /info_alerts/{date_str}/{slug} until it has a publication date. */
const draftDateStr = 'draft';

/** What the site and the operator console show alike of an alert: who it is, when it is published, its pin. */
export function presentInfoAlertListing(row: InfoAlertRow): InfoAlertListing {
  return {
    id: row.id,
    title: row.title,
    teaser: row.teaser,
    slug: row.slug,
    published_at: row.publishedAt?.toISOString() ?? null,
    published_at_str: row.publishedAt ? formatInfoAlertDate(row.publishedAt) : 'Draft',
    splash_alert: row.splashAlert,
    pin_to_top: row.pinToTop,
    pin_order: row.pinOrder,
  };
}

export function presentInfoAlert(row: InfoAlertRow): InfoAlert {
  return {
    ...presentInfoAlertListing(row),
    body: renderMarkdown(row.body),
    date_str: row.publishedAt ? infoAlertDateStr(row.publishedAt) : draftDateStr,
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
