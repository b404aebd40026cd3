import { useFormContext } from 'react-hook-form';

/** One labelled tick box with an optional note under it, bound by name to the form around it. */
export function ConsoleCheckbox({ id, label, hint, name }: { id: string; label: string; hint?: string; name: string }) {
  const { register } = useFormContext();
  return (
    <div className="console-checkbox">
      <input id={id} type="checkbox" aria-describedby={hint ? `${id}-hint` : undefined} {...register(name)} />
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="console-checkbox__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
