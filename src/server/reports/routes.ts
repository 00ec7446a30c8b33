import type { FastifyInstance } from "fastify";
import {
  type Dashboard,
  exportReport,
  getCardsReport,
  getCashFlowReport,
  getDashboard,
  getInventoryReport,
  getProductsReport,
  getReceivableReport,
  getSalesReport,
  getSellerDashboard,
  getSellersReport,
  type ReceivableReport,
  type SellerDashboard,
} from "../../contracts/reports/reports";
import { shopDay, startOfShopMonth } from "../../domain/kernel/shop-calendar";
import { reportRangeRefusal } from "../../domain/reports/reports";
import { currentUser } from "../auth/session";
import type { Db } from "../db/client";
import { invalid } from "../http/errors";
import { operationRoute } from "../http/operation-route";
import type { LiveBus } from "../live/bus";
import { keptPerShopDay } from "../live/read-cache";
import { cardsReport } from "./cards-report";
import { cashFlowReport } from "./cash-flow-report";
import { reportCsv } from "./csv";
import { dashboardFigures } from "./dashboard";
import { inventoryReport } from "./inventory-report";
import { productsReport } from "./products-report";
import { receivableReport } from "./receivable-report";
import { salesReport } from "./sales-report";
import { sellerDashboardFigures } from "./seller-dashboard";
import { sellersReport } from "./sellers-report";

/** Dashboard and Reportes are admin and superadmin only; Mi Dashboard is any staff member's own. */
export async function reportRoutes(app: FastifyInstance, { db, bus }: { db: Db; bus: LiveBus }) {
  // The dashboards and the receivable sum every sale: their answers are kept until any change is
  // heard (docs/decisions/0226), per shop day, since each is computed for today.
  const dashboard = keptPerShopDay<Dashboard>(app, bus);
  const sellerDashboard = keptPerShopDay<SellerDashboard>(app, bus);
  const receivable = keptPerShopDay<ReceivableReport>(app, bus);
  // The reports by period sum a month or a year of the journal: kept the same way, per query
  // (docs/decisions/0256); ten people asking at once share one read.
  const byQuery = <T>() => {
    const kept = keptPerShopDay<T>(app, bus);
    return (query: object, load: () => Promise<T>) => kept(JSON.stringify(query), load);
  };
  const sales = byQuery<Awaited<ReturnType<typeof salesReport>>>();
  const cashFlow = byQuery<Awaited<ReturnType<typeof cashFlowReport>>>();
  const sellers = byQuery<Awaited<ReturnType<typeof sellersReport>>>();
  const products = byQuery<Awaited<ReturnType<typeof productsReport>>>();
  const inventory = byQuery<Awaited<ReturnType<typeof inventoryReport>>>();
  const cards = byQuery<Awaited<ReturnType<typeof cardsReport>>>();

  operationRoute(app, getDashboard, {}, () => dashboard("all", () => dashboardFigures(db)));
  operationRoute(app, getSellerDashboard, {}, (request) => {
    const sellerId = currentUser(request).id;
    return sellerDashboard(sellerId, () => sellerDashboardFigures(db, sellerId));
  });
  operationRoute(app, getSalesReport, {}, ({ query }) => sales(query, () => salesReport(db, query)));
  operationRoute(app, getCashFlowReport, {}, ({ query }) => cashFlow(query, () => cashFlowReport(db, query)));
  operationRoute(app, getReceivableReport, {}, (request) =>
    receivable(request.query.asOf, () => receivableReport(db, request.query.asOf)),
  );
  operationRoute(app, getSellersReport, {}, ({ query }) => sellers(query, () => sellersReport(db, query)));
  operationRoute(app, getProductsReport, {}, ({ query }) => products(query, () => productsReport(db, query)));
  operationRoute(app, getInventoryReport, {}, () => inventory({}, () => inventoryReport(db)));
  operationRoute(app, getCardsReport, {}, ({ query }) => cards(query, () => cardsReport(db, query)));

  operationRoute(app, exportReport, {}, async (request, reply) => {
    const now = new Date();
    const today = shopDay(now);
    const q = request.query;
    const from = q.from ?? shopDay(startOfShopMonth(now));
    const to = q.to && q.to >= from ? q.to : ([today, from].sort()[1] as string);
    // The reports by period answer a row per period: the same cap as their screens.
    const byPeriod = request.params.report === "sales" || request.params.report === "cash-flow";
    const refusal = byPeriod ? reportRangeRefusal(from, to, q.grain) : null;
    if (refusal) throw invalid(refusal, "to");
    const csv = await reportCsv(db, request.params.report, {
      from,
      to,
      grain: q.grain,
      asOf: q.asOf ?? today,
    });
    const name = `reporte-${request.params.report}-${request.params.report === "receivable" ? (q.asOf ?? today) : `${from}_${to}`}.csv`;
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="${name}"`)
      .header("cache-control", "no-store")
      .send(csv);
  });
}
