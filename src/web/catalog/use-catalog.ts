import {
  keepPreviousData,
  type QueryClient,
  type QueryKey,
  queryOptions,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useEffect } from "react";
import type { CatalogQuery } from "../../contracts/catalog/catalog";
import { apiQuery, call, operationUrl } from "../lib/api";
import { peekCatalogPage, peekProduct, takeCatalogPage, takeProduct } from "../lib/embedded-answers";

/**
 * Requests a route started before the page's chunk arrived (routes.tsx), by URL. On a first
 * visit the route renders before the storefront layout has handed over the query client: it
 * starts the request here and the page's first load of that key takes it, once.
 */
const early = new Map<string, { response: Promise<unknown>; at: number }>();
/** An early response older than this is not used: the page fetches afresh. */
const EARLY_MAX_AGE_MS = 10_000;
/** The app's query client, known once the storefront has rendered (useBindPrefetchClient). */
let boundClient: QueryClient | null = null;

interface FetchContext {
  signal: AbortSignal;
  client: QueryClient;
  queryKey: QueryKey;
}

/** The early response for this URL if this is the key's first load, else a fresh request. */
function fetchFirst<T>(
  url: string,
  { signal, client, queryKey }: FetchContext,
  fetch: (context: { signal: AbortSignal }) => Promise<T>,
): Promise<T> {
  const started = early.get(url);
  early.delete(url);
  // Only for a first load: a refetch (a live event, a retry) must not get an older answer.
  if (started && Date.now() - started.at < EARLY_MAX_AGE_MS && client.getQueryData(queryKey) === undefined) {
    return started.response as Promise<T>;
  }
  return fetch({ signal });
}

const catalogInput = (params: CatalogQuery) => ({ query: params });
const productInput = (id: string | undefined) => ({ params: { id: id ?? "" } });

/** Query keys start with the live topic "products", so stock and price changes refetch. */
const catalogQuery = (params: CatalogQuery) => {
  const query = apiQuery("listCatalog", catalogInput(params));
  return queryOptions({
    ...query,
    queryFn: (context) =>
      fetchFirst(operationUrl("listCatalog", catalogInput(params)), context, query.queryFn),
    staleTime: 30_000,
  });
};

const productQuery = (id: string | undefined) => {
  const query = apiQuery("getCatalogProduct", productInput(id));
  return queryOptions({
    ...query,
    queryFn: (context) =>
      fetchFirst(operationUrl("getCatalogProduct", productInput(id)), context, query.queryFn),
    staleTime: 30_000,
    retry: (count, error) => count < 2 && (error as { status?: number }).status !== 404,
  });
};

/** On the first load, the answer the server put in the HTML is the query's data: no request, no spinner. */
export function useCatalog(params: CatalogQuery) {
  return useQuery({
    ...catalogQuery(params),
    initialData: () => takeCatalogPage(params),
    placeholderData: keepPreviousData,
  });
}

export function useProduct(id: string | undefined) {
  return useQuery({
    ...productQuery(id),
    initialData: () => (id ? takeProduct(id) : undefined),
    enabled: Boolean(id),
  });
}

/** The storefront layout hands the query client to the routes below (their prefetches). */
export function useBindPrefetchClient(): void {
  const client = useQueryClient();
  useEffect(() => {
    boundClient = client;
  }, [client]);
}

/** Starts a page's request without waiting for it (no client yet: see `early` above). */
function startEarly(url: string, request: () => Promise<unknown>): void {
  // Already asked and still fresh (a route rendered twice): the page takes that one.
  const started = early.get(url);
  if (started && Date.now() - started.at < EARLY_MAX_AGE_MS) return;
  const response = request();
  response.catch(() => {}); // unused or failed: the page's own request reports errors
  early.set(url, { response, at: Date.now() });
}

export function prefetchCatalog(params: CatalogQuery): void {
  // The HTML already holds this answer (lib/embedded-answers.ts): nothing to ask.
  if (peekCatalogPage(params)) return;
  if (boundClient) void boundClient.prefetchQuery(catalogQuery(params));
  else
    startEarly(operationUrl("listCatalog", catalogInput(params)), () =>
      call("listCatalog", catalogInput(params)),
    );
}

export function prefetchProduct(id: string): void {
  if (peekProduct(id)) return;
  if (boundClient) void boundClient.prefetchQuery(productQuery(id));
  else
    startEarly(operationUrl("getCatalogProduct", productInput(id)), () =>
      call("getCatalogProduct", productInput(id)),
    );
}
