import type { ReportId } from "../../contracts/reports/reports";
import { csvDocument } from "../../domain/kernel/csv";
import { decimalLempiras } from "../../domain/kernel/money";
import { AGEING_BUCKETS } from "../../domain/reports/reports";
import type { Db } from "../db/client";
import { cardsReport } from "./cards-report";
import { cashFlowReport } from "./cash-flow-report";
import { inventoryReport } from "./inventory-report";
import { productsReport } from "./products-report";
import { receivableReport } from "./receivable-report";
import { salesReport } from "./sales-report";
import { sellersReport } from "./sellers-report";

/** Lempiras with two decimals and a dot, as the Órdenes CSV writes them. */
const L = (centavos: number | null) => (centavos === null ? "" : decimalLempiras(centavos));
const n = (value: number) => String(value);

export interface ExportInput {
  from: string;
  to: string;
  grain: "day" | "week" | "month";
  asOf: string;
}

/** Each report's table as CSV: the same columns and figures the page shows (docs/decisions/0093). */
export async function reportCsv(db: Db, report: ReportId, q: ExportInput): Promise<string> {
  switch (report) {
    case "sales": {
      const r = await salesReport(db, q);
      return csvDocument(
        ["Periodo", "Ventas", "Total", "Pagado", "Pendiente", "Descuentos", "Canceladas", "Total cancelado"],
        [...r.rows, r.totals].map((x) => [
          x.period,
          n(x.count),
          L(x.total),
          L(x.paid),
          L(x.pending),
          L(x.discounts),
          n(x.cancelled),
          L(x.cancelledTotal),
        ]),
      );
    }
    case "cash-flow": {
      const r = await cashFlowReport(db, q);
      return csvDocument(
        [
          "Periodo",
          "Abono al Crédito",
          "Pago Completo",
          "Efectivo",
          "Transferencia",
          "Transferencia verificada",
          "Tarjeta",
          "Recibido",
          "Reembolsos",
          "Neto",
          "Reembolsos en efectivo",
          "Entradas de efectivo",
          "Salidas de efectivo",
          "Diferencias de caja",
        ],
        [...r.rows, r.totals].map((x) => [
          x.period,
          L(x.partial),
          L(x.full),
          L(x.efectivo),
          L(x.transferencia),
          L(x.transferVerified),
          L(x.tarjeta),
          L(x.received),
          L(x.refunds),
          L(x.net),
          L(x.cashRefunds),
          L(x.payIns),
          L(x.payOuts),
          L(x.drawerDifference),
        ]),
      );
    }
    case "receivable": {
      const r = await receivableReport(db, q.asOf);
      return csvDocument(
        [
          "Cliente",
          "Teléfono",
          "Ventas",
          "0-30 días",
          "31-60 días",
          "61-90 días",
          "Más de 90 días",
          "Total",
          "Saldo a favor",
        ],
        [
          ...r.customers.map((c) => [
            c.customerName,
            c.customerPhone ?? "",
            n(c.sales),
            ...AGEING_BUCKETS.map((b) => L(c[b])),
            L(c.total),
            L(c.credit),
          ]),
          ["Total", "", "", ...AGEING_BUCKETS.map((b) => L(r.totals[b])), L(r.totals.total), L(r.credit)],
        ],
      );
    }
    case "sellers": {
      const r = await sellersReport(db, q);
      return csvDocument(
        ["Vendedor", "Ventas", "Total vendido", "Cobrado", "Reembolsado", "Comisión"],
        r.rows.map((x) => [
          x.sellerName,
          n(x.sales),
          L(x.total),
          L(x.collected),
          L(x.refunded),
          L(x.commission),
        ]),
      );
    }
    case "products": {
      const r = await productsReport(db, q);
      return csvDocument(
        ["Producto", "Unidades", "Ingresos", "Costo", "Margen"],
        r.rows.map((x) => [x.productName, n(x.units), L(x.revenue), L(x.cost), L(x.margin)]),
      );
    }
    case "inventory": {
      const r = await inventoryReport(db);
      return csvDocument(
        [
          "Producto",
          "Disponible",
          "Reservado",
          "Costo unitario",
          "Precio",
          "Disponible al costo",
          "Disponible al precio",
          "Reservado al costo",
          "Reservado al precio",
        ],
        r.rows.map((x) => [
          x.productName,
          n(x.quantity),
          n(x.reserved),
          L(x.unitCost),
          L(x.salePrice),
          L(x.stock.atCost),
          L(x.stock.atPrice),
          L(x.reservedValue.atCost),
          L(x.reservedValue.atPrice),
        ]),
      );
    }
    case "cards": {
      const r = await cardsReport(db, q);
      return csvDocument(
        ["Marca", "Pagos", "Total"],
        r.byBrand.map((x) => [x.brand, n(x.count), L(x.total)]),
      );
    }
  }
}
