import type { Actor, HistoryEntry } from "./sale";

/** History event names of docs/product/states.md, letter for letter; the ones the spec does not list follow its style. */
export const HISTORY_EVENTS = {
  saleCreated: "Venta Creada",
  saleUpdated: "Actualización de Venta",
  paymentRegistered: "Pago Registrado",
  paymentModified: "Pago Modificado",
  paymentDeleted: "Pago Eliminado",
  extraCostAdded: "Costo Extra Agregado",
  extraCostModified: "Costo Extra Modificado",
  extraCostDeleted: "Costo Extra Eliminado",
  convertedFromWebPurchase: "Venta Convertida desde Compra Web",
  creditRefunded: "Reembolso Registrado",
  creditTransferredOut: "Saldo a Favor Aplicado",
  cancellationRequested: "Anulación Solicitada",
  bankConfirmationUndone: "Confirmación Bancaria Deshecha",
  serialAssigned: "Número de Serie Asignado",
  serialRemoved: "Número de Serie Quitado",
  serviceOrderReceived: "Orden de Servicio Recibida",
  serviceEstimateApplied: "Presupuesto de Servicio Aprobado",
  returnRegistered: "Devolución Registrada",
  returnRequested: "Devolución Solicitada",
  returnRejected: "Devolución Rechazada",
} as const;

export type HistoryEvent = (typeof HISTORY_EVENTS)[keyof typeof HISTORY_EVENTS];

export function historyEntry(event: HistoryEvent, actor: Actor, details: string): HistoryEntry {
  return { event, user: actor.user, timestamp: actor.now, details };
}
