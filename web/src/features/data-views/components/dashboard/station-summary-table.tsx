import type { SummaryRow } from '@mesonet/shared/data-views/dashboard-view';
import { EstimateMark } from '@/components/estimate-mark/estimate-mark';
import { Heading, type HeadingLevel } from '../heading';
import { UpgradeButton } from '../upgrade-button';
import { dashMeaning } from './dash-meaning';
import '@/components/ui/pill.css';

interface StationSummaryTableProps {
  stationName: string;
  rows: readonly SummaryRow[];
  /** 'Updated at 14:05 on 21 Nov 2026 (5 minutes ago)'. */
  updatedText: string;
  updating: boolean;
  onUpgrade: (opener: HTMLElement) => void;
  headingLevel: HeadingLevel;
}

/** 'Summary – {site}' (spec §2 "Site dashboard"): every current value the station reports. */
export function StationSummaryTable({
  stationName,
  rows,
  updatedText,
  updating,
  onUpgrade,
  headingLevel,
}: StationSummaryTableProps) {
  const titleId = 'site-summary-title';
  return (
    <section className="site-summary" aria-labelledby={titleId}>
      <Heading level={headingLevel} className="site-summary__title" id={titleId}>
        Summary – {stationName}
      </Heading>
      <p className="site-summary__updated">
        {updatedText}
        {updating ? <span className="pill pill--info site-summary__badge">Updating</span> : null}
      </p>
      <table className="site-summary__table" aria-labelledby={titleId}>
        <thead className="visually-hidden">
          <tr>
            <th scope="col">Reading</th>
            <th scope="col">Value</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.metricId} className={row.state === 'value' ? undefined : 'site-summary__row--faded'}>
              <th scope="row">{row.label}</th>
              <td>
                {row.state === 'upgrade' ? (
                  <UpgradeButton what={row.label} onUpgrade={onUpgrade} />
                ) : row.state === 'value' ? (
                  <>
                    {row.text}
                    {row.estimated ? <EstimateMark /> : null}
                  </>
                ) : (
                  <>
                    <span aria-hidden="true">{row.text}</span>
                    <span className="visually-hidden">{dashMeaning[row.state]}</span>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
