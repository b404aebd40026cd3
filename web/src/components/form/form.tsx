import type { FormHTMLAttributes } from 'react';
import { Alert } from '@/components/ui/alert';
import {
  FormProvider,
  type FieldValues,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';

type FormProps<Values extends FieldValues, Fields extends FieldValues> = Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'noValidate'
> & {
  /** The form's state, from useSchemaForm. */
  form: UseFormReturn<Values, unknown, Fields>;
  /** Called with the checked values once every field passes the schema. */
  onSubmit: SubmitHandler<Fields>;
  /** Called instead when a submit attempt finds something to correct. */
  onInvalidSubmit?: SubmitErrorHandler<Values>;
};

/**
 * A <form> whose FormFields find their values and messages by name. The browser's own checks are off:
 * the schema's messages are the ones the spec words.
 */
export function Form<Values extends FieldValues, Fields extends FieldValues>({
  form,
  onSubmit,
  onInvalidSubmit,
  children,
  ...props
}: FormProps<Values, Fields>) {
  return (
    <FormProvider {...form}>
      <form {...props} noValidate onSubmit={(event) => void form.handleSubmit(onSubmit, onInvalidSubmit)(event)}>
        {children}
      </form>
    </FormProvider>
  );
}

/** What a failed submit says above the form's fields (the messages naming no field), in one announced box. */
export function FormErrors({ messages }: { messages: readonly string[] }) {
  const text = messages.join(' ');
  return text ? <Alert tone="error">{text}</Alert> : null;
}
