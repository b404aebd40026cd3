import type { ReactNode } from 'react';
import { useFormContext, useFormState, get, type FieldError } from 'react-hook-form';
import { ErrorText } from '@/components/ui/text-field';

export interface Choice {
  value: string;
  label: string;
  /** Why it cannot be chosen now, said beside it; the choice is then disabled. */
  unavailable?: string | undefined;
}

interface ChoiceGroupProps {
  id: string;
  legend: string;
  name: string;
  choices: readonly Choice[];
  children?: ReactNode;
}

/** Radio buttons under one legend, what belongs to the choice below them, and the group's message. */
export function ChoiceGroup({ id, legend, name, choices, children }: ChoiceGroupProps) {
  const { register, control } = useFormContext();
  const { errors } = useFormState({ control, name });
  const error = (get(errors, name) as FieldError | undefined)?.message;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset
      className={error ? 'field alert-choices field--invalid' : 'field alert-choices'}
      aria-describedby={errorId}
    >
      <legend className="field__label">{legend}</legend>
      <div className="alert-choices__options">
        {choices.map((choice) => (
          <label className="alert-choices__option" key={choice.value} htmlFor={`${id}-${choice.value}`}>
            <input
              type="radio"
              id={`${id}-${choice.value}`}
              value={choice.value}
              disabled={choice.unavailable !== undefined}
              {...register(name)}
            />
            <span>
              {choice.label}
              {choice.unavailable ? <span className="alert-choices__note">{` (${choice.unavailable})`}</span> : null}
            </span>
          </label>
        ))}
      </div>
      {children}
      <ErrorText id={errorId}>{error}</ErrorText>
    </fieldset>
  );
}
