import type { SaleItem } from "../../domain/sales/sale";
import type { SaleAddress } from "../../domain/sales/sale-record";
import type { cardPaymentNotifications } from "../card-payments/schema";
import { storedAddress, storedAppliedDiscount, storedItems } from "../web-purchases";

export type CardOrder = typeof cardPaymentNotifications.$inferSelect;

export interface PendingCardOrder {
  items: SaleItem[];
  shipping: SaleAddress;
  appliedDiscount: { code: string; percentage: number; amount: number } | null;
}

/**
 * The one reading of a pending card order's json parts (docs/decisions/0045): its lines, its
 * address and its code, checked by the same schemas as a stored web purchase. A malformed row
 * throws (the callback is then logged and retried by the gateway) instead of becoming a wrong sale.
 */
export function pendingCardOrder(row: CardOrder): PendingCardOrder {
  return {
    items: storedItems.parse(row.items),
    shipping: storedAddress.parse(row.shippingInfo ?? undefined),
    appliedDiscount: storedAppliedDiscount.parse(row.appliedDiscount),
  };
}
