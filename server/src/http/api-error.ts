import { apiErrorBody, apiErrorBodyFromIssues, type ApiErrorBody } from '@mesonet/shared/contracts/api-errors.schema';
import type { z } from 'zod';

/** An answer for the client in the contract's error shape; services throw it, the error handler sends it. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.errors.map((e) => `${e.field_name}: ${e.messages.join(', ')}`).join('; '));
  }

  static field(statusCode: number, fieldName: string, ...messages: string[]): ApiError {
    return new ApiError(statusCode, apiErrorBody(fieldName, ...messages));
  }

  static unprocessable(fieldName: string, ...messages: string[]): ApiError {
    return ApiError.field(422, fieldName, ...messages);
  }
}

/** Validates any API input with its schema; a failure is a 422 naming each bad field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw new ApiError(422, apiErrorBodyFromIssues(result.error.issues));
  return result.data;
}
