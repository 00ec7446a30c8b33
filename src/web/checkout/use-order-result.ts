import { useQuery } from "@tanstack/react-query";
import { apiQuery } from "../lib/api";

/** While confirming, ask again after 2 s, then 4, 8, and every 15 s at most. */
export const confirmingRetryMs = (fetches: number) => Math.min(15_000, 2_000 * 2 ** Math.max(0, fetches - 1));

/**
 * The server's state of an order. The gateway's answer arrives live: the server tells this
 * browser (its order-owner cookie) or this account about the order id on topic `sales`, which
 * refetches this query (docs/decisions/0242, 0025). A slow backed-off poll stays as the safety
 * net for an answer that lands before the stream is open.
 */
export function useOrderResult(orderId: string | null, token: string | null = null) {
  return useQuery({
    ...apiQuery("getOrderResult", { params: { id: orderId ?? "" }, query: token ? { t: token } : {} }),
    enabled: Boolean(orderId),
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.state === "confirming" ? confirmingRetryMs(query.state.dataUpdateCount) : false,
  });
}
