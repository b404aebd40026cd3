import { Link } from 'react-router';
import { paths } from '@/config/paths';
import './data-view-panel.css';

interface DataViewPlaceholderProps {
  siteSlug: string;
  dataViewSlug: string;
}

/**
 * /map/{site}/{view} opens a data view over the map (spec §2). The dashboard and graphs are a later part
 * of the issue; until then this panel names the station and points to what exists.
 */
export function DataViewPlaceholder({ siteSlug, dataViewSlug }: DataViewPlaceholderProps) {
  const siteName = siteSlug;
  const title = dataViewSlug === 'dashboard' ? `Dashboard: ${siteName}` : `${siteName}: ${dataViewSlug}`;
  return (
    <section className="data-view-panel" aria-labelledby="data-view-title">
      <div className="data-view-panel__head">
        <h2 className="data-view-panel__title" id="data-view-title">
          {title}
        </h2>
        <Link className="data-view-panel__close" to={paths.map.getHref()} aria-label="Close">
          <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
            <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </Link>
      </div>
      <p>This station&rsquo;s dashboard is on its way. Its latest readings are in the popup of its marker.</p>
      <Link to={paths.site.getHref({ siteSlug })}>More charts/tables</Link>
    </section>
  );
}
