import { dataViewQuerySchema } from '@mesonet/shared/contracts/data-views.schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseInput } from '../../http/api-error';
import type { AuthService } from '../auth/auth.service';
import { requireSession, signedInSession } from '../auth/authenticate';
import type { ViewerService } from '../live/viewer.service';
import type { DataViewsService } from './data-views.service';

type StationParams = { stationSlug: string };
type DataViewParams = StationParams & { dataViewSlug: string };

/** A site's data views (spec §7 "GET /members/sites/{stationSlug}/data_views/{dataViewSlug}/data_view_hash"). */
export async function dataViewsRoutes(
  app: FastifyInstance,
  opts: { dataViews: DataViewsService; authService: AuthService; viewers: ViewerService },
) {
  const service = opts.dataViews;
  const preHandler = requireSession(opts.authService);
  const viewerOf = (request: FastifyRequest) => opts.viewers.viewerForUser(signedInSession(request).userId);

  app.get<{ Params: StationParams }>(
    '/api/members/sites/:stationSlug/data_views',
    { preHandler },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return service.list(await viewerOf(request), request.params.stationSlug);
    },
  );

  app.get<{ Params: DataViewParams }>(
    '/api/members/sites/:stationSlug/data_views/:dataViewSlug/data_view_hash',
    { preHandler },
    async (request, reply) => {
      const query = parseInput(dataViewQuerySchema, request.query);
      reply.header('cache-control', 'private, no-cache');
      return service.result(await viewerOf(request), request.params.stationSlug, request.params.dataViewSlug, query);
    },
  );

  app.get<{ Params: DataViewParams }>(
    '/api/members/sites/:stationSlug/data_views/:dataViewSlug/download.csv',
    { preHandler },
    async (request, reply) => {
      const query = parseInput(dataViewQuerySchema, request.query);
      const viewer = await viewerOf(request);
      const csv = await service.download(viewer, request.params.stationSlug, request.params.dataViewSlug, query);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${csv.fileName}"`)
        .header('x-data-truncated', String(csv.truncated))
        .type('text/csv; charset=utf-8')
        .send(csv.text);
    },
  );
}
