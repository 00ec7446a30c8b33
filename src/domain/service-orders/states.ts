import { err, ok, type Result } from "../kernel/result";
import { serviceMessages as m } from "./messages-service-orders";

/**
 * A service order's life at the desk. Recibido → En diagnóstico → Presupuesto enviado → Aprobado or
 * Rechazado → En reparación → Listo para entregar → Entregado; Cancelado from any state before
 * delivery (the watch goes back unrepaired).
 */
export const SERVICE_STATES = [
  "Recibido",
  "En diagnóstico",
  "Presupuesto enviado",
  "Aprobado",
  "Rechazado",
  "En reparación",
  "Listo para entregar",
  "Entregado",
  "Cancelado",
] as const;
export type ServiceState = (typeof SERVICE_STATES)[number];

/** What the customer asked for at the counter. */
export const SERVICE_KINDS = [
  "Cambio de batería",
  "Ajuste de pulso",
  "Limpieza",
  "Prueba de hermeticidad",
  "Servicio completo",
  "Garantía",
  "Otro",
] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];

export const CLOSED_SERVICE_STATES: readonly ServiceState[] = ["Entregado", "Cancelado"];
export const OPEN_SERVICE_STATES: readonly ServiceState[] = SERVICE_STATES.filter(
  (s) => !CLOSED_SERVICE_STATES.includes(s),
);

export function isOpenService(state: ServiceState): boolean {
  return !CLOSED_SERVICE_STATES.includes(state);
}

/**
 * The moves staff make with a button. Sending an estimate (→ Presupuesto enviado), the customer's
 * answer (→ Aprobado / Rechazado), delivering (→ Entregado) and cancelling have operations of their
 * own, each with what it needs (lines, an answer, the money, a reason).
 */
const STAFF_MOVES: Partial<Record<ServiceState, readonly ServiceState[]>> = {
  Recibido: ["En diagnóstico"],
  Aprobado: ["En reparación"],
  "En reparación": ["Listo para entregar"],
};

/** The states a button may move an order in `from` to. */
export function staffMovesFrom(from: ServiceState): readonly ServiceState[] {
  return STAFF_MOVES[from] ?? [];
}

function closedRefusal(state: ServiceState): Result<true> | null {
  return isOpenService(state) ? null : err("service_closed", m.serviceClosed(state));
}

/** Whether a button may move the order; a repair never starts without an approved estimate. */
export function checkStaffMove(from: ServiceState, to: ServiceState): Result<true> {
  const closed = closedRefusal(from);
  if (closed) return closed;
  if (staffMovesFrom(from).includes(to)) return ok(true);
  if (to === "En reparación") return err("service_needs_approval", m.serviceNeedsApproval);
  return err("service_move", m.serviceMoveRefused(from, to));
}

/** An estimate can be sent (or a new one replace the last) until the repair is approved. */
export function checkEstimateSendable(state: ServiceState): Result<true> {
  const closed = closedRefusal(state);
  if (closed) return closed;
  if (["Recibido", "En diagnóstico", "Presupuesto enviado", "Rechazado"].includes(state)) return ok(true);
  return err("service_move", m.serviceMoveRefused(state, "Presupuesto enviado"));
}

/** Only the estimate now waiting for its answer can be answered, once. */
export function checkEstimateAnswerable(state: ServiceState, estimateStatus: EstimateStatus): Result<true> {
  if (estimateStatus !== "enviado" || state !== "Presupuesto enviado")
    return err("estimate_answered", m.serviceEstimateNotOpen);
  return ok(true);
}

/** Cancelling needs a reason and an order not yet closed. */
export function checkCancellable(state: ServiceState, reason: string): Result<string> {
  const closed = closedRefusal(state);
  if (closed) return closed as Result<never>;
  const text = reason.trim();
  return text ? ok(text) : err("reason_required", m.serviceCancelReasonRequired);
}

/** Delivery: the watch is ready and nothing is owed. */
export function checkDeliverable(state: ServiceState, owed: number, formatOwed: string): Result<true> {
  const closed = closedRefusal(state);
  if (closed) return closed;
  if (state !== "Listo para entregar") return err("service_not_ready", m.serviceNotReady);
  if (owed > 0) return err("service_owed", m.serviceBalanceOwed(formatOwed));
  return ok(true);
}

/** Where an estimate stands: waiting, answered, or replaced by a newer one before its answer. */
export const ESTIMATE_STATUSES = ["enviado", "aprobado", "rechazado", "reemplazado"] as const;
export type EstimateStatus = (typeof ESTIMATE_STATUSES)[number];
