import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ApiError, parseInput } from '../../http/api-error';
import type { IngestionService } from '../ingestion/ingestion.service';
import type { StationsService } from '../stations/stations.service';
import { isOperatorKey } from './operator-access';

const fileRowsSchema = z.object({
  rows: z
    .array(
      z.object({
        line: z.number().int().positive(),
        observed_at: z.string(),
        channels: z.record(z.string(), z.unknown()),
      }),
    )
    .max(5000),
});

/** Operator endpoints for the local command-line tools; only registered while the server owns an embedded data folder. */
export async function operatorRoutes(
  app: FastifyInstance,
  opts: { key: string; stations: StationsService; ingestion: IngestionService },
) {
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    const presented = typeof header === 'string' ? header.replace(/^Bearer\s+/i, '') : undefined;
    if (!isOperatorKey(opts.key, presented)) throw ApiError.field(401, 'base', 'Operator key required');
  });

  app.post('/api/operator/stations', async (request) => {
    const station = await opts.stations.createStation(request.body);
    return { slug: station.slug, name: station.name, aws_type: station.awsType };
  });

  app.post<{ Params: { slug: string } }>('/api/operator/stations/:slug/token', async (request) => {
    const { site: station, token } = await opts.stations.issueToken(request.params.slug);
    return { slug: station.slug, token };
  });

  for (const change of ['disable', 'enable'] as const) {
    app.post<{ Params: { slug: string } }>(`/api/operator/stations/:slug/${change}`, async (request) => {
      const station = await opts.stations.setDisabled(request.params.slug, change === 'disable');
      return { slug: station.slug, disabled: station.disabledAt !== null };
    });
  }

  app.post<{ Params: { slug: string } }>(
    '/api/operator/stations/:slug/file_rows',
    { bodyLimit: 8 * 1024 * 1024 },
    async (request) => {
      const station = await opts.stations.findBySlug(request.params.slug);
      if (!station) throw ApiError.field(404, 'station', 'is not a known station');
      const { rows } = parseInput(fileRowsSchema, request.body);
      const result = await opts.ingestion.ingest(station, rows, (i) => `line ${rows[i]?.line ?? '?'}`);
      return result;
    },
  );
}
