import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { api, ApiError, apiErrorMessages, isRefusal, noResponseStatus } from './api-client';
import { LazySchema, onLateRejection } from './lazy-schema';

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

describe('api.get: answers checked by their schema', () => {
  const reading = z.object({ value: z.number() });
  const stops: Array<() => void> = [];

  beforeEach(() => {
    vi.stubGlobal('document', { cookie: '' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    stops.splice(0).forEach((stop) => stop());
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const answering = (status: number, body: unknown) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
      ),
    );

  it('refuses an answer of the wrong shape when the schema is at hand', async () => {
    answering(200, { value: 'three' });
    await expect(api.get('/reading', reading)).rejects.toThrow('The server sent an unexpected response.');
  });

  it('hands over an answer that arrives before its schema, and reports it once the schema shows it is wrong', async () => {
    answering(200, { value: 'three' });
    const heard: string[] = [];
    stops.push(onLateRejection((what) => heard.push(what)));
    let arrive: (schema: typeof reading) => void = () => undefined;
    const lazy = new LazySchema(() => new Promise<typeof reading>((resolve) => (arrive = resolve)));
    await expect(api.get('/reading', lazy)).resolves.toEqual({ value: 'three' });
    expect(heard).toEqual([]);
    arrive(reading);
    await vi.waitFor(() => expect(heard).toEqual(['[api] GET /reading']));
    // From now on the schema is at hand, and the same answer is refused before use.
    await expect(api.get('/reading', lazy)).rejects.toThrow('The server sent an unexpected response.');
  });

  it("reads a refusal's field errors with the error schema, loaded when a call first fails", async () => {
    answering(422, { errors: [{ field_name: 'email', messages: ['Email is invalid'] }] });
    const refused = await api.get('/reading', reading).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).body?.errors[0]?.field_name).toBe('email');
    expect(apiErrorMessages(refused)).toEqual(['Email is invalid']);
  });
});
