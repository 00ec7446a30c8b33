import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { orderListQuery } from "../../contracts/orders-admin";
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

/** The filters are the URL's strings, sent as they are: the server validates each one. */
const asQuery = (filters: OrderFilters) => filters as unknown as z.input<typeof orderListQuery>;

/** Órdenes: the server filters, sorts, pages and totals, so 10 000 sales cost what 25 do. */
export function useOrders(filters: OrderFilters) {
  return useQuery({
    ...apiQuery("listOrders", { query: { ...asQuery(filters), pageSize: 25 } }),
    placeholderData: keepPreviousData,
  });
}

export const exportUrl = (filters: OrderFilters) =>
  operationUrl("exportOrdersCsv", { query: { ...asQuery(filters), page: undefined } });
