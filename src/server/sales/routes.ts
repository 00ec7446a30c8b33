import type { FastifyInstance } from "fastify";
import { getCustomerAccount } from "../../contracts/customers/customers";
import {
  assignSaleSerial as assignSaleSerialOperation,
  getSaleSerials as getSaleSerialsOperation,
  removeSaleSerial as removeSaleSerialOperation,
} from "../../contracts/sales/sale-serials";
import {
  getAvailableCredit,
  listSaleCreditTargets,
  refundSaleCredit,
  transferSaleCredit,
} from "../../contracts/sales/sales-credit";
import {
  addSaleExtraCost,
  deleteSaleExtraCost,
  deleteSale as deleteSaleOperation,
  deleteSalePayment,
  editSaleExtraCost,
  editSalePayment,
  exportOrdersCsv,
  findPosProductByCode as findPosProductByCodeOperation,
  getSaleFormDefaults,
  getSale as getSaleOperation,
  listAssignableSellers as listAssignableSellersOperation,
  listDeletedSales as listDeletedSalesOperation,
  listOrders as listOrdersOperation,
  registerSale as registerSaleOperation,
  registerSalePayment,
  requestSaleCancellation as requestSaleCancellationOperation,
  searchPosProducts as searchPosProductsOperation,
  setSaleAmountPaid,
  setSaleExtraDiscount,
  updateSale,
} from "../../contracts/sales/sales-operations";
import { msg } from "../../domain/kernel/messages";
import { basisPointsToPercent } from "../../domain/sales/commission";
import { orderMessages } from "../../domain/sales/messages-orders";
import { currentUser } from "../auth/session";
import type { Db } from "../db/client";
import { operationRoute } from "../http/operation-route";
import { defineLimit, limitRequests } from "../http/rate-limit";
import type { LiveBus } from "../live/bus";
import { BOOK_READ_MAX_AGE_MS, ReadCache } from "../live/read-cache";
import { runJob } from "../metrics";
import { assignSaleSerial } from "./assign-sale-serial";
import { defaultCommission, registerSale } from "./create-service";
import { availableCredit } from "./credit-holds";
import { saleCredit } from "./credit-service";
import { ordersCsv } from "./csv";
import { customerAccountOf } from "./customer-account";
import { deleteSale, listDeletedSales } from "./delete-service";
import { saleDialog } from "./dialog-service";
import { getSaleSerials } from "./get-sale-serials";
import { layawayNotice, sweepLayaways } from "./layaway-expiry";
import { listOrders, listOrdersForExport, type OrderTotals } from "./list-service";
import { findPosProductByCode, getSale, searchPosProducts } from "./read-service";
import { removeSaleSerial } from "./remove-sale-serial";
import { requestSaleCancellation } from "./request-cancellation";
import { listAssignableSellers } from "./sellers";

const LAYAWAY_SWEEP_MS = 60 * 60_000;

/** Back-office sales: Registrar Venta, Órdenes and the admin order dialog. */
export async function salesRoutes(
  app: FastifyInstance,
  { db, config, bus }: { db: Db; config?: { baseUrl: string }; bus: LiveBus },
) {
  // Órdenes' totals sum the whole filtered set: kept until a write is heard (docs/decisions/0256).
  const orderTotals = new ReadCache<OrderTotals>(bus, { maxAgeMs: BOOK_READ_MAX_AGE_MS });
  app.addHook("onClose", async () => orderTotals.close());
  // Apartados (docs/decisions/0250): reminders before the deadline and expiry after it, every hour.
  let layawayTimer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    layawayTimer = setInterval(() => {
      runJob("layaway_expiry", () => sweepLayaways(db, { baseUrl: config?.baseUrl ?? "" }))
        .then(({ skipped }) => {
          for (const s of skipped)
            app.log.warn({ saleId: s.id, reason: s.reason }, "expired apartado left open");
        })
        .catch((err) => app.log.error({ err }, "the apartados' sweep failed"));
    }, LAYAWAY_SWEEP_MS);
    layawayTimer.unref();
  });
  app.addHook("onClose", async () => clearInterval(layawayTimer));
  operationRoute(app, registerSaleOperation, {}, async (request) => {
    const created = await registerSale(db, currentUser(request), request.body);
    const message = msg.saleCreated(created.orderNumber);
    // An apartado's confirmation states its deadline and the expiry policy (docs/decisions/0250).
    const told = request.body.layaway ? await layawayNotice(db, created.id) : null;
    return { ...created, message: told ? `${message} ${told}` : message };
  });
  operationRoute(app, listOrdersOperation, {}, (request) =>
    listOrders(db, currentUser(request), request.query, (key, load) => orderTotals.read(key, load)),
  );
  operationRoute(app, exportOrdersCsv, {}, async (request, reply) => {
    const csv = ordersCsv(await listOrdersForExport(db, currentUser(request), request.query));
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", 'attachment; filename="ordenes.csv"')
      .header("cache-control", "no-store")
      .send(csv);
  });
  operationRoute(app, searchPosProductsOperation, {}, (request) => searchPosProducts(db, request.query.q));
  operationRoute(app, findPosProductByCodeOperation, {}, (request) =>
    findPosProductByCode(db, request.query.code),
  );
  operationRoute(app, getSaleFormDefaults, {}, async () => ({
    defaultCommissionPercentage: basisPointsToPercent(await defaultCommission(db)),
  }));
  operationRoute(app, listAssignableSellersOperation, {}, () => listAssignableSellers(db));
  operationRoute(app, listDeletedSalesOperation, {}, () => listDeletedSales(db));
  operationRoute(app, getSaleOperation, {}, (request) =>
    getSale(db, currentUser(request), request.params.id),
  );
  // A sale's watches by serial: read by staff and the buyer; named or taken back by admins.
  operationRoute(app, getSaleSerialsOperation, {}, (request) =>
    getSaleSerials(db, currentUser(request), request.params.id),
  );
  operationRoute(app, assignSaleSerialOperation, {}, (request) =>
    assignSaleSerial(db, request.params.id, currentUser(request), request.body),
  );
  operationRoute(app, removeSaleSerialOperation, {}, (request) =>
    removeSaleSerial(db, request.params.id, currentUser(request), request.params.serial),
  );
  // A few requests a day per person: a seller's mistakes are rare, a flood of alerts is not welcome.
  const cancellationRequestsPerUser = limitRequests(
    defineLimit(db, {
      name: "cancellation-requests",
      points: 5,
      durationSeconds: 86_400,
      message: orderMessages.tooManyCancellationRequests,
    }),
    (request) => currentUser(request).id,
  );
  operationRoute(
    app,
    requestSaleCancellationOperation,
    { preHandler: cancellationRequestsPerUser },
    (request) => requestSaleCancellation(db, request.params.id, currentUser(request), request.body),
  );
  // A customer's page is their sales: served here, declared with the customers' operations.
  operationRoute(app, getCustomerAccount, {}, (request) =>
    customerAccountOf(db, currentUser(request), request.params.id),
  );

  // The admin order dialog: read-only for everyone else (docs/product/states.md, roles.md): its
  // operations are declared for admins.
  operationRoute(app, updateSale, {}, (request) =>
    saleDialog.updateOrder(db, request.params.id, currentUser(request), request.body),
  );
  operationRoute(app, registerSalePayment, {}, (request) =>
    saleDialog.registerPayment(db, request.params.id, currentUser(request), request.body),
  );
  operationRoute(app, editSalePayment, {}, (request) =>
    saleDialog.editPayment(
      db,
      request.params.id,
      request.params.paymentId,
      currentUser(request),
      request.body,
    ),
  );
  operationRoute(app, deleteSalePayment, {}, (request) =>
    saleDialog.deletePayment(
      db,
      request.params.id,
      request.params.paymentId,
      currentUser(request),
      request.query.version,
    ),
  );
  operationRoute(app, setSaleAmountPaid, {}, (request) =>
    saleDialog.setAmountPaid(db, request.params.id, currentUser(request), request.body),
  );
  operationRoute(app, refundSaleCredit, {}, (request) =>
    saleCredit.refund(db, request.params.id, currentUser(request), request.body),
  );
  operationRoute(app, transferSaleCredit, {}, (request) =>
    saleCredit.transfer(db, request.params.id, currentUser(request), request.body),
  );
  operationRoute(app, listSaleCreditTargets, {}, (request) => saleCredit.targets(db, request.params.id));
  operationRoute(app, getAvailableCredit, {}, async (request) => ({
    available: await availableCredit(db, {
      customerId: request.query.customerId ?? null,
      userId: request.query.userId ?? null,
    }),
  }));
  operationRoute(app, addSaleExtraCost, {}, (request) =>
    saleDialog.addExtraCost(db, request.params.id, currentUser(request), request.body),
  );
  operationRoute(app, editSaleExtraCost, {}, (request) =>
    saleDialog.editExtraCost(db, request.params.id, request.params.index, currentUser(request), request.body),
  );
  operationRoute(app, deleteSaleExtraCost, {}, (request) =>
    saleDialog.deleteExtraCost(
      db,
      request.params.id,
      request.params.index,
      currentUser(request),
      request.query.version,
    ),
  );
  operationRoute(app, setSaleExtraDiscount, {}, (request) =>
    saleDialog.updateExtraDiscount(db, request.params.id, currentUser(request), request.body),
  );
  // docs/decisions/0252: deleting a sale records a deletion (audit) and returns its units.
  operationRoute(app, deleteSaleOperation, {}, (request) =>
    deleteSale(db, request.params.id, currentUser(request), request.body),
  );
}
