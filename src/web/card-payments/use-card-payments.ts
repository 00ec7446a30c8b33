import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CardNotificationList, CardPaymentStats } from "../../contracts/card-payments";
import { errorMessage, getJson, postJson, withQuery } from "../lib/api";
import { toast } from "../lib/toast";

/** Key starts with the live topic: a 'card_payment_notifications' event refetches bell and page. */
export function useCardNotifications(limit: number) {
  return useQuery({
    queryKey: ["card_payment_notifications", { limit }],
    queryFn: ({ signal }) =>
      getJson<CardNotificationList>(withQuery("/api/card-payments", { limit }), signal),
  });
}

/** Statistics come from sales, so a 'sales' event refetches them. */
export function useCardStats() {
  return useQuery({
    queryKey: ["sales", "card-stats"],
    queryFn: ({ signal }) => getJson<CardPaymentStats>("/api/card-payments/stats", signal),
  });
}

export function useAdvanceCardNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, to }: { id: string; to: "viewed" | "processed" }) =>
      postJson(`/api/card-payments/${encodeURIComponent(id)}/${to}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["card_payment_notifications"] }),
    onError: (error) => toast.error(errorMessage(error)),
  });
}
