import { orderNumber } from "../../domain/kernel/roles";
import { orderChangeNotices } from "../../domain/sales/order-notices";
import type { SaleRecord } from "../../domain/sales/sale-record";
import { balanceDue } from "../../domain/sales/totals";
import type { Tx } from "../db/client";
import { notifyUser } from "../notifications";

const noticeState = (sale: SaleRecord) => ({
  status: sale.status,
  payments: sale.payments,
  isDelivered: sale.isDelivered,
  shipping: sale.shipping,
  balance: balanceDue(sale),
});

/**
 * Tells the customer who holds an account what staff just changed on their order (a payment,
 * the status, the shipment with its tracking, the delivery; decision 0087), inside the
 * transaction that saves the change, so a refused or failed change notifies nobody.
 */
export async function notifyCustomerOfChange(tx: Tx, before: SaleRecord, after: SaleRecord): Promise<void> {
  const userId = after.customerUserId;
  if (!userId) return;
  for (const notice of orderChangeNotices(noticeState(before), noticeState(after), orderNumber(after.id))) {
    await notifyUser(tx, userId, {
      title: notice.title,
      body: notice.body,
      type: "purchase",
      link: `/client/purchases/${after.id}`,
    });
  }
}
