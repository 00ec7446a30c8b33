import { useQuery } from "@tanstack/react-query";
import { apiQuery } from "../lib/api";

/** Assignable sellers (docs/product/roles.md: users with role seller or admin); admins only, so opt-in. */
export function useSellers(enabled: boolean) {
  return useQuery({
    ...apiQuery("listAssignableSellers"),
    enabled,
    staleTime: 60_000,
  });
}
