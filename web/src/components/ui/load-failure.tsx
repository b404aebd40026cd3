import { Alert } from './alert';
import { apiErrorMessages } from '@/lib/api-client';
import './button.css';

/** A query that failed and may be asked again. */
interface FailedQuery {
  error: unknown;
  refetch: () => Promise<unknown>;
}

/** Data that did not load, which may pass: what could not be loaded, why, and a way to ask again. */
export function LoadFailure({ what, query }: { what: string; query: FailedQuery }) {
  return (
    <Alert tone="error" title={`${what} could not be loaded.`}>
      <p>{apiErrorMessages(query.error).join(' ')}</p>
      <button type="button" className="button button--secondary" onClick={() => void query.refetch()}>
        Try again
      </button>
    </Alert>
  );
}
