import type { Result } from "../kernel/result";
import type { Actor, Payment, SaleMoney } from "./sale";

/**
 * A small, consistent sale for tests (here and in the server's): two watches at L. 500.00,
 * L. 150.00 shipping, total L. 1,150.00, nothing paid. Override what a test is about.
 */
export function aSale(overrides: Partial<SaleMoney> = {}): SaleMoney {
  return {
    items: [
      { productId: "p1", productName: "Casio Vintage", quantity: 2, price: 50000, originalPrice: 60000 },
    ],
    subtotal: 100000,
    shippingCost: 15000,
    extraCosts: [],
    extraCostsTotal: 0,
    promoItemsDiscount: 0,
    appliedDiscount: null,
    extraDiscount: { amount: 0, reason: "" },
    total: 115000,
    amountPaid: 0,
    refundedAmount: 0,
    status: "Pendiente",
    payments: [],
    paymentHistoryInvalidated: false,
    isDelivered: false,
    shippedAt: null,
    deliveredAt: null,
    cancellationReason: null,
    commission: { basisPoints: 0 },
    ...overrides,
  };
}

export const anActor: Actor = { user: "Ana Admin", now: "2025-03-01T15:00:00.000Z" };

/** Freezes deeply so a test fails loudly if a rule mutates its input. */
export function frozen<T>(value: T): T {
  if (value && typeof value === "object") {
    for (const inner of Object.values(value)) frozen(inner);
    Object.freeze(value);
  }
  return value;
}

export function aPayment(amount: number, paymentId = "pay-1"): Payment {
  return {
    paymentId,
    amount,
    date: "2025-02-01",
    recordedBy: "Ana Admin",
    type: "partial",
    modifiedAt: null,
  };
}

/** The value of an accepted result; a refusal fails the test with its Spanish message. */
export function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}
