import type { ReactNode } from 'react';
import { SubmitButton } from '@/components/ui/button';

interface FormActionsProps {
  /** The row's layout class of the screen it sits in. */
  className: string;
  busy: boolean;
  busyLabel: string;
  onCancel: () => void;
  /** Whether Cancel stays usable while the form saves (the console's editors close without waiting). */
  cancelWhileBusy?: boolean;
  children: ReactNode;
}

/** Cancel, then the submit button: the foot of every form that opens over a list or the map. */
export function FormActions({
  className,
  busy,
  busyLabel,
  onCancel,
  cancelWhileBusy = false,
  children,
}: FormActionsProps) {
  return (
    <div className={className}>
      <button type="button" className="button button--secondary" onClick={onCancel} disabled={busy && !cancelWhileBusy}>
        Cancel
      </button>
      <SubmitButton busy={busy} busyLabel={busyLabel}>
        {children}
      </SubmitButton>
    </div>
  );
}
