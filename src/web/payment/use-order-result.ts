import { useQuery } from "@tanstack/react-query";
import type { OrderResult } from "../../contracts/orders";
import { getJson } from "../lib/api";

/**
 * The server's state of an order. While the gateway has not confirmed, ask again every 2 s:
 * a guest has no live stream, and this is the one screen that waits on another server.
 */
export function useOrderResult(orderId: string | null) {
  return useQuery({
    queryKey: ["sales", "order-result", orderId],
    queryFn: ({ signal }) =>
      getJson<OrderResult>(`/api/orders/${encodeURIComponent(orderId ?? "")}/result`, signal),
    enabled: Boolean(orderId),
    retry: false,
    refetchInterval: (query) => (query.state.data?.state === "confirming" ? 2_000 : false),
  });
}
