import { apiErrorBody } from '@mesonet/shared/contracts/api-errors.schema';
import { serverErrorMessages } from '@mesonet/shared/auth/auth.messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError } from './api-error';

/** Safe texts for the 4xx errors Fastify itself raises; never its internal wording. */
function fastifyClientErrorText(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'The request body must be JSON (Content-Type: application/json)';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'The request body length does not match its Content-Length';
    default:
      return error.statusCode === 429 ? serverErrorMessages.tooManyAttempts : 'The request could not be accepted';
  }
}

/** CONTRACT.md §3: 4xx in the error shape, and no stack trace or SQL ever reaches a response. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) return reply.status(error.statusCode).send(error.body);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, status }, 'client error');
      return reply.status(status).send(apiErrorBody('base', fastifyClientErrorText(error)));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(apiErrorBody('base', serverErrorMessages.unavailable));
  });
}
