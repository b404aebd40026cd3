import { apiErrorBodyFromIssues } from '@mesonet/shared/contracts/api-errors.schema';
import type { ObservationProblem } from '@mesonet/shared/stations/observation-validation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError, parseInput } from '../../http/api-error';
import type { StationsService } from '../stations/stations.service';
import type { StationRow } from '../stations/stations.tables';
import type { IngestionService } from './ingestion.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The station whose token came with an ingestion request; set before its body is read. */
    station: StationRow | null;
  }
}

export const maxObservationsPerRequest = 5000;

/**
 * Posts one station may make per minute. A station reports once every 1 to 15 minutes; a logger back
 * after an outage sends its backlog in batches (two weeks of one-minute readings is 5 batches of
 * 5000), and the demo simulator catching up after two weeks' stop sends 11 of 2000. 20 leaves room for
 * that and for retries, and keeps a leaked or misconfigured token from making the server store more
 * than 20 batches a minute. Counted in each app process.
 */
export const stationPostsPerMinute = 20;

const ingestBodySchema = z.object({
  station: z.string({ error: 'is required' }).min(1, 'is required').max(100, 'is too long'),
  observations: z
    .array(z.unknown(), { error: 'must be a list of readings' })
    .min(1, 'must hold at least one reading')
    .max(maxObservationsPerRequest, `must hold at most ${maxObservationsPerRequest} readings`),
});

/** Problems or notes in the API's error shape: `[{ field_name, messages }]`. */
function fieldMessages(notes: readonly ObservationProblem[]) {
  return apiErrorBodyFromIssues(notes.map((note) => ({ path: [note.field], message: note.message }))).errors;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

export const stationDisabledMessage = 'is disabled: its readings are refused until an operator enables it';

/**
 * CONTRACT.md §5: stations post readings with their own token. The answer counts the readings stored;
 * a reading refused, or a channel dropped by QC (its reading stored without it), makes it 422 naming
 * each; channels stored clamped are listed under `clamped`. A missing or unknown token is 401; a
 * disabled station's token is still known, so it is 403 (the station is recognised but may not report),
 * which tells its logger to stop retrying rather than to ask for a new token.
 */
export async function ingestionRoutes(
  app: FastifyInstance,
  opts: { stations: StationsService; ingestion: IngestionService },
) {
  app.decorateRequest('station', null);
  const stationLimit = app.createRateLimit({
    max: stationPostsPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `station:${request.station?.id ?? ''}`,
  });
  /** Refused before the body is read: the connection is closed, so the client cannot make the server read it anyway. */
  const refuse = (reply: FastifyReply, status: number, field: string, message: string) => {
    reply.header('connection', 'close');
    return ApiError.field(status, field, message);
  };

  // The token and the station's rate are checked as the request arrives, before its body (up to
  // 4 MB of JSON) is read and parsed: a client without a token cannot make the server do that work.
  const authenticateStation = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request);
    const station = token ? await opts.stations.stationForToken(token) : undefined;
    if (!station) throw refuse(reply, 401, 'base', 'A valid station token is required (Authorization: Bearer <token>)');
    if (station.disabledAt !== null) throw refuse(reply, 403, 'station', stationDisabledMessage);
    request.station = station;
    const limit = await stationLimit(request);
    if (!limit.isAllowed && limit.isExceeded) {
      reply.header('retry-after', limit.ttlInSeconds);
      throw refuse(reply, 429, 'base', 'This station posts too often; try again after Retry-After seconds');
    }
  };

  // Stopping the server finishes the aggregates of what was already accepted.
  app.addHook('onClose', () => opts.ingestion.settled());
  app.post(
    '/api/ingest/observations',
    { bodyLimit: 4 * 1024 * 1024, onRequest: authenticateStation },
    async (request, reply) => {
      const station = request.station as StationRow;
      const body = parseInput(ingestBodySchema, request.body);
      if (body.station !== station.slug) {
        if (!(await opts.stations.findBySlug(body.station)))
          throw ApiError.field(404, 'station', 'is not a known station');
        throw ApiError.field(403, 'station', 'does not match the station of this token');
      }
      // The station waits only for its readings to be stored; aggregates and live metrics follow.
      const { result, followedUp } = await opts.ingestion.accept(station, body.observations);
      followedUp.catch((error: unknown) =>
        request.log.error({ err: error, station: station.slug }, 'aggregating readings failed'),
      );
      // Clamped channels are stored as the handbook reads them: named, but no error (200 if nothing else).
      const counts = {
        accepted: result.accepted,
        duplicates: result.duplicates,
        ...(result.clamped.length > 0 ? { clamped: fieldMessages(result.clamped) } : {}),
      };
      if (result.problems.length === 0) return counts;
      return reply.status(422).send({ errors: fieldMessages(result.problems), ...counts });
    },
  );
}
