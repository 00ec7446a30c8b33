import { z } from "zod";
import { returnsMessages as m } from "../../domain/returns/messages-returns";
import { RETURN_DESTINATIONS, RETURN_STATUSES } from "../../domain/returns/returns";
import { amountInput } from "../kernel/common";
import { defineOperation } from "../kernel/operation";
import {
  createSaleInput,
  paymentDate,
  paymentMethod,
  saleIdParam,
  saleMutationResult,
} from "../sales/orders-admin";

/**
 * Returns on a sale (docs/decisions/0249): admins register them (a seller's waits for an admin),
 * with where each unit goes and where the money goes; an invoiced sale's return issues its nota de
 * crédito in the same transaction.
 */
const tags = ["devoluciones"];
const text = (max: number) => z.string().trim().max(max);

export const returnDestination = z.enum(RETURN_DESTINATIONS);
export const returnStatus = z.enum(RETURN_STATUSES);

export const returnLineInput = z.object({
  line: z.number().int().min(0).max(999),
  quantity: z.number().int().min(1).max(10_000),
  serials: z.array(text(60)).max(10_000).optional(),
  destination: returnDestination,
});

/** The part of the return's value given back now, by a method on a day; the rest stays as saldo a favor. */
export const returnRefundInput = z.object({
  amount: amountInput(m.refundInvalid).min(0, m.refundInvalid),
  method: paymentMethod,
  date: paymentDate,
});

/** The screens' refund part, a form of its own: the amount 0 means nothing is given back now. */
export const returnRefundFields = z.object({ refund: returnRefundInput });
export type ReturnRefundFields = z.infer<typeof returnRefundFields>;

export const createReturnInput = z.object({
  lines: z.array(returnLineInput).min(1, m.nothingChosen).max(200),
  reason: text(500).min(1, m.reasonRequired),
  lateReason: text(500).optional().nullable(),
  refund: returnRefundInput.optional().nullable(),
  version: z.number().int().min(1).optional(),
});
export type CreateReturnInput = z.infer<typeof createReturnInput>;

/** An admin's answer to a seller's return: applied with the money's destination, or rejected. */
export const applyReturnInput = z.object({
  decision: z.literal("apply"),
  lateReason: text(500).optional().nullable(),
  refund: returnRefundInput.optional().nullable(),
});
export const decideReturnInput = z.discriminatedUnion("decision", [
  applyReturnInput,
  z.object({ decision: z.literal("reject"), reason: text(500).min(1, m.rejectReasonRequired) }),
]);
export type DecideReturnInput = z.infer<typeof decideReturnInput>;

export const returnRow = z.object({
  id: z.string(),
  number: z.string(),
  saleId: z.string(),
  status: returnStatus,
  lines: z.array(
    z.object({
      line: z.number().int(),
      productId: z.string(),
      productName: z.string(),
      quantity: z.number().int(),
      value: z.number().int(),
      serials: z.array(z.string()),
      destination: returnDestination,
    }),
  ),
  value: z.number().int(),
  refunded: z.number().int(),
  refundMethod: z.string().nullable(),
  credited: z.number().int(),
  reason: z.string(),
  lateReason: z.string().nullable(),
  creditNote: z.object({ id: z.string(), number: z.string() }).nullable(),
  requestedByName: z.string(),
  requestedAt: z.string(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
});
export type ReturnRow = z.infer<typeof returnRow>;

/** A sale's returns and what the screen needs to offer one. */
export const saleReturns = z.object({
  returns: z.array(returnRow),
  /** The store's window in days, and the last day this sale may be returned without an admin's reason. */
  windowDays: z.number().int(),
  lastDay: z.string().nullable(),
  /** Products of the sale kept by serial, and the serials the sale still holds per product. */
  serialsByProduct: z.record(z.string(), z.array(z.string())),
});
export type SaleReturns = z.infer<typeof saleReturns>;

export const returnResult = saleMutationResult.extend({ return: returnRow });

/** How the difference of an exchange is settled now: collected by a method, or given back. */
const settleNow = z.object({ method: paymentMethod, date: paymentDate });

/**
 * An exchange in one step: the lines returned and the new watches, a new sale of the same customer
 * linked to the return. The return's saldo a favor pays the new sale first; what the new sale still
 * owes is collected now (`payment`) or left owing; what the saldo leaves is given back now
 * (`refund`) or stays the customer's.
 */
export const createExchangeInput = z.object({
  lines: z.array(returnLineInput).min(1, m.nothingChosen).max(200),
  reason: text(500).min(1, m.reasonRequired),
  lateReason: text(500).optional().nullable(),
  items: createSaleInput.shape.items,
  payment: settleNow.optional().nullable(),
  /**
   * The customer's other saldo a favor pays what the new sale still owes before any collection
   * (docs/decisions/0251), as much as is free.
   */
  useCredit: z.boolean().optional(),
  refund: settleNow.optional().nullable(),
  version: z.number().int().min(1).optional(),
});
export type CreateExchangeInput = z.infer<typeof createExchangeInput>;

export const exchangeResult = returnResult.extend({
  newSale: z.object({
    id: z.string(),
    orderNumber: z.string(),
    total: z.number().int(),
    balance: z.number().int(),
  }),
});
const returnIdParam = z.object({ id: z.string().min(1).max(64) });

export const listSaleReturns = defineOperation({
  id: "listSaleReturns",
  method: "GET",
  path: "/api/sales/:id/returns",
  summary: "Devoluciones de una venta",
  tags,
  access: "staff",
  params: saleIdParam,
  response: saleReturns,
  topic: "sales",
});

export const createSaleReturn = defineOperation({
  id: "createSaleReturn",
  method: "POST",
  path: "/api/sales/:id/returns",
  summary: "Registrar una devolución (la de un vendedor queda pendiente de un administrador)",
  tags,
  access: "staff",
  params: saleIdParam,
  body: createReturnInput,
  response: returnResult,
});

export const decideSaleReturn = defineOperation({
  id: "decideSaleReturn",
  method: "POST",
  path: "/api/returns/:id/decision",
  summary: "Aplicar o rechazar la devolución que pidió un vendedor",
  tags,
  access: "admins",
  params: returnIdParam,
  body: decideReturnInput,
  response: returnResult,
});

export const createSaleExchange = defineOperation({
  id: "createSaleExchange",
  method: "POST",
  path: "/api/sales/:id/exchanges",
  summary: "Cambiar productos: devolución y venta nueva del mismo cliente en un paso",
  tags,
  access: "admins",
  params: saleIdParam,
  body: createExchangeInput,
  response: exchangeResult,
});
