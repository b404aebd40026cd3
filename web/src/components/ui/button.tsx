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
