import type { z } from "zod";
import type { SessionUser } from "../../contracts/auth/session";
import type { orderUpdateInput } from "../../contracts/sales/orders-admin";
import { serialsNeededFor } from "../../domain/inventory/units";
import { formatShopDate } from "../../domain/kernel/shop-calendar";
import type { PaymentMethod } from "../../domain/reports/reports";
import { percentToBasisPoints } from "../../domain/sales/commission";
import { addExtraCost, deleteExtraCost, editExtraCost } from "../../domain/sales/extra-costs";
import { HISTORY_EVENTS, historyEntry } from "../../domain/sales/history";
import { updateExtraDiscount, updateOrder } from "../../domain/sales/order-update";
import {
  deletePayment,
  editPayment,
  registerPayment,
  setAmountPaidManually,
} from "../../domain/sales/payments";
import type { SaleStatus } from "../../domain/sales/sale";
import type { SaleRecord } from "../../domain/sales/sale-record";
import { validateTrackingUrl } from "../../domain/sales/validation";
import type { Db, Tx } from "../db/client";
import { newId } from "../db/ids";
import { AppError } from "../http/errors";
import { owedBySale } from "../inventory";
import { orRefuse } from "./domain-result";
import { fromDomain, mutateSale, type RecordChange } from "./mutate";
import { findAssignableSeller } from "./sellers";
import { transferAbonoRefusal } from "./transfer-abono-rule";

/** The admin order dialog's operations (docs/product/screens.md, states.md, validation.md); each is one locked transaction. */
export const saleDialog = {
  registerPayment: (
    db: Db,
    id: string,
    user: SessionUser,
    input: {
      amount: number;
      date: string;
      type: "partial" | "full";
      method?: PaymentMethod;
      version?: number;
    },
  ) =>
    mutateSale(db, id, user, input.version, async (sale, actor, tx) => {
      // A transfer abono with its reference goes through the transfers feature (registerTransferAbono).
      const refused = await transferAbonoRefusal(tx, input.method);
      if (refused) throw new AppError("domain_rule", refused, "method");
      return fromDomain(
        sale,
        registerPayment(
          sale,
          {
            amount: input.amount,
            date: input.date,
            type: input.type,
            method: input.method,
            paymentId: newId(),
          },
          actor,
        ),
      );
    }),

  editPayment: (
    db: Db,
    id: string,
    paymentId: string,
    user: SessionUser,
    input: { amount: number; date: string; method?: PaymentMethod; version?: number },
  ) =>
    mutateSale(db, id, user, input.version, async (sale, actor, tx) => {
      // Turning an abono into a transfer is entering a transfer abono: the same rule applies.
      const refused = await transferAbonoRefusal(
        tx,
        input.method,
        sale.payments.find((p) => p.paymentId === paymentId)?.method,
      );
      if (refused) throw new AppError("domain_rule", refused, "method");
      return fromDomain(
        sale,
        editPayment(sale, paymentId, { amount: input.amount, date: input.date, method: input.method }, actor),
      );
    }),

  deletePayment: (db: Db, id: string, paymentId: string, user: SessionUser, version?: number) =>
    mutateSale(db, id, user, version, (sale, actor) =>
      fromDomain(sale, deletePayment(sale, paymentId, actor)),
    ),

  setAmountPaid: (db: Db, id: string, user: SessionUser, input: { amount: number; version?: number }) =>
    mutateSale(db, id, user, input.version, (sale, actor) =>
      fromDomain(sale, setAmountPaidManually(sale, input.amount, actor)),
    ),

  addExtraCost: (
    db: Db,
    id: string,
    user: SessionUser,
    input: { description: string; amount: number; version?: number },
  ) =>
    mutateSale(db, id, user, input.version, (sale, actor) =>
      fromDomain(sale, addExtraCost(sale, input, actor)),
    ),

  editExtraCost: (
    db: Db,
    id: string,
    index: number,
    user: SessionUser,
    input: { description: string; amount: number; version?: number },
  ) =>
    mutateSale(db, id, user, input.version, (sale, actor) =>
      fromDomain(
        sale,
        editExtraCost(sale, index, { description: input.description, amount: input.amount }, actor),
      ),
    ),

  deleteExtraCost: (db: Db, id: string, index: number, user: SessionUser, version?: number) =>
    mutateSale(db, id, user, version, (sale, actor) => fromDomain(sale, deleteExtraCost(sale, index, actor))),

  updateExtraDiscount: (
    db: Db,
    id: string,
    user: SessionUser,
    input: { amount: number; reason: string; version?: number },
  ) =>
    mutateSale(db, id, user, input.version, (sale, actor) =>
      fromDomain(sale, updateExtraDiscount(sale, input, actor)),
    ),

  updateOrder: (db: Db, id: string, user: SessionUser, input: z.infer<typeof orderUpdateInput>) =>
    mutateSale(db, id, user, input.version, async (sale, actor, tx) => {
      const ruled = fromDomain(
        sale,
        updateOrder(
          sale,
          {
            status: input.status,
            refundAmount: input.refundAmount,
            cancellationReason:
              input.cancellationReason === undefined ? undefined : input.cancellationReason || null,
            isDelivered: input.isDelivered,
            commissionBasisPoints:
              input.commissionPercentage === undefined
                ? undefined
                : percentToBasisPoints(input.commissionPercentage),
          },
          actor,
        ),
      );
      await refuseUnnamedSerials(tx, sale, ruled.record.status);
      return withServiceFields(tx, sale, ruled, input, actor);
    }),
};

/**
 * Staff mark a sale Enviado or Completado only once each of its serialized watches is named
 * (docs/decisions/0247); the sale's owed serials are read only for those two changes.
 */
async function refuseUnnamedSerials(tx: Tx, sale: SaleRecord, to: SaleStatus): Promise<void> {
  if (to === sale.status || (to !== "Enviado" && to !== "Completado")) return;
  const owed = await owedBySale(tx, sale.id);
  const nameOf = (id: string) => sale.items.find((i) => i.productId === id)?.productName ?? id;
  orRefuse(
    serialsNeededFor(
      to,
      [...owed].map(([productId, n]) => ({
        productId,
        productName: nameOf(productId),
        quantity: n,
        assigned: 0,
      })),
    ),
  );
}

const blankToNull = (v: string | null | undefined) => (v === undefined ? undefined : v?.trim() || null);

/**
 * Fields the domain does not rule (carrier, tracking, seller, shipping date) are validated
 * here with the domain's helpers and reported in the same single history entry of the save.
 */
async function withServiceFields(
  tx: Tx,
  before: SaleRecord,
  ruled: RecordChange,
  input: z.infer<typeof orderUpdateInput>,
  actor: { user: string; now: string },
): Promise<RecordChange> {
  const details: string[] = [];
  const record = { ...ruled.record, shipping: { ...ruled.record.shipping } };
  const shippingFields = [
    ["carrier", blankToNull(input.carrier), "Transportista"],
    ["trackingNumber", blankToNull(input.trackingNumber), "Guía"],
    [
      "trackingUrl",
      input.trackingUrl === undefined
        ? undefined
        : orRefuse(validateTrackingUrl(input.trackingUrl ?? "")) || null,
      "URL de seguimiento",
    ],
  ] as const;
  for (const [key, value, label] of shippingFields) {
    if (value !== undefined && value !== before.shipping[key]) {
      record.shipping[key] = value;
      details.push(`${label}: ${value ?? "—"}.`);
    }
  }
  if (input.shippedAt !== undefined) {
    const shippedAt = input.shippedAt ? new Date(input.shippedAt).toISOString() : null;
    if (shippedAt !== before.shippedAt) {
      record.shippedAt = shippedAt;
      details.push(`Fecha de envío: ${shippedAt ? formatShopDate(shippedAt) : "—"}.`);
    }
  }
  if (input.sellerId !== undefined && input.sellerId !== before.sellerId) {
    const seller = await findAssignableSeller(tx, input.sellerId);
    record.sellerId = seller.id;
    record.sellerName = seller.name;
    details.push(`Vendedor: ${before.sellerName ?? "—"} → ${seller.name}.`);
  }
  if (!details.length) return ruled;
  const [first, ...rest] = ruled.history;
  const entry = first
    ? { ...first, details: `${first.details} ${details.join(" ")}` }
    : historyEntry(HISTORY_EVENTS.saleUpdated, actor, details.join(" "));
  return { record, history: [entry, ...rest], notices: ruled.notices };
}
