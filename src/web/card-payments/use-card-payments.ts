import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiQuery, call, errorMessage, topicKey } from "../lib/api";
import { toast } from "../lib/toast";

/** Key starts with the live topic: a 'card_payment_notifications' event refetches bell and page. */
export function useCardNotifications(limit: number) {
  return useQuery(apiQuery("listCardPayments", { query: { limit } }));
}

/** Statistics come from sales, so a 'sales' event refetches them. */
export function useCardStats() {
  return useQuery(apiQuery("getCardPaymentStats"));
}

export function useAdvanceCardNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, to }: { id: string; to: "viewed" | "processed" }) =>
      to === "viewed"
        ? call("markCardPaymentViewed", { params: { id } })
        : call("markCardPaymentProcessed", { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: topicKey("card_payment_notifications") }),
    onError: (error) => toast.error(errorMessage(error)),
  });
}
