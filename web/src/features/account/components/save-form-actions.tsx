import { Alert } from '@/components/ui/alert';
import { SubmitButton } from '@/components/ui/button';

/** The outcome of the last save, shown above the Submit button. */
export interface SaveStatus {
  tone: 'success' | 'error';
  messages: string[];
}

/** Foot of the account forms that save in place (company details, survey): the last save's outcome and Submit. */
export function SaveFormActions({
  status,
  saving,
  canSubmit,
}: {
  status: SaveStatus | null;
  saving: boolean;
  canSubmit: boolean;
}) {
  return (
    <div className="account-form__actions">
      {status ? (
        <Alert tone={status.tone}>
          {status.messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </Alert>
      ) : null}
      <SubmitButton className="account-form__submit" busy={saving} busyLabel="Saving…" disabled={!canSubmit}>
        Submit
      </SubmitButton>
    </div>
  );
}
