import { useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import '@/components/ui/button.css';

/** What the operator is asked before a change that takes effect at once. */
export interface ConsoleQuestion {
  title: string;
  question: string;
  confirmLabel: string;
  busyLabel: string;
  /** A change that undoes nothing (enabling a station again): the primary look, not the red one. */
  harmless?: boolean;
  /** Makes the change; it calls the `close` that useConsoleConfirm returns once the change has settled. */
  onConfirm: () => void;
}

/**
 * The console's one confirmation at a time: `ask` opens it from the button pressed, which has the focus
 * again when it closes; the section renders `dialog`. It stays open, busy, until the change settles.
 */
export function useConsoleConfirm(busy: boolean) {
  const [asked, setAsked] = useState<ConsoleQuestion | null>(null);
  const openerRef = useRef<HTMLElement | null>(null);

  function ask(opener: HTMLElement, question: ConsoleQuestion) {
    openerRef.current = opener;
    setAsked(question);
  }

  const close = () => setAsked(null);
  const dialog = asked ? (
    <ConfirmDialog
      title={asked.title}
      confirmLabel={asked.confirmLabel}
      busy={busy}
      busyLabel={asked.busyLabel}
      confirmClassName={asked.harmless ? 'button button--primary' : undefined}
      onConfirm={asked.onConfirm}
      onCancel={close}
      returnFocusRef={openerRef}
    >
      <p>{asked.question}</p>
    </ConfirmDialog>
  ) : null;
  return { ask, close, dialog };
}
