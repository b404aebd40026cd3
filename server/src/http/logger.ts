import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

/** Services log through this narrow interface so they need no Fastify types. */
export type Logger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error' | 'debug'>;

/** Query parameters whose value opens an account: reset_password_token, invitation_token and any other token. */
const secretParameter = /token/i;

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/**
 * The URL with the value of every token parameter replaced, for the logs: a password-reset or
 * invitation token in a log file would let anyone who reads the logs use it.
 */
export function redactUrlSecrets(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0 || !secretParameter.test(decodedName(pair.slice(0, equals)))) return pair;
      return `${pair.slice(0, equals)}=[redacted]`;
    });
  return `${url.slice(0, queryStart + 1)}${query.join('&')}`;
}

/** Fastify's own request serializer, with the URL's secrets left out. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrlSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The server's logger; the app's not-found handler replaces Fastify's, which would log the raw URL. */
export function loggerOptions(level: string) {
  return { level, serializers: { req: serializeRequest } };
}
