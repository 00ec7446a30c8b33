/** docs/product/states.md card payment notification lifecycle: forward only, never back. */
export const CARD_NOTIFICATION_STATUSES = ["pending_payment", "new", "viewed", "processed"] as const;
export type CardNotificationStatus = (typeof CARD_NOTIFICATION_STATUSES)[number];

export interface CardNotificationState {
  status: CardNotificationStatus;
  viewedAt: string | null;
  processedAt: string | null;
}

/**
 * Moves a notification forward and stamps viewedAt / processedAt. A notification still waiting
 * for its payment only becomes 'new' (the gateway confirmed it); going back, or standing still,
 * answers the state unchanged so a repeated click or callback is harmless. Processing an unseen
 * notification also stamps it as seen.
 */
export function advanceCardNotification(
  state: CardNotificationState,
  to: CardNotificationStatus,
  now: string,
): CardNotificationState {
  const from = CARD_NOTIFICATION_STATUSES.indexOf(state.status);
  const target = CARD_NOTIFICATION_STATUSES.indexOf(to);
  if (target <= from || (state.status === "pending_payment" && to !== "new")) return state;
  if (to === "new") return { ...state, status: to };
  const seen = { ...state, status: to, viewedAt: state.viewedAt ?? now };
  return to === "processed" ? { ...seen, processedAt: now } : seen;
}

/** docs/product/states.md support tickets open as 'Abierto' and go back to it when the customer replies. */
export const TICKET_OPEN = "Abierto";

export function ticketStatusAfterReply(current: string, senderRole: string): string {
  return senderRole === "client" || senderRole === "wholesaler" ? TICKET_OPEN : current;
}

/** One charge the card gateway approved: a card checkout's sale or a paid payment link. */
/** A gateway charge as the money journal holds it; a negative amount is a reversal that takes one back. */
export interface GatewayCharge {
  at: Date;
  amount: number;
}

/**
 * "Cobros con tarjeta (todos)" of a period: every gateway charge from `from` on, card checkouts
 * and payment links alike. The statistics of card sales beside it count checkouts only; a card
 * abono taken on the counter's own terminal is no gateway charge (it counts in the cash flow's
 * Tarjeta, not here).
 */
export function chargesSince(
  charges: readonly GatewayCharge[],
  from: Date,
): { count: number; total: number } {
  const inside = charges.filter((c) => c.at >= from);
  return {
    count: inside.reduce((n, c) => n + Math.sign(c.amount), 0),
    total: inside.reduce((sum, c) => sum + c.amount, 0),
  };
}
