import { z } from 'zod';

/**
 * A form's resolver schema: the values as the inputs hold them (`form`, strings and lists) in, the
 * payload out, checked by the payload's own schema so the form and the server give the same messages
 * under the same field names.
 */
export function formSchema<F extends z.ZodObject, P extends z.ZodType>(
  form: F,
  payload: P,
  /** What the payload schema reads; it checks every value, so a select's free text needs no type of its own. */
  toPayload: (values: z.output<F>) => unknown = (values) => values,
) {
  return form.transform((values, ctx): z.output<P> => {
    const result = payload.safeParse(toPayload(values));
    if (result.success) return result.data;
    for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  });
}
