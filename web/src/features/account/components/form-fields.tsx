import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import '@/components/ui/field.css';
import './form-fields.css';

interface FieldFrameProps {
  id: string;
  label: string;
  /** Shown after the label for the fields the form asks for (spec §5), so the requirement is read, not guessed. */
  required?: boolean;
  hint?: ReactNode;
  error?: string | undefined;
  children: (describedBy: string | undefined) => ReactNode;
}

/** The label, hint and error around one control, as TextField lays them out. */
function FieldFrame({ id, label, required, hint, error, children }: FieldFrameProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {children(describedBy)}
      {error ? (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The visible '*'; the control itself carries aria-required, so screen readers hear it once. */
function RequiredMark() {
  return (
    <span className="field__required" aria-hidden="true">
      {' *'}
    </span>
  );
}

interface InputFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'children'> {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  required?: boolean;
  hint?: ReactNode;
  error?: string | undefined;
}

/** TextField with the required mark the account forms show. */
export function InputField({ id, label, registration, required, hint, error, ...props }: InputFieldProps) {
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      {(describedBy) => (
        <input
          className="field__input"
          id={id}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy}
          {...props}
          {...registration}
        />
      )}
    </FieldFrame>
  );
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name' | 'children'> {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  /** The choices; each is its own value unless given as { value, label }. */
  options: ReadonlyArray<string | { value: string; label: string }>;
  /** The blank first choice, shown until one is made. */
  placeholder: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string | undefined;
}

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
      {(describedBy) => (
        <select
          className="field__input field__select"
          id={id}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy}
          {...props}
          {...registration}
        >
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

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name' | 'children'> {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  required?: boolean;
  hint?: ReactNode;
  error?: string | undefined;
}

export function TextAreaField({ id, label, registration, required, hint, error, ...props }: TextAreaFieldProps) {
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      {(describedBy) => (
        <textarea
          className="field__input field__textarea"
          id={id}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy}
          {...props}
          {...registration}
        />
      )}
    </FieldFrame>
  );
}

interface CheckboxGroupProps {
  id: string;
  legend: string;
  hint?: ReactNode;
  options: readonly string[];
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}

/** Several tick boxes under one name: react-hook-form collects the ticked values as a list. */
export function CheckboxGroup({ id, legend, hint, options, registration, error }: CheckboxGroupProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset
      className={error ? 'field checkbox-group field--invalid' : 'field checkbox-group'}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
    >
      <legend className="field__label">{legend}</legend>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <div className="checkbox-group__options">
        {options.map((option, index) => (
          <label className="checkbox-group__option" key={option} htmlFor={`${id}-${index}`}>
            <input type="checkbox" id={`${id}-${index}`} value={option} {...registration} />
            {option}
          </label>
        ))}
      </div>
      {error ? (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
