import { type Centavos, formatMoney } from "../kernel/money";
import { messagingMessages as mm } from "../messages/messages-messaging";
import type { SaleStatus } from "./sale";

/** What the customer-facing notices compare between a sale before and after a change. */
export interface NoticeSaleState {
  status: SaleStatus;
  payments: readonly { paymentId: string; amount: Centavos }[];
  isDelivered: boolean;
  shipping: { carrier: string | null; trackingNumber: string | null };
  /** What is still owed after the change (the domain's balanceDue). */
  balance: Centavos;
}

export interface OrderNotice {
  kind: "payment" | "status" | "shipped" | "delivered";
  title: string;
  body: string;
}

/**
 * The notifications a customer gets when staff change their order (decision 0087): each new
 * payment, a status change, the shipment once it has a tracking number, and the delivery. A
 * shipment or delivery notice stands in for the status change it comes with, so one save never
 * says the same thing twice.
 */
export function orderChangeNotices(
  before: NoticeSaleState,
  after: NoticeSaleState,
  orderNumber: string,
): OrderNotice[] {
  const notices: OrderNotice[] = [];
  const known = new Set(before.payments.map((p) => p.paymentId));
  for (const payment of after.payments) {
    if (known.has(payment.paymentId)) continue;
    notices.push({
      kind: "payment",
      title: mm.paymentRecordedTitle,
      body: mm.paymentRecordedBody(formatMoney(payment.amount), orderNumber, formatMoney(after.balance)),
    });
  }
  const tracking = after.shipping.trackingNumber;
  const statusChanged = after.status !== before.status;
  const shipped =
    tracking !== null &&
    (tracking !== before.shipping.trackingNumber || (statusChanged && after.status === "Enviado"));
  const delivered = after.isDelivered && !before.isDelivered;
  if (shipped) {
    notices.push({
      kind: "shipped",
      title: mm.shippedTitle,
      body: mm.shippedBody(orderNumber, after.shipping.carrier ?? "—", tracking),
    });
  }
  if (delivered) {
    notices.push({ kind: "delivered", title: mm.deliveredTitle, body: mm.deliveredBody(orderNumber) });
  }
  const coveredStatus =
    (shipped && after.status === "Enviado") || (delivered && after.status === "Completado");
  if (statusChanged && !coveredStatus) {
    notices.push({
      kind: "status",
      title: mm.statusChangedTitle,
      body: mm.statusChangedBody(orderNumber, after.status),
    });
  }
  return notices;
}
