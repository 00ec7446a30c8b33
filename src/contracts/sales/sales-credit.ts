import { z } from "zod";
import { amountInput, centavos } from "../kernel/common";
import { defineOperation } from "../kernel/operation";
import { paymentDate, paymentMethod, saleIdParam, saleMutationResult } from "./orders-admin";

/**
 * A customer's credit ("Saldo a favor") and what a cancelled sale kept (docs/decisions/0251,
 * 0161): admins give it back or apply it to another open sale of the same customer.
 */
const tags = ["ventas"];
const version = z.number().int().min(1).optional();

/** A refund names how the money left and on which day (docs/decisions/0252). */
export const creditRefundInput = z.object({
  amount: amountInput(),
  method: paymentMethod,
  date: paymentDate,
  version,
});
export type CreditRefundInput = z.infer<typeof creditRefundInput>;
export const creditRefundFields = creditRefundInput.omit({ version: true });
export type CreditRefundFields = z.infer<typeof creditRefundFields>;
export const creditTransferInput = z.object({
  amount: amountInput(),
  toSaleId: z.string().trim().min(1).max(64),
  version,
});
export const creditTransferFields = creditTransferInput.omit({ version: true });
/** The other open sales of the customer that may take the credit. */
export const creditTarget = z.object({ id: z.string(), orderNumber: z.string(), balance: z.number().int() });
export const creditTargets = z.array(creditTarget);
export type CreditTarget = z.infer<typeof creditTarget>;

export const refundSaleCredit = defineOperation({
  id: "refundSaleCredit",
  method: "POST",
  path: "/api/sales/:id/credit/refund",
  summary: "Reembolsar el saldo a favor de una venta",
  tags,
  access: "admins",
  params: saleIdParam,
  body: creditRefundInput,
  response: saleMutationResult,
});

export const transferSaleCredit = defineOperation({
  id: "transferSaleCredit",
  method: "POST",
  path: "/api/sales/:id/credit/transfer",
  summary: "Aplicar el saldo a favor a otra venta del cliente",
  tags,
  access: "admins",
  params: saleIdParam,
  body: creditTransferInput,
  response: saleMutationResult,
});

export const listSaleCreditTargets = defineOperation({
  id: "listSaleCreditTargets",
  method: "GET",
  path: "/api/sales/:id/credit/targets",
  summary: "Otras ventas abiertas del cliente",
  tags,
  access: "admins",
  params: saleIdParam,
  response: creditTargets,
  // A payment on any sale changes which sales are still open.
  topic: "sales",
});

/**
 * Whose saldo a favor Registrar Venta may spend (docs/decisions/0251): a customer record or an
 * account, as the sale's customer picker names it.
 */
export const availableCreditQuery = z
  .object({
    customerId: z.string().trim().min(1).max(64).optional(),
    userId: z.string().trim().min(1).max(64).optional(),
  })
  .refine((q) => Boolean(q.customerId) !== Boolean(q.userId), { error: "Indique un cliente." });
export const availableCreditResult = z.object({
  /** The customer's saldo a favor less what their waiting web orders hold. */
  available: centavos,
});
export type AvailableCredit = z.infer<typeof availableCreditResult>;

export const getAvailableCredit = defineOperation({
  id: "getAvailableCredit",
  method: "GET",
  path: "/api/sales/credit/available",
  summary: "Saldo a favor disponible de un cliente",
  tags,
  access: "admins",
  query: availableCreditQuery,
  response: availableCreditResult,
  topic: "sales",
});
