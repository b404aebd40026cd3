import type { DataViewStationRef, DataViewTable } from '@mesonet/shared/contracts/data-views.schema';
import { dataTableText, qcMark } from '@mesonet/shared/data-views/data-table-view';
import { stationDateTimeText } from '@mesonet/shared/data-views/station-time-text';
import { useMemo } from 'react';
import { DownloadCsvButton } from '../download-csv-button';
import './data-table-view.css';

interface DataTableViewProps {
  site: DataViewStationRef;
  dataViewSlug: string;
  title: string;
  table: DataViewTable;
  canDownload: boolean;
}

/**
 * The all-sensors table (spec §2): times in the site's zone, newest first. On a phone the table scrolls
 * sideways inside its box while the time column stays put, and the header row stays on top.
 */
export function DataTableView({ site: station, dataViewSlug, title, table, canDownload }: DataTableViewProps) {
  const text = useMemo(() => dataTableText(table, station.timezone_name), [table, station.timezone_name]);
  const { from_ms: fromMs, to_ms: toMs } = table.metadata.time_window;
  const count = table.metadata.row_count;
  return (
    <div className="data-table">
      <div className="data-table__toolbar">
        <p className="data-table__window">
          {count} {count === 1 ? 'reading' : 'readings'} from {stationDateTimeText(fromMs, station.timezone_name)} to{' '}
          {stationDateTimeText(toMs, station.timezone_name)}
          {table.metadata.truncated ? ' (the newest only)' : ''}
        </p>
        {canDownload ? <DownloadCsvButton window={{ stationSlug: station.slug, dataViewSlug, fromMs, toMs }} /> : null}
      </div>
      {text.rows.length === 0 ? (
        <p className="data-table__empty">No data found.</p>
      ) : (
        // Focusable so keyboard users can scroll it; named so screen readers say what it is.
        <div className="data-table__scroll" role="region" aria-label={title} tabIndex={0}>
          <table className="data-table__table">
            <thead>
              <tr>
                <th scope="col">Time</th>
                {text.columns.map((column) => (
                  <th scope="col" key={column.id}>
                    {column.label}
                    {column.unit ? <span className="data-table__unit">({column.unit})</span> : null}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {text.rows.map((row) => (
                <tr key={row.timeMs}>
                  <th scope="row">{row.time}</th>
                  {row.cells.map((cell, i) => (
                    <td key={text.columns[i]?.id ?? i}>
                      {cell}
                      <QcMark note={row.qcNotes[i] ?? null} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {text.qcLegend ? <p className="data-table__legend">{text.qcLegend}</p> : null}
    </div>
  );
}

/** A value quality control dropped or clamped: a mark, with what the station sent for pointer and screen reader. */
function QcMark({ note }: { note: string | null }) {
  if (note === null) return null;
  return (
    <span className="data-table__qc" title={note}>
      <span aria-hidden="true">{qcMark}</span>
      <span className="visually-hidden"> ({note})</span>
    </span>
  );
}
