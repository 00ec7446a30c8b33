import { msg } from "../kernel/messages";
import { err, ok, type Result } from "../kernel/result";
import { isAdmin, type Role } from "../kernel/roles";
import { HISTORY_EVENTS, historyEntry } from "./history";
import { orderMessages } from "./messages-orders";
import type { Actor, SaleChange, SaleMoney, SaleStatus } from "./sale";

/** docs/product/states.md, roles.md: everyone but admin and superadmin sees the order dialog read-only. */
export function canEditOrder(role: Role | null | undefined): boolean {
  return isAdmin(role);
}

/** docs/product/states.md: 'Marcar como Entregado' appears when the status is Completado. */
export function showsDeliveredCheckbox(status: SaleStatus): boolean {
  return status === "Completado";
}

/** docs/product/states.md: carrier, tracking number and tracking URL appear for Enviado or Completado. */
export function showsShippingFields(status: SaleStatus): boolean {
  return status === "Enviado" || status === "Completado";
}

/** docs/product/states.md: the refund field matters only when cancelling an order that holds money. */
export function showsRefundField(status: SaleStatus, amountPaid: number): boolean {
  return status === "Cancelado" && amountPaid > 0;
}

/**
 * docs/product/states.md cancellation reasons offered for the order's previous state. Orders that never left
 * the shop (Pendiente, Abonado) get no preset reason: the field stays free text.
 */
export function cancellationReasons(previousStatus: SaleStatus, isDelivered: boolean): string[] {
  if (previousStatus === "Enviado") return [msg.cancelReasonLost, msg.cancelReasonLate];
  if (previousStatus === "Completado" || isDelivered)
    return [msg.cancelReasonReturned, msg.cancelReasonDamaged];
  return [];
}

/** docs/decisions/0252: deleting a sale needs a reason (trimmed, at most 500 characters). */
export function validateDeletionReason(reason: string): Result<string> {
  const text = reason.trim();
  if (!text) return err("deletion_reason", orderMessages.deleteSaleReasonRequired);
  if (text.length > 500) return err("deletion_reason", orderMessages.deleteSaleReasonTooLong);
  return ok(text);
}

/**
 * A seller's request that their own mistaken sale be cancelled (editing a sale stays with admins):
 * a reason is required (at most 500 characters), a cancelled sale needs none, and the request
 * changes nothing but the history ('Anulación Solicitada', with the reason); an admin then
 * cancels the sale, or not.
 */
export function requestCancellation(sale: SaleMoney, reason: string, actor: Actor): Result<SaleChange> {
  if (sale.status === "Cancelado") return err("sale_cancelled", orderMessages.cancellationAlreadyCancelled);
  const text = reason.trim();
  if (!text) return err("cancellation_reason", orderMessages.requestCancellationReasonRequired);
  if (text.length > 500) return err("cancellation_reason", orderMessages.deleteSaleReasonTooLong);
  return ok({
    sale,
    history: [historyEntry(HISTORY_EVENTS.cancellationRequested, actor, text)],
    notices: [],
  });
}
