import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthService } from '../auth/auth.service';
import { requireSession, signedInSession } from '../auth/authenticate';
import type { SnapshotBytes, StationSnapshots } from './station-snapshot';
import type { ViewerService } from './viewer.service';

function sendSnapshot(request: FastifyRequest, reply: FastifyReply, snapshot: SnapshotBytes) {
  reply.header('etag', snapshot.etag);
  reply.header('cache-control', 'private, no-cache');
  reply.header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === snapshot.etag) return reply.status(304).send();
  reply.type('application/json; charset=utf-8');
  if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
    return reply.header('content-encoding', 'gzip').send(snapshot.gzipped);
  }
  return reply.send(snapshot.body);
}

/** The site list with current readings: visitors' limited set, and each member's plan. */
export async function stationsRoutes(
  app: FastifyInstance,
  opts: { snapshots: StationSnapshots; authService: AuthService; viewers: ViewerService },
) {
  app.get('/api/sites', async (request, reply) =>
    sendSnapshot(request, reply, opts.snapshots.forViewer({ kind: 'visitor' })),
  );

  // Answered without a promise when the session and viewer were looked up lately: every map poll.
  app.get('/api/members/sites', { preHandler: requireSession(opts.authService) }, (request, reply) => {
    const { userId } = signedInSession(request);
    const viewer = opts.viewers.cachedViewer(userId);
    if (!viewer)
      return opts.viewers
        .viewerForUser(userId)
        .then((looked) => sendSnapshot(request, reply, opts.snapshots.forViewer(looked)));
    sendSnapshot(request, reply, opts.snapshots.forViewer(viewer));
    return undefined;
  });
}
