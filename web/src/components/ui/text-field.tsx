import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import './field.css';

/** What every field takes beside its control's own attributes. */
interface FieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  /** Shown after the label for the fields the form asks for (spec §5), so the requirement is read, not guessed. */
  required?: boolean;
  hint?: ReactNode;
  error?: string | undefined;
}

/** The control's own attributes, less those the field sets. */
type ControlAttributes<Attributes> = Omit<Attributes, 'id' | 'name' | 'children'>;

/** What ties a control to its label, hint and error. */
interface ControlLinks {
  id: string;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
  'aria-describedby': string | undefined;
}

/** The hint and error ids a control or group is described by, in reading order. */
function noteIds(id: string, hint: ReactNode, error: string | undefined) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

function Hint({ id, children }: { id: string | undefined; children: ReactNode }) {
  return children ? (
    <p className="field__hint" id={id}>
      {children}
    </p>
  ) : null;
}

/** Announced as it appears, so a grower hears what to correct; nothing while there is nothing to say. */
export function ErrorText({ id, children }: { id?: string | undefined; children: ReactNode }) {
  return children ? (
    <p className="field__error" id={id} role="alert">
      {children}
    </p>
  ) : null;
}

/** The label, hint above and error below one control, both announced with it. */
function FieldFrame({
  id,
  label,
  required,
  hint,
  error,
  children,
}: Omit<FieldProps, 'registration'> & { children: (links: ControlLinks) => ReactNode }) {
  const { hintId, errorId, describedBy } = noteIds(id, hint, error);
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <Hint id={hintId}>{hint}</Hint>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-required': required || undefined,
        'aria-describedby': describedBy,
      })}
      <ErrorText id={errorId}>{error}</ErrorText>
    </div>
  );
}

/** The visible '*'; the control itself carries aria-required, so screen readers hear it once. */
export function RequiredMark() {
  return (
    <span className="field__required" aria-hidden="true">
      {' *'}
    </span>
  );
}

export type TextFieldProps = FieldProps & ControlAttributes<InputHTMLAttributes<HTMLInputElement>>;

/** A labelled input with its hint above and its error below. */
export function TextField({ id, label, registration, required, hint, error, ...props }: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      {(links) => <input className="field__input" {...links} {...props} {...registration} />}
    </FieldFrame>
  );
}

export type SelectFieldProps = FieldProps &
  ControlAttributes<SelectHTMLAttributes<HTMLSelectElement>> & {
    /** The choices; each is its own value unless given as { value, label }. */
    options: ReadonlyArray<string | { value: string; label: string }>;
    /** The blank first choice, shown until one is made. */
    placeholder: string;
  };

/** A labelled drop-down with a blank first choice. */
export function SelectField({
  id,
  label,
  registration,
  options,
  placeholder,
  required,
  hint,
  error,
  ...props
}: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      {(links) => (
        <select className="field__input field__select" {...links} {...props} {...registration}>
          <option value="">{placeholder}</option>
          {options.map((option) => {
            const { value, label: text } = typeof option === 'string' ? { value: option, label: option } : option;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </select>
      )}
    </FieldFrame>
  );
}

export type TextAreaFieldProps = FieldProps & ControlAttributes<TextareaHTMLAttributes<HTMLTextAreaElement>>;

/** A labelled box for a few lines of text. */
export function TextAreaField({ id, label, registration, required, hint, error, ...props }: TextAreaFieldProps) {
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      {(links) => <textarea className="field__input field__textarea" {...links} {...props} {...registration} />}
    </FieldFrame>
  );
}

export interface CheckboxGroupProps {
  id: string;
  legend: string;
  hint?: ReactNode;
  options: readonly string[];
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}

/** Several tick boxes under one name: react-hook-form collects the ticked values as a list. */
export function CheckboxGroup({ id, legend, hint, options, registration, error }: CheckboxGroupProps) {
  const { hintId, errorId, describedBy } = noteIds(id, hint, error);
  return (
    <fieldset
      className={error ? 'field checkbox-group field--invalid' : 'field checkbox-group'}
      aria-describedby={describedBy}
    >
      <legend className="field__label">{legend}</legend>
      <Hint id={hintId}>{hint}</Hint>
      <div className="checkbox-group__options">
        {options.map((option, index) => (
          <label className="checkbox-group__option" key={option} htmlFor={`${id}-${index}`}>
            <input type="checkbox" id={`${id}-${index}`} value={option} {...registration} />
            {option}
          </label>
        ))}
      </div>
      <ErrorText id={errorId}>{error}</ErrorText>
    </fieldset>
  );
}
