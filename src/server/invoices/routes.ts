import type { FastifyInstance } from "fastify";
import {
  activateCai,
  createCai,
  getInvoicingSettings,
  getSaleInvoices,
  invoicePdf,
  invoicesCsv,
  issueInvoice,
  listInvoices,
  updateInvoicingThreshold,
  voidInvoice,
} from "../../contracts/invoices/invoices";
import { currentUser } from "../auth/session";
import type { FeatureDeps } from "../feature";
import { operationRoute } from "../http/operation-route";
import { keptAnswersPerShopDay } from "../live/read-cache";
import * as activateCaiUseCase from "./activate-cai";
import * as createCaiUseCase from "./create-cai";
import * as invoicePdfUseCase from "./invoice-pdf";
import * as invoicesCsvUseCase from "./invoices-csv";
import * as invoicingSettingsUseCase from "./invoicing-settings";
import * as issueInvoiceUseCase from "./issue-invoice";
import * as listInvoicesUseCase from "./list-invoices";
import * as saleInvoicesUseCase from "./sale-invoices";
import * as updateThresholdUseCase from "./update-invoicing-threshold";
import * as voidInvoiceUseCase from "./void-invoice";

/** The use cases, one file each, by the names the routes call them. */
const service = {
  ...invoicingSettingsUseCase,
  ...createCaiUseCase,
  ...activateCaiUseCase,
  ...updateThresholdUseCase,
  ...saleInvoicesUseCase,
  ...issueInvoiceUseCase,
  ...voidInvoiceUseCase,
  ...listInvoicesUseCase,
  ...invoicesCsvUseCase,
  ...invoicePdfUseCase,
};

/** Factura (SAR): admins and superadmins only. */
export async function invoiceRoutes(app: FastifyInstance, { db, bus }: FeatureDeps) {
  // Reportes › Facturas reads every document of its range (2,200 on a ten-year book's year): kept
  // per query as its bytes until any change is heard; every issue, void and nota de crédito
  // publishes one (docs/decisions/0258).
  // A year of documents is about 1 MB at ten times the benches' data: twenty queries at most.
  const listed = keptAnswersPerShopDay(app, bus, listInvoices, 20);
  operationRoute(app, getInvoicingSettings, {}, () => service.invoicingSettings(db));
  operationRoute(app, createCai, {}, (request) => service.createCai(db, request.body));
  operationRoute(app, activateCai, {}, (request) => service.activateCai(db, request.params.id));
  operationRoute(app, updateInvoicingThreshold, {}, (request) =>
    service.updateThreshold(db, request.body.amount),
  );
  operationRoute(app, getSaleInvoices, {}, (request) => service.saleInvoices(db, request.params.id));
  operationRoute(app, issueInvoice, {}, (request) =>
    service.issueInvoice(db, request.params.id, currentUser(request), request.body),
  );
  operationRoute(app, voidInvoice, {}, (request) =>
    service.voidInvoice(db, request.params.id, currentUser(request), request.body.reason),
  );
  operationRoute(app, listInvoices, {}, (request, reply) =>
    listed(request, reply, JSON.stringify(request.query), () => service.listInvoices(db, request.query)),
  );
  operationRoute(app, invoicesCsv, {}, async (request, reply) => {
    const csv = await service.invoicesCsv(db, request.query);
    const name = `facturas-${request.query.from ?? "inicio"}-${request.query.to ?? "hoy"}.csv`;
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="${name}"`)
      .header("cache-control", "no-store")
      .send(csv);
  });
  operationRoute(app, invoicePdf, {}, async (request, reply) => {
    const { pdf, filename } = await service.invoicePdf(db, request.params.id, request.query.papel);
    return reply
      .header("content-type", "application/pdf")
      .header("content-disposition", `attachment; filename="${filename}"`)
      .header("cache-control", "no-store")
      .send(pdf);
  });
}
