import { QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError, errorMessage } from "./api";
import { toast } from "./toast";

/**
 * Live events (lib/live.ts) invalidate what changed, so data is kept fresh by the
 * server's pushes rather than by polling; a modest staleTime avoids refetch storms.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      // A background refetch that fails after the data was shown deserves a word; a
      // first load that fails is shown by the page itself.
      onError: (error, query) => {
        if (query.state.data !== undefined) toast.error(errorMessage(error));
      },
    }),
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
}
