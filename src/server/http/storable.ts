import { MAX_STORED_CENTAVOS } from "../../contracts/kernel/common";
import { msg } from "../../domain/kernel/messages";
import { AppError } from "./errors";

/** The money of a sale or an order as it is about to be written. */
export interface StoredMoney {
  subtotal: number;
  total: number;
  shippingCost: number;
  promoItemsDiscount: number;
  extraCostsTotal?: number;
  amountPaid?: number;
  refundedAmount?: number;
  extraDiscount?: { amount: number } | null;
  appliedDiscount?: { amount: number } | null;
}

/**
 * Money columns are PostgreSQL integers. Each amount a person types is bounded by the contract,
 * but a total of bounded amounts can still exceed the column: refused with a Spanish 400 before
 * the write, instead of a database error (500).
 */
export function assertStorableMoney(m: StoredMoney): void {
  const amounts = [
    m.subtotal,
    m.total,
    m.shippingCost,
    m.promoItemsDiscount,
    m.extraCostsTotal ?? 0,
    m.amountPaid ?? 0,
    m.refundedAmount ?? 0,
    m.extraDiscount?.amount ?? 0,
    m.appliedDiscount?.amount ?? 0,
  ];
  if (amounts.some((a) => !Number.isSafeInteger(a) || Math.abs(a) > MAX_STORED_CENTAVOS)) {
    throw new AppError("domain_rule", msg.amountTooLarge);
  }
}
