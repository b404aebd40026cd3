import { serverErrorMessages } from '@mesonet/shared/auth/auth.messages';
import type { ApiErrorBody } from '@mesonet/shared/contracts/api-errors.schema';
import { authHeaderNames } from '@mesonet/shared/contracts/auth-headers';
import type { z } from 'zod';
import { env } from '@/config/env';
import { checkNowOrOnLoad, LazySchema, type SchemaSource } from './lazy-schema';
import { endSessionIfStillUsing, sessionRequestHeaders, storeSessionFromResponse } from './session';

/** Read only when a call fails, so it loads then. */
const apiErrorBodySchema = new LazySchema(() =>
  import('@mesonet/shared/contracts/api-errors.schema').then((contract) => contract.apiErrorBodySchema),
);

/** Status of an ApiError when no response arrived (offline, DNS, aborted). */
export const noResponseStatus = 0;

/**
 * Every failed call ends in one of these (spec §8): the server's `errors` when it sent them,
 * otherwise just the message of what went wrong.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: ApiErrorBody | null;

  constructor(status: number, body: ApiErrorBody | null, message: string) {
    super(message);
    this.status = status;
    this.body = body;
  }
}

/**
 * Whether a failed call was the server refusing it (4xx), as opposed to no answer (a dropped link, a
 * page being left) or a server fault: only a refusal says anything about the session sent.
 */
export function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Query = Record<string, string | undefined>;

interface RequestOptions<S extends z.ZodType> {
  schema: SchemaSource<S>;
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
}

type ServerErrorListener = () => void;
const serverErrorListeners = new Set<ServerErrorListener>();

/** Spec §8: after a 500 the user's session is refreshed; the app registers how. */
export function onServerError(listener: ServerErrorListener): () => void {
  serverErrorListeners.add(listener);
  return () => serverErrorListeners.delete(listener);
}

function urlFor(path: string, query: Query | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(key, value);
  const text = search.toString();
  return `${env.apiBasePath}${path}${text ? `?${text}` : ''}`;
}

async function readJsonBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function handleFailure(
  method: Method,
  path: string,
  status: number,
  body: ApiErrorBody | null,
  sentAccessToken: string | null,
): void {
  const where = `${method} ${path} → ${status}`;
  if (status === 401) {
    // The tokens sent are no good any more: forget them so the app shows the signed-out state.
    endSessionIfStillUsing(sentAccessToken);
    console.warn(`[api] ${where}: session cleared`, body ?? '');
  } else if (status >= 500) {
    console.warn(`[api] ${where}`, body ?? '');
    console.error(serverErrorMessages.unavailable);
    for (const listener of serverErrorListeners) listener();
  } else {
    console.warn(`[api] ${where}`, body ?? '');
  }
}

/** Sends a request with the session headers; a failed answer ends in an ApiError, a good one is returned unread. */
async function send(
  method: Method,
  path: string,
  options: { accept: string; body?: unknown; query?: Query; signal?: AbortSignal },
): Promise<Response> {
  const headers: Record<string, string> = { Accept: options.accept, ...sessionRequestHeaders() };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(urlFor(path, options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : String(cause);
    console.warn(`[api] ${method} ${path}: no response (${message})`);
    throw new ApiError(noResponseStatus, null, message);
  }

  storeSessionFromResponse(response.headers);
  if (!response.ok) {
    const raw = await readJsonBody(response);
    // Its code unreachable (offline mid-call), the answer is treated as one without a usable body.
    const errorBody = await apiErrorBodySchema.load().then(
      (schema) => schema.safeParse(raw),
      () => null,
    );
    const body = errorBody?.success ? errorBody.data : null;
    handleFailure(method, path, response.status, body, headers[authHeaderNames.accessToken] ?? null);
    const firstMessage = body?.errors[0]?.messages[0];
    throw new ApiError(response.status, body, firstMessage ?? `Request failed with status ${response.status}`);
  }
  return response;
}

async function request<S extends z.ZodType>(
  method: Method,
  path: string,
  options: RequestOptions<S>,
): Promise<z.output<S>> {
  const response = await send(method, path, { accept: 'application/json', ...options });
  const json = await readJsonBody(response);
  const checked = checkNowOrOnLoad(options.schema, json, `[api] ${method} ${path}`);
  if (!checked.ok) {
    console.error(`[api] ${method} ${path}: unexpected response`, checked.issues);
    throw new ApiError(response.status, null, 'The server sent an unexpected response.');
  }
  // The raw body, not the parsed one: parsing strips fields newer than the schema that later screens may use.
  return json as z.output<S>;
}

/** The file name of a `content-disposition: attachment; filename="…"` header, if it names one. */
function attachmentFileName(header: string | null): string | null {
  const match = header?.match(/filename="?([^";]+)"?/i);
  return match?.[1] ?? null;
}

/** A file the server sends (a CSV download), with the same session headers and error handling as JSON calls. */
async function requestFile(
  path: string,
  accept: string,
  options: { query?: Query; signal?: AbortSignal },
): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await send('GET', path, { accept, ...options });
  return { blob: await response.blob(), fileName: attachmentFileName(response.headers.get('content-disposition')) };
}

export const api = {
  get: <S extends z.ZodType>(
    path: string,
    schema: SchemaSource<S>,
    options: { query?: Query; signal?: AbortSignal } = {},
  ) => request('GET', path, { schema, ...options }),
  getFile: (path: string, accept: string, options: { query?: Query; signal?: AbortSignal } = {}) =>
    requestFile(path, accept, options),
  post: <S extends z.ZodType>(path: string, body: unknown, schema: SchemaSource<S>) =>
    request('POST', path, { schema, body }),
  put: <S extends z.ZodType>(path: string, body: unknown, schema: SchemaSource<S>) =>
    request('PUT', path, { schema, body }),
  patch: <S extends z.ZodType>(path: string, body: unknown, schema: SchemaSource<S>) =>
    request('PATCH', path, { schema, body }),
  delete: <S extends z.ZodType>(path: string, schema: SchemaSource<S>) => request('DELETE', path, { schema }),
};

/**
 * What a form can show for a failed call: the server's messages (form-level `base` first), or a plain
 * sentence when there was no usable answer.
 */
export function apiErrorMessages(error: unknown): string[] {
  if (error instanceof ApiError) {
    if (error.body && error.body.errors.length > 0) {
      const ordered = [...error.body.errors].sort(
        (a, b) => Number(b.field_name === 'base') - Number(a.field_name === 'base'),
      );
      const messages = ordered.flatMap((entry) => entry.messages);
      if (messages.length > 0) return messages;
    }
    if (error.status === noResponseStatus) {
      return ['Mesonet could not be reached. Please check your internet connection and try again.'];
    }
  }
  return [serverErrorMessages.unavailable];
}
