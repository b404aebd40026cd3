import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback } from 'react';
import {
  useForm,
  type FieldValues,
  type UseFormProps,
  type UseFormRegister,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import type { z } from 'zod';

type SchemaFormOptions<Values extends FieldValues, Fields extends FieldValues> = Omit<
  UseFormProps<Values, unknown, Fields>,
  'resolver' | 'mode' | 'reValidateMode'
>;

/**
 * Every form of the app: checked by its schema from shared/ (spec §5's exact messages), a field as
 * soon as the grower leaves it and again at each change after, and all of them on a submit attempt,
 * which moves the cursor to the first to correct. react-hook-form's default checks only on submit, so
 * a Submit kept disabled until the required fields are filled would never say what is missing.
 */
export function useSchemaForm<Values extends FieldValues, Fields extends FieldValues = Values>(
  schema: z.ZodType<Fields, Values>,
  options: SchemaFormOptions<Values, Fields>,
) {
  const form = useForm<Values, unknown, Fields>({
    ...options,
    resolver: zodResolver(schema),
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });
  const { register: registerField } = form;
  const register = useCallback<UseFormRegister<Values>>(
    (name, registerOptions) => checkedOnceReleased(registerField(name, registerOptions)),
    [registerField],
  );
  return { ...form, register };
}

/**
 * A field left by pressing the mouse elsewhere (a radio button, Cancel, a link below it) is checked
 * once the button is released: a message appearing between press and release would push what was
 * pressed from under the pointer, and the click would be lost. Tab and touch are checked at once.
 */
function checkedOnceReleased<Name extends string>(
  registration: UseFormRegisterReturn<Name>,
): UseFormRegisterReturn<Name> {
  return {
    ...registration,
    onBlur: (event) => afterRelease(() => registration.onBlur(event)),
  };
}

let mouseDown = false;
const waitingForRelease: Array<() => void> = [];

function release() {
  mouseDown = false;
  // After the click the release makes: it goes to what was pressed before any message moves it.
  setTimeout(() => waitingForRelease.splice(0).forEach((check) => check()));
}

function afterRelease(check: () => Promise<unknown>): Promise<void> {
  if (!mouseDown) return check().then(() => undefined);
  return new Promise((resolve) => waitingForRelease.push(() => void check().then(() => resolve())));
}

if (typeof window !== 'undefined') {
  window.addEventListener('mousedown', () => (mouseDown = true), true);
  window.addEventListener('mouseup', release, true);
  // A release outside the window, or the window left mid-press, is a release too.
  window.addEventListener('blur', release);
}
