import { Spinner } from './spinner';
import './page-loading.css';

export function PageLoading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="page-loading" role="status">
      <Spinner />
      {label}
    </div>
  );
}
