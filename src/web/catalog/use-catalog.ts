import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { CatalogPage, CatalogQuery, ProductDetail } from "../../contracts/catalog";
import { getJson, withQuery } from "../lib/api";

/** Query keys start with the live topic "products", so stock and price changes refetch. */
export function useCatalog(params: CatalogQuery) {
  return useQuery({
    queryKey: ["products", "catalog", params],
    queryFn: ({ signal }) =>
      getJson<CatalogPage>(withQuery("/api/catalog", params as Record<string, string>), signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useProduct(id: string | undefined) {
  return useQuery({
    queryKey: ["products", "detail", id],
    queryFn: ({ signal }) => getJson<ProductDetail>(`/api/catalog/${encodeURIComponent(id ?? "")}`, signal),
    enabled: Boolean(id),
    staleTime: 30_000,
    retry: (count, error) => count < 2 && (error as { status?: number }).status !== 404,
  });
}
