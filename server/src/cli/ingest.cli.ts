// npm run ingest -- FILE --station SLUG [--utc-offset +09:30]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createIngestionService, type IngestionResult } from '../modules/ingestion/ingestion.service';
import { parseDataloggerFile, type FileReading } from '../modules/ingestion/datalogger-file';
import { deriveStoredReadingMetrics } from '../modules/live/reading-metrics';
import { stationsRepository } from '../modules/stations/stations.repository';
import { readingsRepository } from '../modules/stations/readings.repository';
import { createStationsService } from '../modules/stations/stations.service';
import { callServer, CliError, joinNegativeNumberValues, runCli, withCliTarget } from './cli-runtime';

const usage = `Usage: npm run ingest -- FILE --station SLUG [--utc-offset +09:30]
  Imports a Campbell Scientific TOA5 .dat file or a CSV (observed_at plus channel columns).
  Logger clocks without a zone are read in --utc-offset (default +09:30, South Australian standard time).`;
const chunkSize = 2000;

function progress(done: number, total: number): void {
  if (!process.stderr.isTTY && done !== total) return;
  const width = 30;
  const filled = Math.round((done / Math.max(total, 1)) * width);
  process.stderr.write(
    `\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} readings${done === total ? '\n' : ''}`,
  );
}

await runCli(async () => {
  const { positionals, values } = parseArgs({
    args: joinNegativeNumberValues(process.argv.slice(2)),
    allowPositionals: true,
    options: { station: { type: 'string' }, 'utc-offset': { type: 'string', default: '+09:30' } },
  });
  const [file] = positionals;
  if (!file || !values.station) throw new CliError(usage);
  if (!/^(Z|[+-]\d{2}:\d{2})$/.test(values['utc-offset']))
    throw new CliError('--utc-offset must look like +09:30 or Z');
  const slug = values.station;
  const parsed = parseDataloggerFile(readFileSync(file, 'utf8'), { utcOffset: values['utc-offset'] });
  const totals = { accepted: 0, duplicates: 0 };
  const problems = parsed.problems.map((p) => `line ${p.line}: ${p.message}`);
  const clamped: string[] = [];

  await withCliTarget(async (target) => {
    let send: (rows: FileReading[]) => Promise<IngestionResult>;
    if (target.kind === 'server') {
      send = (rows) =>
        callServer<IngestionResult>(target.access, `/api/operator/stations/${encodeURIComponent(slug)}/file_rows`, {
          rows,
        });
    } else {
      const clock = () => new Date();
      const station = await createStationsService({
        stations: stationsRepository(target.db),
        clock,
        secretKey: target.config.secretKey,
      }).findBySlug(slug);
      if (!station) throw new CliError(`${slug} is not a known station; create it with npm run station -- create`);
      const ingestion = createIngestionService({
        readings: readingsRepository(target.db),
        clock,
        deriveReadingMetrics: deriveStoredReadingMetrics,
      });
      send = (rows) => ingestion.ingest(station, rows, (i) => `line ${rows[i]?.line ?? '?'}`);
    }
    for (let start = 0; start < parsed.readings.length; start += chunkSize) {
      const result = await send(parsed.readings.slice(start, start + chunkSize));
      totals.accepted += result.accepted;
      totals.duplicates += result.duplicates;
      problems.push(...result.problems.map((p) => `${p.field}: ${p.message}`));
      clamped.push(...result.clamped.map((p) => `${p.field}: ${p.message}`));
      progress(Math.min(start + chunkSize, parsed.readings.length), parsed.readings.length);
    }
  });

  for (const problem of problems) console.error(problem);
  for (const note of clamped) console.error(note);
  const clampedText = clamped.length > 0 ? `, ${clamped.length} values clamped` : '';
  console.log(
    `${parsed.format.toUpperCase()} ${file}: ${totals.accepted} readings added, ${totals.duplicates} already stored, ${problems.length} problems${clampedText}.`,
  );
  if (problems.length > 0) process.exitCode = 2;
});
