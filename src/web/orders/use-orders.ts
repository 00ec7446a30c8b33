import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { OrderList } from "../../contracts/orders-admin";
import { getJson, withQuery } from "../lib/api";

export type OrderFilters = Record<string, string | undefined>;

export const FILTER_KEYS = [
  "q",
  "status",
  "from",
  "to",
  "sellerId",
  "customerType",
  "card",
  "pending",
  "sort",
  "dir",
  "page",
] as const;

/** Órdenes: the server filters, sorts, pages and totals, so 10 000 sales cost what 25 do. */
export function useOrders(filters: OrderFilters) {
  return useQuery({
    queryKey: ["sales", "list", filters],
    queryFn: ({ signal }) =>
      getJson<OrderList>(withQuery("/api/sales", { ...filters, pageSize: 25 }), signal),
    placeholderData: keepPreviousData,
  });
}

export const exportUrl = (filters: OrderFilters) =>
  withQuery("/api/sales/export.csv", { ...filters, page: undefined });
