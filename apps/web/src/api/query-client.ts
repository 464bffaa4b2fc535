import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, isNotFound } from './errors.ts';
import { presentError, type ErrorDisplay } from './present-error.ts';

declare module '@tanstack/react-query' {
  interface Register {
    /** `meta.errorDisplay`: how a failure is shown; a popup unless told ('toast' on fantasy screens, 'none' when the screen handles it). */
    queryMeta: { errorDisplay?: ErrorDisplay };
    mutationMeta: { errorDisplay?: ErrorDisplay };
  }
}

function shouldRetry(failureCount: number, error: unknown): boolean {
  // Answers of the server (4xx) do not change on retry; network failures and 5xx may.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // A 404 renders the 404 page instead; a failed background refresh keeps the data on screen quietly.
        if (isNotFound(error) || query.state.data !== undefined) return;
        presentError(error, query.meta?.errorDisplay);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        presentError(error, mutation.meta?.errorDisplay);
      },
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        // A GET answered 404 goes to the route error element, which shows the 404 page.
        throwOnError: (error) => isNotFound(error),
      },
    },
  });
}
