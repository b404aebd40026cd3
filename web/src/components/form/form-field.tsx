import type { RefObject } from 'react';
import {
  get,
  useFormContext,
  useFormState,
  type FieldError,
  type RegisterOptions,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import {
  CheckboxGroup,
  SelectField,
  TextAreaField,
  TextField,
  type CheckboxGroupProps,
  type SelectFieldProps,
  type TextAreaFieldProps,
  type TextFieldProps,
} from '@/components/ui/text-field';

/** What a bound field takes instead of a registration and an error: the name of its value in the form. */
interface Binding {
  name: string;
  /** react-hook-form's options for this field, beside the form's schema (an extra onChange, say). */
  registerOptions?: RegisterOptions;
}

type Bound<Props> = Omit<Props, 'registration' | 'error'> & Binding;

/**
 * The field's registration with the surrounding <Form>, and its message: the schema's (spec §5's words,
 * from shared/) once the field has been left or a submit tried, or the server's after a failed call.
 */
export function useBoundField({ name, registerOptions }: Binding): {
  registration: UseFormRegisterReturn;
  error?: string;
} {
  const { register, control } = useFormContext();
  const { errors } = useFormState({ control, name });
  const error = get(errors, name) as FieldError | undefined;
  return { registration: register(name, registerOptions), error: error?.message };
}

export type FormFieldProps = Bound<TextFieldProps> & { inputRef?: RefObject<HTMLInputElement | null> };

/** A labelled input bound by name to the form around it; `inputRef` also receives the input (to focus it later). */
export function FormField({ name, registerOptions, inputRef, ...props }: FormFieldProps) {
  const { registration, error } = useBoundField({ name, registerOptions });
  const ref = (element: HTMLInputElement | null) => {
    registration.ref(element);
    if (inputRef) inputRef.current = element;
  };
  return <TextField {...props} registration={{ ...registration, ref }} error={error} />;
}

/** A labelled drop-down bound by name to the form around it. */
export function FormSelectField({ name, registerOptions, ...props }: Bound<SelectFieldProps>) {
  return <SelectField {...props} {...useBoundField({ name, registerOptions })} />;
}

/** A labelled text box bound by name to the form around it. */
export function FormTextAreaField({ name, registerOptions, ...props }: Bound<TextAreaFieldProps>) {
  return <TextAreaField {...props} {...useBoundField({ name, registerOptions })} />;
}

/** Tick boxes under one name, bound to the form around them. */
export function FormCheckboxGroup({ name, registerOptions, ...props }: Bound<CheckboxGroupProps>) {
  return <CheckboxGroup {...props} {...useBoundField({ name, registerOptions })} />;
}
