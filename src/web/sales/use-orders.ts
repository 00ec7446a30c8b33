import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type OrderListQuery, readOrderListQuery } from "../../contracts/sales/orders-admin";
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
  "layaway",
  "sort",
  "dir",
  "page",
] as const;

/** The URL's filters read by the list's own contract schema (a refused value is left out). */
export const asQuery = (filters: OrderFilters): OrderListQuery => readOrderListQuery(filters);

/** Órdenes: the server filters, sorts, pages and totals, so 10 000 sales cost what 25 do. */
export function useOrders(filters: OrderFilters) {
  return useQuery({
    ...apiQuery("listOrders", { query: { ...asQuery(filters), pageSize: 25 } }),
    placeholderData: keepPreviousData,
  });
}

export const exportUrl = (filters: OrderFilters) =>
  operationUrl("exportOrdersCsv", { query: { ...asQuery(filters), page: undefined } });
