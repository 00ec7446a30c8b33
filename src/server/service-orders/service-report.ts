import { and, asc, eq, gte, lt } from "drizzle-orm";
import { csvDocument } from "../../domain/kernel/csv";
import { decimalLempiras } from "../../domain/kernel/money";
import { shopDay, shopDayEnd, shopDayStart } from "../../domain/kernel/shop-calendar";
import { serviceNumber, watchLabel } from "../../domain/service-orders/intake";
import { type ServiceReportRow, serviceSummary } from "../../domain/service-orders/report";
import type { ServiceState } from "../../domain/service-orders/states";
import type { Db } from "../db/client";
import { sales } from "../sales/schema";
import { serviceOrders } from "./schema";

/** The orders received in the period, with what their sale charges for labour and parts. */
async function periodRows(db: Db, from: string, to: string) {
  return db
    .select({
      // Only what the numbers and the CSV read: a year of orders is thousands of rows.
      order: {
        number: serviceOrders.number,
        state: serviceOrders.state,
        kind: serviceOrders.kind,
        brand: serviceOrders.brand,
        model: serviceOrders.model,
        serial: serviceOrders.serial,
        warranty: serviceOrders.warranty,
        warrantyCost: serviceOrders.warrantyCost,
        receivedAt: serviceOrders.receivedAt,
        deliveredAt: serviceOrders.deliveredAt,
      },
      customerName: sales.customerName,
      // Labour is the sale's extra costs, parts its items (docs/decisions/0248).
      labour: sales.extraCostsTotal,
      parts: sales.subtotal,
      total: sales.total,
      amountPaid: sales.amountPaid,
    })
    .from(serviceOrders)
    .innerJoin(sales, eq(sales.id, serviceOrders.saleId))
    .where(
      and(gte(serviceOrders.receivedAt, shopDayStart(from)), lt(serviceOrders.receivedAt, shopDayEnd(to))),
    )
    .orderBy(asc(serviceOrders.receivedAt), asc(serviceOrders.id));
}

const reportRow = (r: Awaited<ReturnType<typeof periodRows>>[number]): ServiceReportRow => ({
  state: r.order.state as ServiceState,
  receivedDay: shopDay(r.order.receivedAt),
  deliveredDay: r.order.deliveredAt ? shopDay(r.order.deliveredAt) : null,
  labour: r.labour,
  parts: r.parts,
  warranty: r.order.warranty,
  warrantyCost: r.order.warrantyCost,
});

/** Reportes › Servicio: the desk's numbers over the orders received in the period. */
export async function serviceReport(db: Db, query: { from: string; to: string }, now = new Date()) {
  const rows = await periodRows(db, query.from, query.to);
  return { received: rows.length, ...serviceSummary(rows.map(reportRow), shopDay(now)) };
}

/** The period's orders, one line each; money as plain numbers in lempiras (negative ones too). */
export async function serviceReportCsv(db: Db, query: { from: string; to: string }): Promise<string> {
  const rows = await periodRows(db, query.from, query.to);
  return csvDocument(
    [
      "Orden",
      "Recibida",
      "Entregada",
      "Estado",
      "Cliente",
      "Reloj",
      "Servicio",
      "Garantía",
      "Mano de obra",
      "Piezas",
      "Total",
      "Pagado",
      "Costo de garantía",
    ],
    rows.map((r) => [
      serviceNumber(r.order.number),
      shopDay(r.order.receivedAt),
      r.order.deliveredAt ? shopDay(r.order.deliveredAt) : "",
      r.order.state,
      r.customerName,
      watchLabel(r.order),
      r.order.kind,
      r.order.warranty ? "Sí" : "No",
      decimalLempiras(r.labour),
      decimalLempiras(r.parts),
      decimalLempiras(r.total),
      decimalLempiras(r.amountPaid),
      decimalLempiras(r.order.warrantyCost),
    ]),
  );
}
