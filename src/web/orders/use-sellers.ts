import { useQuery } from "@tanstack/react-query";
import type { SellerOption } from "../../contracts/orders-admin";
import { getJson } from "../lib/api";

/** Assignable sellers (docs/product/roles.md: users with role seller or admin); admins only, so opt-in. */
export function useSellers(enabled: boolean) {
  return useQuery({
    queryKey: ["users", "sellers"],
    queryFn: ({ signal }) => getJson<SellerOption[]>("/api/sales/sellers", signal),
    enabled,
    staleTime: 60_000,
  });
}
