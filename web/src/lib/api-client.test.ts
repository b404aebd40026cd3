import { describe, expect, it } from 'vitest';
import { ApiError, isRefusal, noResponseStatus } from './api-client';

describe('isRefusal: only the server refusing a call says anything about the session sent', () => {
  it.each([
    ['401, the token refused', new ApiError(401, null, 'Unauthorized'), true],
    ['403', new ApiError(403, null, 'Forbidden'), true],
    ['422', new ApiError(422, null, 'Unprocessable'), true],
    ['no answer (offline, or the page left mid-call)', new ApiError(noResponseStatus, null, 'Failed to fetch'), false],
    ['500, a server fault', new ApiError(500, null, 'Internal'), false],
    ['503', new ApiError(503, null, 'Unavailable'), false],
    ['not an API error (an answer of the wrong shape)', new Error('invalid body'), false],
  ])('%s → %s', (_case, error, refused) => {
    expect(isRefusal(error)).toBe(refused);
  });
});
