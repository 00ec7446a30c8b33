import type { FastifyInstance } from "fastify";
import {
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
} from "../../contracts/reports/reports";
import { shopDay, startOfShopMonth } from "../../domain/kernel/shop-calendar";
import { reportRangeRefusal } from "../../domain/reports/reports";
import { currentUser } from "../auth/session";
import type { Db } from "../db/client";
import { invalid } from "../http/errors";
import { operationRoute } from "../http/operation-route";
import type { LiveBus } from "../live/bus";
import { keptAnswersPerShopDay, keptPagesPerShopDay } from "../live/read-cache";
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
  // The dashboards, the receivable and Reportes › Inventario sum every sale or product; the
  // reports by period a month or a year of the journal. Each answer is kept as its bytes until any
  // change is heard, per shop day since each is computed for today (docs/decisions/0226, 0256,
  // 0258); ten people asking at once share one read. Mi Dashboard is kept per seller, the
  // receivable per date, a report by period per query.
  const dashboard = keptAnswersPerShopDay(app, bus, getDashboard);
  const sellerDashboard = keptAnswersPerShopDay(app, bus, getSellerDashboard);
  const receivable = keptPagesPerShopDay(app, bus, getReceivableReport, "customers", (asOf) =>
    receivableReport(db, asOf),
  );
  const sales = keptAnswersPerShopDay(app, bus, getSalesReport);
  const cashFlow = keptAnswersPerShopDay(app, bus, getCashFlowReport);
  const sellers = keptAnswersPerShopDay(app, bus, getSellersReport);
  const products = keptAnswersPerShopDay(app, bus, getProductsReport);
  const inventory = keptPagesPerShopDay(app, bus, getInventoryReport, "rows", () => inventoryReport(db));
  const cards = keptAnswersPerShopDay(app, bus, getCardsReport);
  const byQuery = (query: object) => JSON.stringify(query);

  operationRoute(app, getDashboard, {}, (request, reply) =>
    dashboard(request, reply, "all", () => dashboardFigures(db)),
  );
  operationRoute(app, getSellerDashboard, {}, (request, reply) => {
    const sellerId = currentUser(request).id;
    return sellerDashboard(request, reply, sellerId, () => sellerDashboardFigures(db, sellerId));
  });
  operationRoute(app, getSalesReport, {}, (request, reply) =>
    sales(request, reply, byQuery(request.query), () => salesReport(db, request.query)),
  );
  operationRoute(app, getCashFlowReport, {}, (request, reply) =>
    cashFlow(request, reply, byQuery(request.query), () => cashFlowReport(db, request.query)),
  );
  // Por cobrar and Reportes › Inventario list every customer or product: a page at a time, the
  // totals over all of them (a ten-year book's answer was 5 MB).
  operationRoute(app, getReceivableReport, {}, (request, reply) =>
    receivable(request, reply, request.query.asOf, request.query.page),
  );
  operationRoute(app, getSellersReport, {}, (request, reply) =>
    sellers(request, reply, byQuery(request.query), () => sellersReport(db, request.query)),
  );
  operationRoute(app, getProductsReport, {}, (request, reply) =>
    products(request, reply, byQuery(request.query), () => productsReport(db, request.query)),
  );
  operationRoute(app, getInventoryReport, {}, (request, reply) =>
    inventory(request, reply, "all", request.query.page),
  );
  operationRoute(app, getCardsReport, {}, (request, reply) =>
    cards(request, reply, byQuery(request.query), () => cardsReport(db, request.query)),
  );

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
