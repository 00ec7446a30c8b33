import { formatMoney } from "../../domain/kernel/money";
import { whatsappShareLink } from "../../domain/kernel/whatsapp";
import { serviceNumber, watchLabel } from "../../domain/service-orders/intake";
import { serviceMessages as m } from "../../domain/service-orders/messages-service-orders";
import type { DbOrTx } from "../db/client";
import { notFound } from "../http/errors";
import { loadSale, type SaleRecord } from "../sales";
import type { ServiceOrderRecord } from "./service-order-rows";

/** What the desk's use cases share: the store's secret and address, for the estimate's link. */
export interface DeskConfig {
  authSecret: string;
  baseUrl: string;
}

/** An order with the sale that carries its money. */
export async function saleOfOrder(db: DbOrTx, order: ServiceOrderRecord): Promise<SaleRecord> {
  const sale = await loadSale(db, order.saleId);
  if (!sale) throw notFound(m.serviceNotFound);
  return sale;
}

export const numberOf = (order: ServiceOrderRecord) => serviceNumber(order.number);
export const watchOf = (order: ServiceOrderRecord) => watchLabel(order);

/** What is left to pay: the payable total less what is paid, never below zero. */
export function owedOn(sale: SaleRecord): number {
  return Math.max(0, sale.total - sale.extraDiscount.amount - sale.amountPaid);
}

/** A WhatsApp chat with the customer carrying `text`, when they left a phone. */
export function whatsappOf(phone: string | null, text: string): string | null {
  const link = whatsappShareLink(phone, text);
  return link.ok ? link.value : null;
}

export const money = formatMoney;
