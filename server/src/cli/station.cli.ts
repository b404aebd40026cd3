// npm run station -- create SLUG --name NAME --type TYPE --lat LAT --lng LNG
// npm run station -- token SLUG
// npm run station -- disable SLUG | enable SLUG
import { parseArgs } from 'node:util';
import { stationsRepository } from '../modules/stations/stations.repository';
import { createStationsService } from '../modules/stations/stations.service';
import { callServer, CliError, joinNegativeNumberValues, runCli, withCliTarget } from './cli-runtime';

const usage = `Usage:
  npm run station -- create SLUG --name NAME --type standard|research|hilltop|bom|greenbrain --lat LAT --lng LNG [--elevation M] [--region R]
  npm run station -- token SLUG      prints a new ingestion token (the old one stops working)
  npm run station -- disable SLUG    takes the station off the map and refuses its readings (its history is kept)
  npm run station -- enable SLUG     brings a disabled station back with its current token`;

const commands = ['create', 'token', 'disable', 'enable'] as const;
const isCommand = (value: string | undefined): value is (typeof commands)[number] =>
  commands.some((command) => command === value);

await runCli(async () => {
  const { positionals, values } = parseArgs({
    args: joinNegativeNumberValues(process.argv.slice(2)),
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      type: { type: 'string' },
      lat: { type: 'string' },
      lng: { type: 'string' },
      elevation: { type: 'string' },
      region: { type: 'string' },
    },
  });
  const [command, slug] = positionals;
  if (!slug || !isCommand(command)) throw new CliError(usage);

  await withCliTarget(async (target) => {
    if (command === 'create') {
      const station = {
        slug,
        name: values.name,
        type: values.type,
        lat: values.lat,
        lng: values.lng,
        elevation_m: values.elevation,
        region: values.region,
      };
      if (target.kind === 'server') await callServer(target.access, '/api/operator/stations', station);
      else
        await createStationsService({
          stations: stationsRepository(target.db),
          clock: () => new Date(),
          secretKey: target.config.secretKey,
        }).createStation(station);
      console.log(`Station ${slug} created. Run \`npm run station -- token ${slug}\` for its ingestion token.`);
      return;
    }
    if (command === 'disable' || command === 'enable') {
      const disable = command === 'disable';
      if (target.kind === 'server')
        await callServer(target.access, `/api/operator/stations/${encodeURIComponent(slug)}/${command}`, {});
      else
        await createStationsService({
          stations: stationsRepository(target.db),
          clock: () => new Date(),
          secretKey: target.config.secretKey,
        }).setDisabled(slug, disable);
      console.log(disable ? `Station ${slug} disabled.` : `Station ${slug} enabled.`);
      return;
    }
    const { token } =
      target.kind === 'server'
        ? await callServer<{ token: string }>(
            target.access,
            `/api/operator/stations/${encodeURIComponent(slug)}/token`,
            {},
          )
        : await createStationsService({
            stations: stationsRepository(target.db),
            clock: () => new Date(),
            secretKey: target.config.secretKey,
          }).issueToken(slug);
    console.log(token);
  });
});
