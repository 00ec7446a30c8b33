import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiQuery } from "../lib/api";

/** Its key starts with the live topic "shipping_locations", so a change refetches it. */
export const shippingLocationsQuery = queryOptions({
  ...apiQuery("listShippingLocations"),
  staleTime: 5 * 60_000,
});

export function useShippingLocations() {
  return useQuery(shippingLocationsQuery);
}
