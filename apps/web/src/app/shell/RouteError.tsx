import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isNotFound } from '#api/errors.ts';
import { Container } from '#ui/layout/Container.tsx';
import { ErrorPage } from './ErrorPage.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';

export function isNotFoundError(error: unknown): boolean {
  return isNotFound(error) || (isRouteErrorResponse(error) && error.status === 404);
}

/** The route error element inside the shell: the 404 page for a not-found, the generic page for the rest. */
export function RouteError() {
  const error = useRouteError();
  if (isNotFoundError(error)) return <NotFoundPage />;
  console.error(error);
  return (
    <Container>
      <ErrorPage />
    </Container>
  );
}

/** The last resort when the shell itself fails: the same pages without header and footer. */
export function RootError() {
  const error = useRouteError();
  const notFound = isNotFoundError(error);
  if (!notFound) console.error(error);
  return <main id="main">{notFound ? <NotFoundPage /> : <ErrorPage />}</main>;
}
