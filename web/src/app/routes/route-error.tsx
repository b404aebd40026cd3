import { isRouteErrorResponse, useRouteError } from 'react-router';
import { env } from '@/config/env';

/** Last resort when a screen fails to load or render: say so plainly and offer a way on. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main className="route-error" id="main">
      <h1>Something went wrong</h1>
      <p>{env.productName} could not show this page. Please reload it, or try again in a few minutes.</p>
      {detail ? <p className="route-error__detail">{detail}</p> : null}
      <p>
        <a href="/">Go to the home page</a>
      </p>
    </main>
  );
}
