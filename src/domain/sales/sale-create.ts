import { type ProductStock, reserveStock, type StockEffect, type StockLine } from "../inventory/stock";
import { msg } from "../kernel/messages";
import { formatMoney } from "../kernel/money";
import { err, ok, type Result } from "../kernel/result";
import { orderNumber } from "../kernel/roles";
import { clampCommission } from "./commission";
import { HISTORY_EVENTS, historyEntry } from "./history";
import { updateExtraDiscount } from "./order-update";
import type { Actor, ExtraDiscount, HistoryEntry, SaleMoney } from "./sale";
import { type PricedSale, type PricingInput, priceSale } from "./totals";

export interface CreateSaleInput extends PricingInput {
  saleId: string;
  extraDiscount?: ExtraDiscount;
  /** Basis points (docs/decisions/0150). */
  commissionBasisPoints?: number;
}

export interface CreatedSale {
  sale: SaleMoney;
  history: HistoryEntry[];
  stock: StockEffect;
}

const NO_EXTRA_DISCOUNT: ExtraDiscount = { amount: 0, reason: "" };

function validLines(lines: readonly StockLine[]): Result<true> {
  if (lines.length === 0) return err("sale_needs_items", msg.saleNeedsItems);
  if (lines.some((line) => !Number.isInteger(line.quantity) || line.quantity <= 0)) {
    return err("invalid_input", msg.invalidInput);
  }
  return ok(true);
}

/** A priced sale as it opens: Pendiente, nothing paid, nothing shipped. */
/** `commission` in basis points. */
export function openSale(priced: PricedSale, extraDiscount: ExtraDiscount, commission: number): SaleMoney {
  // Fields are picked one by one so a richer purchase record never leaks into the sale.
  return {
    items: priced.items,
    subtotal: priced.subtotal,
    shippingCost: priced.shippingCost,
    extraCosts: priced.extraCosts,
    extraCostsTotal: priced.extraCostsTotal,
    promoItemsDiscount: priced.promoItemsDiscount,
    appliedDiscount: priced.appliedDiscount,
    total: priced.total,
    extraDiscount,
    amountPaid: 0,
    refundedAmount: 0,
    status: "Pendiente",
    payments: [],
    paymentHistoryInvalidated: false,
    isDelivered: false,
    shippedAt: null,
    deliveredAt: null,
    cancellationReason: null,
    commission: { basisPoints: clampCommission(commission) },
  };
}

/**
 * docs/product/states.md, validation.md a sale registered in the back office: priced, Pendiente, its units reserved.
 * The server passes the products' current prices and stock, read under lock.
 */
export function createSale(
  input: CreateSaleInput,
  products: readonly ProductStock[],
  actor: Actor,
): Result<CreatedSale> {
  const lines = validLines(input.lines);
  if (!lines.ok) return lines;
  const number = orderNumber(input.saleId);
  const stock = reserveStock(input.lines, products, { saleId: input.saleId, notes: `Venta ${number}` });
  if (!stock.ok) return stock;
  const opened = openSale(priceSale(input), NO_EXTRA_DISCOUNT, input.commissionBasisPoints ?? 0);
  // The order dialog's rule, for everyone: never negative, never above the total.
  const discounted = input.extraDiscount
    ? updateExtraDiscount(opened, input.extraDiscount, actor)
    : ok({ sale: opened });
  if (!discounted.ok) return discounted;
  const sale = discounted.value.sale;
  const details = `Venta ${number} por ${formatMoney(sale.total)}.`;
  return ok({
    sale,
    history: [historyEntry(HISTORY_EVENTS.saleCreated, actor, details)],
    stock: stock.value,
  });
}

/**
 * docs/product/states.md converting a web purchase (bank transfer) into a sale: the purchase was priced at
 * checkout; now its units leave quantity for inProgressStock and the sale opens Pendiente.
 */
export function convertWebPurchase(
  purchase: PricedSale & { extraDiscount?: ExtraDiscount },
  products: readonly ProductStock[],
  conversion: Actor & { saleId: string; purchaseId: string },
): Result<CreatedSale> {
  const lines = validLines(purchase.items);
  if (!lines.ok) return lines;
  const number = orderNumber(conversion.saleId);
  const notes = `Venta ${number} (compra web ${orderNumber(conversion.purchaseId)})`;
  const stock = reserveStock(purchase.items, products, { saleId: conversion.saleId, notes });
  if (!stock.ok) return stock;
  const sale = openSale(purchase, purchase.extraDiscount ?? { amount: 0, reason: "" }, 0);
  const details = `Compra web ${orderNumber(conversion.purchaseId)} convertida en la venta ${number}.`;
  const entry = historyEntry(HISTORY_EVENTS.convertedFromWebPurchase, conversion, details);
  return ok({ sale, history: [entry], stock: stock.value });
}
