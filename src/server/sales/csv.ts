import type { OrderRow } from "../../contracts/sales/orders-admin";
import { csvDocument } from "../../domain/kernel/csv";
import { decimalLempiras } from "../../domain/kernel/money";
import { shopDay } from "../../domain/kernel/shop-calendar";
import { saleCustomerTypeLabel } from "../../domain/sales/customer-type";

const plain = decimalLempiras;

const HEADER = [
  "Orden",
  "Fecha",
  "Cliente",
  "Teléfono",
  "Tipo de cliente",
  "Vendedor",
  "Estado",
  "Tarjeta",
  "Total",
  "Pagado",
  "Saldo",
  "Saldo a favor",
  "Pagado no reembolsado",
];

/**
 * The Órdenes export: UTF-8 with BOM so Excel reads the accents; amounts in lempiras with 2
 * decimals. Saldo is what is still to collect (0 on a cancelled sale, docs/decisions/0161); the
 * credit and what a cancelled sale kept have their own columns.
 */
export function ordersCsv(rows: readonly OrderRow[]): string {
  return csvDocument(
    HEADER,
    rows.map((r) => [
      r.orderNumber,
      shopDay(r.saleDate),
      r.customerName,
      r.customerPhone ?? "",
      saleCustomerTypeLabel(r.customerType),
      r.sellerName ?? "",
      r.status,
      r.isCardPayment ? "Sí" : "No",
      plain(r.total),
      plain(r.amountPaid),
      plain(r.balance),
      plain(r.credit),
      plain(r.keptOnCancel),
    ]),
  );
}
