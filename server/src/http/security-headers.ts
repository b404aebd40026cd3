import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers, worked out once at start-up. Its middleware (and @fastify/helmet, which builds
 * the middleware again for every request) recomputes the same constant headers per request; on the
 * snapshot routes that is measurable (docs/benchmarks.md "snapshot").
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

export function registerSecurityHeaders(server: FastifyInstance, options: HelmetOptions): void {
  const headers = securityHeaders(options);
  server.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
