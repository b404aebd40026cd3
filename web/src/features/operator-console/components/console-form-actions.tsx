import type { ReactNode } from 'react';
import { SubmitButton } from '@/components/ui/button';

interface ConsoleFormActionsProps {
  busy: boolean;
  busyLabel: string;
  onCancel: () => void;
  children: ReactNode;
}

/** The Cancel and submit buttons under every console editor that opens over its list. */
export function ConsoleFormActions({ busy, busyLabel, onCancel, children }: ConsoleFormActionsProps) {
  return (
    <div className="console-form__actions">
      <button type="button" className="button button--secondary" onClick={onCancel}>
        Cancel
      </button>
      <SubmitButton busy={busy} busyLabel={busyLabel}>
        {children}
      </SubmitButton>
    </div>
  );
}
