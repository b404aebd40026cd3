import './spinner.css';

/** The waiting circle; screen readers hear the words beside it instead. */
export function Spinner({ small = false }: { small?: boolean }) {
  return <span className={small ? 'spinner spinner--small' : 'spinner'} aria-hidden="true" />;
}
