import { z } from 'zod';

/** CONTRACT.md §3: every 4xx answer carries this body; `field_name` is `base` for form-level errors. */
export const apiFieldErrorSchema = z.object({
  field_name: z.string(),
  messages: z.array(z.string()),
});
export type ApiFieldError = z.infer<typeof apiFieldErrorSchema>;

export const apiErrorBodySchema = z.object({ errors: z.array(apiFieldErrorSchema) });
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

export function apiErrorBody(fieldName: string, ...messages: string[]): ApiErrorBody {
  return { errors: [{ field_name: fieldName, messages }] };
}

/** Groups zod-style issues by their first path segment into the contract's error shape. */
export function apiErrorBodyFromIssues(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): ApiErrorBody {
  const byField = new Map<string, string[]>();
  for (const issue of issues) {
    const first = issue.path[0];
    const field = typeof first === 'string' || typeof first === 'number' ? String(first) : 'base';
    const messages = byField.get(field) ?? [];
    if (!messages.includes(issue.message)) messages.push(issue.message);
    byField.set(field, messages);
  }
  return { errors: [...byField].map(([field_name, messages]) => ({ field_name, messages })) };
}

export function messagesForField(body: ApiErrorBody | undefined, fieldName: string): string[] {
  return body?.errors.find((error) => error.field_name === fieldName)?.messages ?? [];
}
