import { createHash } from 'node:crypto';
import { metricCatalogue, metricKeys } from '@mesonet/shared/metrics/metric-catalogue';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { appSettingsRepository } from './app-settings.repository';

function sendCacheable(request: FastifyRequest, reply: FastifyReply, body: string) {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  reply.header('etag', etag).header('cache-control', 'public, no-cache');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}

/**
 * Metric display statuses are the legend bands of the metric catalogue in shared/ (one source for
 * server and browser); this serves them in the shape of spec §3.
 */
const metricDisplayStatuses = JSON.stringify(
  metricKeys.flatMap((key) =>
    (metricCatalogue[key].legend?.bands ?? []).map((band) => ({
      metric_key: key,
      label: band.label,
      background_color: band.background_color,
      font_color: band.font_color,
      threshold_value: band.threshold_value,
    })),
  ),
);

export async function appSettingsRoutes(app: FastifyInstance, opts: { db: Database }) {
  const settings = appSettingsRepository(opts.db);

  app.get('/api/app_settings', async (request, reply) => {
    const rows = await settings.list();
    return sendCacheable(
      request,
      reply,
      JSON.stringify(rows.map((row) => ({ category: row.category, key: row.key, value: row.value }))),
    );
  });

  app.get('/api/metric_display_statuses', async (request, reply) =>
    sendCacheable(request, reply, metricDisplayStatuses),
  );
}
