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

/**
 * JSON answers are never rendered as documents, so they carry the OWASP REST set: no sniffing, no
 * framing, nothing loaded, same-origin only, HTTPS remembered. Helmet's document headers (referrer,
 * opener, DNS prefetch, download and XSS-filter switches) would only cost time on every poll.
 */
function apiSecurityHeaders(documentHeaders: Readonly<Record<string, string>>): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'strict-transport-security': documentHeaders['strict-transport-security'] ?? 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
}

export function registerSecurityHeaders(server: FastifyInstance, options: HelmetOptions): void {
  const documentHeaders = securityHeaders(options);
  const apiHeaders = apiSecurityHeaders(documentHeaders);
  server.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? apiHeaders : documentHeaders);
    done();
  });
}
