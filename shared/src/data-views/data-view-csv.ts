/**
 * Data download (spec §9 premium "data download"): a graph or table window as CSV, with
 * units in the header and times in the site's time zone. Pure: the server sends what this returns.
 *
 * Decisions: the time is written as 'yyyy-MM-dd HH:mm' (spreadsheets read it as a date) followed by its
 * UTC offset, so the repeated hour when daylight saving ends stays unambiguous; a byte-order mark leads
 * the file so spreadsheet programs read '°C' as UTF-8; rows run oldest first, as a spreadsheet expects.
 */
import { format } from 'date-fns';
import type { DataViewChart, DataViewTable } from '../contracts/data-views.schema';
import { inZone } from '../time/local-time';
import { qcFlagsByTime, qcNoteText } from './data-table-view';

export interface CsvColumn {
  label: string;
  unit: string | null;
}

/** A time (ms) followed by one value per column; null is an empty cell. */
export type CsvRow = readonly [number, ...(number | null)[]];

export interface DataViewCsv {
  timeZone: string;
  columns: readonly CsvColumn[];
  rows: readonly CsvRow[];
  /** Tables only: per row, what quality control did to its values ('' when nothing), in a last column. */
  qcNotes?: readonly string[];
}

/** The heading of the QC column, saying how to read it. */
export const qcColumnHeading =
  "QC flags (a value out of its sensor's range is left empty; each note gives what the station sent)";

const byteOrderMark = '\uFEFF';

function csvCell(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function columnHeading({ label, unit }: CsvColumn): string {
  return unit ? `${label} (${unit})` : label;
}

export function dataViewCsvText({ timeZone, columns, rows, qcNotes }: DataViewCsv): string {
  const qcHeading = qcNotes ? [qcColumnHeading] : [];
  const header = [`Time (${timeZone})`, 'UTC offset', ...columns.map(columnHeading), ...qcHeading];
  const lines = [
    header,
    ...rows.map(([timeMs, ...values], i) => {
      const local = inZone(timeMs, timeZone);
      return [
        format(local, 'yyyy-MM-dd HH:mm'),
        format(local, 'xxx'),
        ...values.map((v) => (v === null ? '' : String(v))),
        ...(qcNotes ? [qcNotes[i] ?? ''] : []),
      ];
    }),
  ];
  return byteOrderMark + lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** A chart's series side by side: one row per time any series has a point, oldest first. */
export function chartCsv(chart: DataViewChart, timeZone: string): DataViewCsv {
  const byTime = new Map<number, (number | null)[]>();
  chart.series.forEach((series, index) => {
    for (const [timeMs, value] of series.points) {
      let row = byTime.get(timeMs);
      if (!row) {
        row = chart.series.map(() => null);
        byTime.set(timeMs, row);
      }
      // Min and max of a downsampled bucket share no time, so a value is never overwritten.
      row[index] = value;
    }
  });
  return {
    timeZone,
    columns: chart.series.map((s) => ({ label: s.name, unit: s.unit })),
    rows: [...byTime.entries()].sort(([a], [b]) => a - b).map(([timeMs, values]): CsvRow => [timeMs, ...values]),
  };
}

/** The all-sensors table as sent (newest first), turned oldest first, with its QC notes column. */
export function tableCsv(table: DataViewTable, timeZone: string): DataViewCsv {
  const headers = table.headers.slice(1);
  const qcFlags = qcFlagsByTime(table);
  const rows = table.data
    .filter((row): row is [number, ...(number | null)[]] => typeof row[0] === 'number')
    .slice()
    .reverse();
  return {
    timeZone,
    columns: headers.map((h) => ({ label: h.label, unit: h.unit })),
    rows,
    qcNotes: rows.map(([timeMs]) => {
      const flags = qcFlags.get(timeMs);
      if (!flags) return '';
      return headers
        .flatMap((h) => {
          const flag = flags.get(h.id);
          return flag ? [`${h.label}: ${qcNoteText(flag, h.unit)}`] : [];
        })
        .join('; ');
    }),
  };
}

/** '{site}_{view}_{first day}_{last day}.csv', days in the site's time zone. */
export function dataViewCsvFileName(
  stationSlug: string,
  viewSlug: string,
  fromMs: number,
  toMs: number,
  timeZone: string,
) {
  const day = (ms: number) => format(inZone(ms, timeZone), 'yyyy-MM-dd');
  return `${stationSlug}_${viewSlug}_${day(fromMs)}_${day(toMs)}.csv`;
}
