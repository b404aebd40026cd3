import type { ErrorOption } from 'react-hook-form';

type SetFieldError<F extends string> = (name: F, error: ErrorOption, options?: { shouldFocus: boolean }) => void;

/**
 * Puts each server message under its field (react-hook-form's `setError`), in the form's order, and
 * moves the cursor to the first of them. Returns whether any field got a message.
 */
export function showServerFieldErrors<F extends string>(
  setError: SetFieldError<F>,
  fieldsInOrder: readonly F[],
  messages: Partial<Record<F, string | undefined>>,
): boolean {
  let focused = false;
  for (const name of fieldsInOrder) {
    const message = messages[name];
    if (!message) continue;
    setError(name, { type: 'server', message }, { shouldFocus: !focused });
    focused = true;
  }
  return focused;
}
