import type { UseFormRegisterReturn } from 'react-hook-form';

/** One labelled tick box with an optional note under it. */
export function ConsoleCheckbox({
  id,
  label,
  hint,
  registration,
}: {
  id: string;
  label: string;
  hint?: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <div className="console-checkbox">
      <input id={id} type="checkbox" aria-describedby={hint ? `${id}-hint` : undefined} {...registration} />
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="console-checkbox__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
