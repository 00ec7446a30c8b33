import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ShippingLocation } from "../../contracts/shipping";
import { getJson } from "../lib/api";

export const shippingLocationsQuery = queryOptions({
  queryKey: ["shipping_locations"] as const,
  queryFn: ({ signal }) => getJson<ShippingLocation[]>("/api/shipping-locations", signal),
  staleTime: 5 * 60_000,
});

export function useShippingLocations() {
  return useQuery(shippingLocationsQuery);
}
