import type { ButtonHTMLAttributes, ReactNode } from 'react';
import './button.css';

interface SubmitButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'children'> {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
}

/** The form's main action. While busy it says what is happening and cannot be pressed twice. */
export function SubmitButton({ busy, busyLabel, children, className, disabled, ...props }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={['button', 'button--primary', className].filter(Boolean).join(' ')}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      {...props}
    >
      {busy ? (
        <>
          <span className="button__spinner" aria-hidden="true" />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}

interface ActionButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'children' | 'disabled'> {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
}

/** A secondary action that sends a request. While busy it says what is happening and cannot be pressed twice. */
export function ActionButton({ busy, busyLabel, children, className, ...props }: ActionButtonProps) {
  return (
    <button
      type="button"
      className={['button', 'button--secondary', className].filter(Boolean).join(' ')}
      disabled={busy}
      aria-busy={busy || undefined}
      {...props}
    >
      {busy ? busyLabel : children}
    </button>
  );
}
