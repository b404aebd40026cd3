import { Alert } from '@/components/ui/alert';
import { apiErrorMessages } from '@/lib/api-client';

/** A failed load that may pass: what could not be loaded, why, and a way to ask again. */
export function QueryFailure({ what, error, onRetry }: { what: string; error?: unknown; onRetry: () => void }) {
  return (
    <Alert tone="error" title={`${what} could not be loaded.`}>
      {error === undefined ? null : <p>{apiErrorMessages(error).join(' ')}</p>}
      <button type="button" className="button button--secondary" onClick={onRetry}>
        Try again
      </button>
    </Alert>
  );
}
