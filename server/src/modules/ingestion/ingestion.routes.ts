import { apiErrorBodyFromIssues } from '@mesonet/shared/contracts/api-errors.schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError, parseInput } from '../../http/api-error';
import type { StationsService } from '../stations/stations.service';
import type { IngestionService } from './ingestion.service';

export const maxObservationsPerRequest = 5000;

const ingestBodySchema = z.object({
  station: z.string({ error: 'is required' }).min(1, 'is required').max(100, 'is too long'),
  observations: z
    .array(z.unknown(), { error: 'must be a list of readings' })
    .min(1, 'must hold at least one reading')
    .max(maxObservationsPerRequest, `must hold at most ${maxObservationsPerRequest} readings`),
});

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

export const stationDisabledMessage = 'is disabled: its readings are refused until an operator enables it';

/**
 * CONTRACT.md §5: stations post readings with their own token. A missing or unknown token is 401; a
 * disabled station's token is still known, so it is 403 (the station is recognised but may not report),
 * which tells its logger to stop retrying rather than to ask for a new token.
 */
export async function ingestionRoutes(
  app: FastifyInstance,
  opts: { stations: StationsService; ingestion: IngestionService },
) {
  // Stopping the server finishes the aggregates of what was already accepted.
  app.addHook('onClose', () => opts.ingestion.settled());
  app.post('/api/ingest/observations', { bodyLimit: 4 * 1024 * 1024 }, async (request, reply) => {
    const token = bearerToken(request);
    const site = token ? await opts.stations.stationForToken(token) : undefined;
    if (!site) throw ApiError.field(401, 'base', 'A valid station token is required (Authorization: Bearer <token>)');
    if (site.disabledAt !== null) throw ApiError.field(403, 'station', stationDisabledMessage);
    const body = parseInput(ingestBodySchema, request.body);
    if (body.station !== site.slug) {
      if (!(await opts.stations.findBySlug(body.station)))
        throw ApiError.field(404, 'station', 'is not a known station');
      throw ApiError.field(403, 'station', 'does not match the station of this token');
    }
    // The station waits only for its readings to be stored; aggregates and live metrics follow.
    const { result, followedUp } = await opts.ingestion.accept(site, body.observations);
    followedUp.catch((error: unknown) =>
      request.log.error({ err: error, station: site.slug }, 'aggregating readings failed'),
    );
    const counts = { accepted: result.accepted, duplicates: result.duplicates };
    if (result.problems.length === 0) return counts;
    const { errors } = apiErrorBodyFromIssues(result.problems.map((p) => ({ path: [p.field], message: p.message })));
    return reply.status(422).send({ errors, ...counts });
  });
}
