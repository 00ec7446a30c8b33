import type { CollectionsReport } from "../../contracts/collections/collections";
import { collectionsMsg as m } from "../../domain/collections/messages-collections";
import { csvDocument } from "../../domain/kernel/csv";
import { decimalLempiras } from "../../domain/kernel/money";
import { formatShopDateTime, shopDay } from "../../domain/kernel/shop-calendar";

/** Lempiras with two decimals and a dot, as the other report CSVs write them. */
const L = decimalLempiras;

/** Cobranza as CSV: the same columns and figures the tab shows. */
export function collectionsCsv(report: CollectionsReport): string {
  return csvDocument(
    [
      m.customer,
      m.phone,
      m.sales,
      m.balance,
      m.overdueBalance,
      m.oldestSale,
      m.daysOverdue,
      m.lastPayment,
      m.lastReminded,
      m.remindedByColumn,
    ],
    report.customers.map((c) => [
      c.customerName,
      c.customerPhone ?? "",
      String(c.sales),
      L(c.balance),
      L(c.overdueBalance),
      shopDay(new Date(c.oldestSaleAt)),
      String(c.daysOverdue),
      c.lastPaymentAt ? shopDay(new Date(c.lastPaymentAt)) : "",
      c.lastReminder ? formatShopDateTime(new Date(c.lastReminder.at)) : "",
      c.lastReminder?.byName ?? "",
    ]),
  );
}
