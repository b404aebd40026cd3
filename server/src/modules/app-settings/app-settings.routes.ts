import { createHash } from 'node:crypto';
import { metricDisplayStatuses } from '@mesonet/shared/metrics/metric-display-statuses';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppSettingsService } from './app-settings.service';

function sendCacheable(request: FastifyRequest, reply: FastifyReply, body: string) {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  reply.header('etag', etag).header('cache-control', 'public, no-cache');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}

export async function appSettingsRoutes(app: FastifyInstance, opts: { appSettings: AppSettingsService }) {
  const settings = opts.appSettings;

  app.get('/api/app_settings', async (request, reply) => {
    const rows = await settings.list();
    return sendCacheable(
      request,
      reply,
      JSON.stringify(rows.map((row) => ({ category: row.category, key: row.key, value: row.value }))),
    );
  });

  /**
   * Spec §3 "Metric display status": the legend bands of the shared metric catalogue with the operator's
   * edits, read fresh so that every app process serves the same; the ETag changes with any edit.
   */
  app.get('/api/metric_display_statuses', async (request, reply) => {
    const legends = await settings.legends();
    return sendCacheable(request, reply, JSON.stringify(metricDisplayStatuses(legends)));
  });
}
