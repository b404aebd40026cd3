import { dataViewQuerySchema } from '@mesonet/shared/contracts/data-views.schema';
import {
  growingLocationRequestSchema,
  growingLocationSlugPattern,
  growingSeasonIdPattern,
  growingSeasonRequestSchema,
} from '@mesonet/shared/contracts/growing-seasons.schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, parseInput } from '../../http/api-error';
import type { AuthService } from '../auth/auth.service';
import { requireSession, signedInSession } from '../auth/authenticate';
import type { GrowingSeasonsService } from './growing-seasons.service';
import type { SeasonMember } from './season-steps';
import type { SeasonMemberService } from './season-member.service';

type SeasonParams = { id: string };
type LocationParams = { slug: string };
type SeasonViewParams = SeasonParams & { dataViewSlug: string };

/** Growing locations, growing seasons and season graphs (shared/src/contracts/growing-seasons.schema.ts). */
export async function growingSeasonsRoutes(
  app: FastifyInstance,
  opts: { growingSeasons: GrowingSeasonsService; seasonMembers: SeasonMemberService; authService: AuthService },
) {
  const service = opts.growingSeasons;
  const preHandler = requireSession(opts.authService);
  const memberOf = (request: FastifyRequest): Promise<SeasonMember> =>
    opts.seasonMembers.memberOf(signedInSession(request).userId);

  function seasonId(params: SeasonParams): string {
    if (!growingSeasonIdPattern.test(params.id))
      throw ApiError.field(404, 'growing_season_id', 'is not a known growing season');
    return params.id;
  }

  app.get('/api/members/growing_locations', { preHandler }, async (request, reply) => {
    reply.header('cache-control', 'private, no-cache');
    return { growing_locations: await service.listLocations(await memberOf(request)) };
  });

  app.put<{ Params: LocationParams }>('/api/members/growing_locations/:slug', { preHandler }, async (request) => {
    if (!growingLocationSlugPattern.test(request.params.slug)) {
      throw ApiError.unprocessable('slug', 'must be 1–64 lowercase letters, digits and dashes');
    }
    const fields = parseInput(growingLocationRequestSchema, request.body);
    return { growing_location: await service.saveLocation(await memberOf(request), request.params.slug, fields) };
  });

  app.get('/api/members/growing_seasons', { preHandler }, async (request, reply) => {
    reply.header('cache-control', 'private, no-cache');
    return { growing_seasons: await service.listSeasons(await memberOf(request)) };
  });

  app.get<{ Params: SeasonParams }>('/api/members/growing_seasons/:id', { preHandler }, async (request, reply) => {
    reply.header('cache-control', 'private, no-cache');
    return { growing_season: await service.season(await memberOf(request), seasonId(request.params)) };
  });

  app.put<{ Params: SeasonParams }>('/api/members/growing_seasons/:id', { preHandler }, async (request) => {
    if (!growingSeasonIdPattern.test(request.params.id)) {
      throw ApiError.unprocessable('id', 'must be a UUID or 8–64 lowercase letters, digits and dashes');
    }
    const member = await memberOf(request);
    const values = parseInput(growingSeasonRequestSchema, request.body);
    return { growing_season: await service.saveSeason(member, request.params.id, values) };
  });

  app.delete<{ Params: SeasonParams }>('/api/members/growing_seasons/:id', { preHandler }, async (request) => {
    await service.deleteSeason(await memberOf(request), request.params.id);
    return { success: true as const };
  });

  app.get<{ Params: SeasonViewParams }>(
    '/api/members/growing_seasons/:id/data_views/:dataViewSlug/data_view_hash',
    { preHandler },
    async (request, reply) => {
      const query = parseInput(dataViewQuerySchema, request.query);
      reply.header('cache-control', 'private, no-cache');
      return service.dataView(await memberOf(request), seasonId(request.params), request.params.dataViewSlug, query);
    },
  );
}
