import type { z } from 'zod';

/**
 * A payload object that reads a missing payload as an empty one, so the errors name each required
 * field instead of only the payload key.
 */
export function payloadObject<S extends z.ZodObject>(schema: S) {
  return schema.prefault({} as z.input<S>);
}
