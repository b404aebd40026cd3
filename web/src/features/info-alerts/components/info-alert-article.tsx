import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { Page } from '@/components/layout/page';
import { RichText } from '@/components/rich-text/rich-text';
import { Alert } from '@/components/ui/alert';
import { LinkList } from '@/components/ui/link-list';
import { PageLoading } from '@/components/ui/page-loading';
import { paths } from '@/config/paths';
import { apiErrorMessages } from '@/lib/api-client';
import { useInfoAlertsQuery } from '../api/get-info-alerts';
import { rememberAlerts } from '../hooks/use-alert-memory';
import { InfoAlertMeta } from './info-alert-badges';
import './info-alerts.css';

/**
 * One alert at /info_alerts/{date_str}/{slug}. Opening it marks it read (spec §2). An unknown slug, or a
 * date that is not the alert's, is the not-found page: each alert has one address.
 */
export function InfoAlertArticle({ dateStr, slug, notFound }: { dateStr: string; slug: string; notFound: ReactNode }) {
  const query = useInfoAlertsQuery();
  const alert = query.data?.find((item) => item.slug === slug && item.date_str === dateStr);

  useEffect(() => {
    if (alert) rememberAlerts('read', [alert.id_content_updated_at_str]);
  }, [alert]);

  if (query.isPending) return <PageLoading label="Loading news and alerts…" />;
  if (query.isError)
    return (
      <Page title="News & Alerts">
        <Alert tone="error" title="This item could not be loaded.">
          <p>{apiErrorMessages(query.error).join(' ')}</p>
        </Alert>
      </Page>
    );
  if (!alert) return notFound;

  return (
    <Page title={alert.title}>
      <InfoAlertMeta alert={alert} isNew={false} />
      {alert.teaser ? <p className="info-alert__teaser">{alert.teaser}</p> : null}
      <RichText html={alert.body} />
      <LinkList links={[{ label: '« All news and alerts', to: paths.infoAlerts.getHref() }]} />
    </Page>
  );
}
