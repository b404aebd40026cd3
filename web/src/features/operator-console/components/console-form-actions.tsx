import type { ReactNode } from 'react';
import { FormActions } from '@/components/form/form-actions';

/** The Cancel and submit buttons under every console editor that opens over its list. */
export function ConsoleFormActions(props: {
  busy: boolean;
  busyLabel: string;
  onCancel: () => void;
  children: ReactNode;
}) {
  return <FormActions className="console-form__actions" cancelWhileBusy {...props} />;
}
