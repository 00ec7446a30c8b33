import { z } from "zod";
import { reportsRangeMsg } from "../../domain/reports/messages-reports";
import { REPORT_GRAINS, reportRangeRefusal } from "../../domain/reports/reports";
import { SALE_STATUSES } from "../../domain/sales/sale";
import { centavos, pageFields, pageParam, shopDayParam } from "../kernel/common";
import { defineOperation } from "../kernel/operation";

/** Dashboard, Mi Dashboard and Reportes (docs/decisions/0252, 0091–0093, 0242). Money in centavos. */

const shopDayText = shopDayParam;
export const reportRangeQuery = z
  .object({ from: shopDayText, to: shopDayText })
  .refine((q) => q.from <= q.to, { message: reportsRangeMsg.order, path: ["to"] });
/** A report by period: its range is capped per grain, as its answer has a row per period. */
export const reportPeriodQuery = z
  .object({ from: shopDayText, to: shopDayText, grain: z.enum(REPORT_GRAINS).default("day") })
  .superRefine((q, ctx) => {
    const refusal = reportRangeRefusal(q.from, q.to, q.grain);
    if (refusal) ctx.addIssue({ code: "custom", message: refusal, path: ["to"] });
  });
export const asOfQuery = z.object({ asOf: shopDayText });

const moneyCount = z.object({ count: z.number().int(), total: centavos });
const dayPoint = z.object({ day: z.string(), sales: centavos, collections: centavos });

export const dashboard = z.object({
  today: z.string(),
  monthStart: z.string(),
  salesToday: moneyCount,
  salesMonth: moneyCount,
  collectionsToday: centavos,
  collectionsMonth: centavos,
  receivable: z.object({ total: centavos, over30: centavos, over60: centavos, over90: centavos }),
  byStatus: z.array(z.object({ status: z.enum(SALE_STATUSES), count: z.number().int() })),
  awaiting: z.object({
    newCardPayments: z.number().int(),
    unreadWebPurchases: z.number().int(),
    openTickets: z.number().int(),
    lowStock: z.number().int(),
    completedNotDelivered: z.number().int(),
  }),
  chart: z.array(dayPoint),
  bestSellers: z.array(
    z.object({ productId: z.string(), productName: z.string(), units: z.number().int(), revenue: centavos }),
  ),
});
export type Dashboard = z.infer<typeof dashboard>;

export const sellerDashboard = z.object({
  today: z.string(),
  monthStart: z.string(),
  salesMonth: moneyCount,
  collectionsMonth: centavos,
  refundsMonth: centavos,
  owed: centavos,
  commissionMonth: centavos,
  chart: z.array(dayPoint),
});
export type SellerDashboard = z.infer<typeof sellerDashboard>;

export const salesReportRow = z.object({
  period: z.string(),
  count: z.number().int(),
  total: centavos,
  paid: centavos,
  pending: centavos,
  discounts: centavos,
  cancelled: z.number().int(),
  cancelledTotal: centavos,
});
export const salesReport = z.object({ rows: z.array(salesReportRow), totals: salesReportRow });
export type SalesReport = z.infer<typeof salesReport>;

export const cashFlowRow = z.object({
  period: z.string(),
  partial: centavos,
  full: centavos,
  efectivo: centavos,
  transferencia: centavos,
  /** The part of `transferencia` whose declared transfer staff verified against the bank. */
  transferVerified: centavos,
  tarjeta: centavos,
  received: centavos,
  refunds: centavos,
  net: z.number().int(),
  /** Of `refunds`, the ones given back in cash. */
  cashRefunds: centavos,
  /**
   * The cash drawers' own movements (docs/decisions/0252), outside "Recibido" and `net`: cash put
   * in and taken out with a reason, and what closing counts found beyond (+) or short of (−) the
   * expected cash.
   */
  payIns: centavos,
  payOuts: centavos,
  drawerDifference: z.number().int(),
});
export const cashFlowReport = z.object({ rows: z.array(cashFlowRow), totals: cashFlowRow });
export type CashFlowReport = z.infer<typeof cashFlowReport>;

const buckets = z.object({
  "0-30": centavos,
  "31-60": centavos,
  "61-90": centavos,
  "90+": centavos,
  total: centavos,
});
export const receivableReport = z.object({
  asOf: z.string(),
  totals: buckets,
  customers: z.array(
    buckets.extend({
      customerKey: z.string(),
      customerName: z.string(),
      customerPhone: z.string().nullable(),
      sales: z.number().int(),
      /** The customer's Saldo a favor as of the date: its own figure, never netted into `total`. */
      credit: centavos,
    }),
  ),
  /** Every customer's Saldo a favor as of the date, apart from what is owed (docs/decisions/0163). */
  credit: centavos,
  /** Sales whose paid total was set by hand: counted as paid on every date (docs/decisions/0091). */
  manualPaidSales: z.number().int(),
});
export type ReceivableReport = z.infer<typeof receivableReport>;
/** What the screen gets: one page of the customers, the totals and the credit of them all. */
export const receivableReportPage = receivableReport.extend(pageFields);
export const receivableQuery = asOfQuery.extend({ page: pageParam });

export const sellersRow = z.object({
  sellerId: z.string().nullable(),
  sellerName: z.string(),
  sales: z.number().int(),
  total: centavos,
  collected: centavos,
  refunded: centavos,
  commission: z.number().int(),
});
export const sellersReport = z.object({ rows: z.array(sellersRow) });
export type SellersReport = z.infer<typeof sellersReport>;

export const productsRow = z.object({
  productId: z.string(),
  productName: z.string(),
  units: z.number().int(),
  revenue: centavos,
  cost: centavos.nullable(),
  margin: z.number().int().nullable(),
});
export const productsReport = z.object({ rows: z.array(productsRow) });
export type ProductsReport = z.infer<typeof productsReport>;

const valuation = z.object({ atCost: centavos.nullable(), atPrice: centavos });
export const inventoryRow = z.object({
  productId: z.string(),
  productName: z.string(),
  quantity: z.number().int(),
  reserved: z.number().int(),
  unitCost: centavos.nullable(),
  salePrice: centavos,
  stock: valuation,
  reservedValue: valuation,
});
export const inventoryReport = z.object({
  rows: z.array(inventoryRow),
  totals: z.object({
    quantity: z.number().int(),
    reserved: z.number().int(),
    stock: z.object({ atCost: centavos, atPrice: centavos }),
    reservedValue: z.object({ atCost: centavos, atPrice: centavos }),
    withoutCost: z.number().int(),
  }),
});
export type InventoryReport = z.infer<typeof inventoryReport>;
/** What the screen gets: one page of the products, the totals of them all. */
export const inventoryReportPage = inventoryReport.extend(pageFields);

export const cardsReport = z.object({
  today: moneyCount,
  last7Days: moneyCount,
  month: moneyCount,
  range: moneyCount,
  byBrand: z.array(z.object({ brand: z.string(), count: z.number().int(), total: centavos })),
});
export type CardsReport = z.infer<typeof cardsReport>;

export const REPORT_IDS = [
  "sales",
  "cash-flow",
  "receivable",
  "sellers",
  "products",
  "inventory",
  "cards",
] as const;
export type ReportId = (typeof REPORT_IDS)[number];
export const reportExportParams = z.object({ report: z.enum(REPORT_IDS) });
/** The CSV takes every report's parameters; each report reads the ones it needs. */
export const reportExportQuery = z.object({
  from: shopDayText.optional(),
  to: shopDayText.optional(),
  grain: z.enum(REPORT_GRAINS).default("day"),
  asOf: shopDayText.optional(),
});

const tags = ["reportes"];

export const getDashboard = defineOperation({
  id: "getDashboard",
  method: "GET",
  path: "/api/reports/dashboard",
  summary: "Dashboard: ventas, cobros, cuentas por cobrar y pendientes de hoy y del mes",
  tags,
  access: "admins",
  topic: "sales",
  response: dashboard,
});

export const getSellerDashboard = defineOperation({
  id: "getSellerDashboard",
  method: "GET",
  path: "/api/reports/my-dashboard",
  summary: "Mi Dashboard: ventas, cobros, saldo de clientes y comisión del vendedor",
  tags,
  access: "staff",
  topic: "sales",
  response: sellerDashboard,
});

export const getSalesReport = defineOperation({
  id: "getSalesReport",
  method: "GET",
  path: "/api/reports/sales",
  summary: "Ventas por día, semana o mes",
  tags,
  access: "admins",
  topic: "sales",
  query: reportPeriodQuery,
  response: salesReport,
});

export const getCashFlowReport = defineOperation({
  id: "getCashFlowReport",
  method: "GET",
  path: "/api/reports/cash-flow",
  summary: "Flujo de caja: pagos por fecha, tipo y método; reembolsos",
  tags,
  access: "admins",
  topic: "sales",
  query: reportPeriodQuery,
  response: cashFlowReport,
});

export const getReceivableReport = defineOperation({
  id: "getReceivableReport",
  method: "GET",
  path: "/api/reports/receivable",
  summary: "Cuentas por cobrar con antigüedad a una fecha, por cliente",
  tags,
  access: "admins",
  topic: "sales",
  query: receivableQuery,
  response: receivableReportPage,
});

export const getSellersReport = defineOperation({
  id: "getSellersReport",
  method: "GET",
  path: "/api/reports/sellers",
  summary: "Ventas y comisión por vendedor",
  tags,
  access: "admins",
  topic: "sales",
  query: reportRangeQuery,
  response: sellersReport,
});

export const getProductsReport = defineOperation({
  id: "getProductsReport",
  method: "GET",
  path: "/api/reports/products",
  summary: "Productos más vendidos por unidades e ingresos, con margen",
  tags,
  access: "admins",
  topic: "sales",
  query: reportRangeQuery,
  response: productsReport,
});

export const getInventoryReport = defineOperation({
  id: "getInventoryReport",
  method: "GET",
  path: "/api/reports/inventory",
  summary: "Valor del inventario al costo y al precio de venta",
  tags,
  access: "admins",
  topic: "products",
  query: z.object({ page: pageParam }),
  response: inventoryReportPage,
});

export const getCardsReport = defineOperation({
  id: "getCardsReport",
  method: "GET",
  path: "/api/reports/cards",
  summary: "Pagos con tarjeta: hoy, 7 días, mes y por marca",
  tags,
  access: "admins",
  topic: "sales",
  query: reportRangeQuery,
  response: cardsReport,
});

export const exportReport = defineOperation({
  id: "exportReport",
  method: "GET",
  path: "/api/reports/:report/export.csv",
  summary: "Exportar un reporte a CSV (UTF-8 con BOM)",
  tags,
  access: "admins",
  params: reportExportParams,
  query: reportExportQuery,
});
