import { isRawChannelKey, type RawChannelKey } from '@mesonet/shared/stations/raw-channels';

/**
 * Reads Campbell Scientific TOA5 `.dat` files and plain CSV exports into readings for the
 * ingestion service. Pure: the caller reads the file and sends the rows on.
 */

/** Campbell's usual CRBasic field names for the channels we store. */
const campbellAliases: Readonly<Record<string, RawChannelKey>> = {
  airtc: 'air_temp_1_2m',
  airtc_avg: 'air_temp_1_2m',
  airtemp_1_2m: 'air_temp_1_2m',
  airtc_10m: 'air_temp_10m',
  airtc_10m_avg: 'air_temp_10m',
  rh: 'rh_1_2m',
  rh_avg: 'rh_1_2m',
  ws_ms_avg: 'wind_speed_10m',
  ws_ms_s_wvt: 'wind_speed_10m',
  winddir: 'wind_dir_10m',
  winddir_d1_wvt: 'wind_dir_10m',
  winddir_sd1_wvt: 'wind_dir_sd_10m',
  ws_ms_max: 'wind_gust_10m',
  ws_2m_ms_avg: 'wind_speed_2m',
  ws_2m_ms_max: 'wind_gust_2m',
  winddir_2m: 'wind_dir_2m',
  rain_mm_tot: 'rain_mm',
  slrw_avg: 'solar_rad',
  bp_mbar: 'pressure_station',
  bp_mbar_avg: 'pressure_station',
  bp_hpa: 'pressure_station',
  lws_avg: 'leaf_wetness',
  battv: 'battery_v',
  battv_min: 'battery_v',
  ptemp_c: 'logger_temp',
  ptemp_c_avg: 'logger_temp',
};

const ignoredColumns = new Set(['record', 'rn']);

export interface FileReading {
  /** 1-based line number in the file. */
  line: number;
  observed_at: string;
  channels: Record<string, number | null>;
}

export interface FileProblem {
  line: number;
  message: string;
}

export interface ParsedDataloggerFile {
  format: 'toa5' | 'csv';
  readings: FileReading[];
  problems: FileProblem[];
}

/** Splits one CSV line, honouring double quotes (TOA5 quotes every text field). */
export function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        current += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else current += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      cells.push(current);
      current = '';
    } else current += c;
  }
  cells.push(current);
  return cells.map((cell) => cell.trim());
}

function channelFor(column: string): RawChannelKey | undefined {
  if (isRawChannelKey(column)) return column;
  return campbellAliases[column.toLowerCase()];
}

const timestampColumns = new Set(['timestamp', 'observed_at', 'ts', 'datetime', 'date_time']);
const zoneSuffix = /(Z|[+-]\d{2}:?\d{2})$/;

/** Logger clocks carry no zone: "2026-11-21 10:30:00" is read in `utcOffset` (e.g. +09:30). */
function toIsoDateTime(value: string, utcOffset: string): string | undefined {
  const text = value.trim().replace(' ', 'T');
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?/.test(text)) return undefined;
  return zoneSuffix.test(text) ? text : `${text}${utcOffset}`;
}

export function parseDataloggerFile(content: string, options: { utcOffset: string }): ParsedDataloggerFile {
  const lines = content.replace(/^\uFEFF/, '').split(/\r?\n/);
  const firstCells = splitCsvLine(lines[0] ?? '');
  const format: ParsedDataloggerFile['format'] = firstCells[0] === 'TOA5' ? 'toa5' : 'csv';
  // TOA5: environment line, field names, units, processing; data from line 5.
  const headerIndex = format === 'toa5' ? 1 : 0;
  const firstDataIndex = format === 'toa5' ? 4 : 1;
  const header = splitCsvLine(lines[headerIndex] ?? '');
  const problems: FileProblem[] = [];
  const readings: FileReading[] = [];

  const timeIndex = header.findIndex((name) => timestampColumns.has(name.toLowerCase()));
  if (timeIndex < 0) {
    return { format, readings, problems: [{ line: headerIndex + 1, message: 'no TIMESTAMP or observed_at column' }] };
  }
  const columns = header.map((name, index) => ({ name, index, channel: channelFor(name) }));
  for (const column of columns) {
    if (column.index === timeIndex || ignoredColumns.has(column.name.toLowerCase()) || column.channel) continue;
    problems.push({
      line: headerIndex + 1,
      message: `column ${column.name} is not a known channel; its values are skipped`,
    });
  }

  for (let index = firstDataIndex; index < lines.length; index += 1) {
    const raw = lines[index] ?? '';
    if (raw.trim() === '') continue;
    const line = index + 1;
    const cells = splitCsvLine(raw);
    if (cells.length !== header.length) {
      problems.push({ line, message: `has ${cells.length} values where the header names ${header.length}` });
      continue;
    }
    const observedAt = toIsoDateTime(cells[timeIndex] ?? '', options.utcOffset);
    if (!observedAt) {
      problems.push({ line, message: `timestamp "${cells[timeIndex]}" is not a date-time` });
      continue;
    }
    const channels: Record<string, number | null> = {};
    let bad: string | undefined;
    for (const column of columns) {
      if (!column.channel) continue;
      const cell = cells[column.index] ?? '';
      // Campbell writes NAN for a sensor that returned nothing: missing, never zero.
      if (cell === '' || /^(nan|null|-?inf)$/i.test(cell)) {
        channels[column.channel] = null;
        continue;
      }
      const value = Number(cell);
      if (!Number.isFinite(value)) {
        bad = `${column.name} value "${cell}" is not a number`;
        break;
      }
      channels[column.channel] = value;
    }
    if (bad) problems.push({ line, message: bad });
    else readings.push({ line, observed_at: observedAt, channels });
  }
  return { format, readings, problems };
}
