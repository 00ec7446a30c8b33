import { queryOptions, useQuery } from "@tanstack/react-query";
import type { StoreInfo } from "../../contracts/settings";
import { getJson } from "../lib/api";

export const storeInfoQuery = queryOptions({
  queryKey: ["settings", "store-info"] as const,
  queryFn: ({ signal }) => getJson<StoreInfo>("/api/store-info", signal),
  staleTime: 5 * 60_000,
});

export function useStoreInfo() {
  return useQuery(storeInfoQuery);
}
