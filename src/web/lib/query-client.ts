import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError, errorMessage } from "./api";
import { toast } from "./toast";

/**
 * Live events (lib/live.ts) invalidate what changed, so data is kept fresh by the
 * server's pushes rather than by polling; a modest staleTime avoids refetch storms.
 */
export function createQueryClient(onSignedOut: (client: QueryClient) => void = () => {}): QueryClient {
  // A 401 means the session ended under the page (signed out elsewhere, a staff session's time
  // limit): the app re-reads who is signed in and its guards take the person to sign in again.
  const whenSignedOut = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) onSignedOut(client);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      // A background refetch that fails after the data was shown deserves a word; a
      // first load that fails is shown by the page itself.
      onError: (error, query) => {
        whenSignedOut(error);
        if (query.state.data !== undefined) toast.error(errorMessage(error));
      },
    }),
    mutationCache: new MutationCache({ onError: whenSignedOut }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
          return failureCount < 2;
        },
      },
      mutations: { retry: false },
    },
  });
  return client;
}
