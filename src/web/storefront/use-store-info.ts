import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiQuery } from "../lib/api";

/** Its key starts with the live topic "settings", so a settings change refetches it. */
export const storeInfoQuery = queryOptions({
  ...apiQuery("getStoreInfo"),
  staleTime: 5 * 60_000,
});

export function useStoreInfo() {
  return useQuery(storeInfoQuery);
}
