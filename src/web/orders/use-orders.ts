import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type OrderListQuery, orderListQuery } from "../../contracts/orders-admin";
import { apiQuery, operationUrl } from "../lib/api";

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

/**
 * The URL's filters read by the list's own contract schema. A value it refuses (a link edited by
 * hand) is left out, as if unset, so the rest of the filters still list.
 */
export function asQuery(filters: OrderFilters): OrderListQuery {
  const read = orderListQuery.safeParse(filters);
  if (read.success) return read.data;
  const refused = new Set(read.error.issues.map((issue) => issue.path[0]));
  return orderListQuery.parse(
    Object.fromEntries(Object.entries(filters).filter(([key]) => !refused.has(key))),
  );
}

/** Órdenes: the server filters, sorts, pages and totals, so 10 000 sales cost what 25 do. */
export function useOrders(filters: OrderFilters) {
  return useQuery({
    ...apiQuery("listOrders", { query: { ...asQuery(filters), pageSize: 25 } }),
    placeholderData: keepPreviousData,
  });
}

export const exportUrl = (filters: OrderFilters) =>
  operationUrl("exportOrdersCsv", { query: { ...asQuery(filters), page: undefined } });
