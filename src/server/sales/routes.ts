import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  amountPaidInput,
  costParam,
  createSaleInput,
  deletedSaleRows,
  editPaymentInput,
  extraCostInput,
  extraDiscountInput,
  orderList,
  orderListQuery,
  myPurchaseRow,
  orderRow,
  orderUpdateInput,
  paymentParam,
  posProductQuery,
  posProducts,
  registerPaymentInput,
  saleDeletionInput,
  saleDeletionResult,
  saleFormDefaults,
  saleIdParam,
  saleMutationResult,
  sellerOptions,
  versionQuery,
} from "../../contracts/orders-admin";
import { saleDocument } from "../../contracts/sales";
import { msg } from "../../domain/messages";
import { ADMIN_ROLES, CUSTOMER_ROLES, STAFF_ROLES } from "../../domain/roles";
import type { Auth } from "../auth/auth";
import { currentUser, requireRole, requireUser } from "../auth/session";
import type { Db } from "../db/client";
import { defaultCommission, registerSale } from "./create-service";
import { ordersCsv } from "./csv";
import { deleteSale, listDeletedSales } from "./delete-service";
import { saleDialog } from "./dialog-service";
import { listOrders, listOrdersForExport } from "./list-service";
import { getSale, listOwnPurchases, searchPosProducts } from "./read-service";
import { listAssignableSellers } from "./sellers";

/** Back-office sales (issue 5): Registrar Venta, Órdenes and the admin order dialog. */
export async function salesRoutes(app: FastifyInstance, { db, auth }: { db: Db; auth: Auth }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["ventas"];
  const staff = requireRole(auth, STAFF_ROLES);
  const admins = requireRole(auth, ADMIN_ROLES);
  const mutation = { 200: saleMutationResult };

  r.post(
    "/api/sales",
    {
      preValidation: staff,
      schema: {
        tags,
        summary: "Registrar una venta",
        body: createSaleInput,
        response: { 200: z.object({ id: z.string(), orderNumber: z.string(), message: z.string() }) },
      },
    },
    async (request) => {
      const created = await registerSale(db, currentUser(request), request.body);
      return { ...created, message: msg.saleCreated(created.orderNumber) };
    },
  );
  r.get(
    "/api/sales",
    { preValidation: staff, schema: { tags, querystring: orderListQuery, response: { 200: orderList } } },
    async (request) => listOrders(db, currentUser(request), request.query),
  );
  r.get(
    "/api/sales/export.csv",
    { preValidation: staff, schema: { tags, querystring: orderListQuery } },
    async (request, reply) => {
      const csv = ordersCsv(await listOrdersForExport(db, currentUser(request), request.query));
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="ordenes.csv"')
        .header("cache-control", "no-store")
        .send(csv);
    },
  );
  r.get(
    "/api/sales/pos-products",
    { preValidation: staff, schema: { tags, querystring: posProductQuery, response: { 200: posProducts } } },
    async (request) => searchPosProducts(db, request.query.q),
  );
  r.get(
    "/api/sales/form-defaults",
    { preValidation: staff, schema: { tags, response: { 200: saleFormDefaults } } },
    async () => ({
      defaultCommissionPercentage: await defaultCommission(db),
    }),
  );
  r.get(
    "/api/sales/sellers",
    { preValidation: admins, schema: { tags, response: { 200: sellerOptions } } },
    async () => listAssignableSellers(db),
  );
  r.get(
    "/api/sales/deletions",
    {
      preValidation: admins,
      schema: { tags, summary: "Ventas eliminadas", response: { 200: deletedSaleRows } },
    },
    async () => listDeletedSales(db),
  );
  r.get(
    "/api/my/purchases",
    {
      preValidation: requireRole(auth, CUSTOMER_ROLES),
      schema: { tags, response: { 200: z.array(myPurchaseRow) } },
    },
    async (request) => listOwnPurchases(db, currentUser(request)),
  );
  r.get(
    "/api/sales/:id",
    {
      preValidation: requireUser(auth),
      schema: { tags, params: saleIdParam, response: { 200: saleDocument } },
    },
    async (request) => getSale(db, currentUser(request), request.params.id),
  );

  // The admin order dialog: read-only for everyone else (docs/product/states.md, roles.md), enforced here.
  r.patch(
    "/api/sales/:id",
    {
      preValidation: admins,
      schema: { tags, params: saleIdParam, body: orderUpdateInput, response: mutation },
    },
    async (request) => saleDialog.updateOrder(db, request.params.id, currentUser(request), request.body),
  );
  r.post(
    "/api/sales/:id/payments",
    {
      preValidation: admins,
      schema: { tags, params: saleIdParam, body: registerPaymentInput, response: mutation },
    },
    async (request) => saleDialog.registerPayment(db, request.params.id, currentUser(request), request.body),
  );
  r.put(
    "/api/sales/:id/payments/:paymentId",
    {
      preValidation: admins,
      schema: { tags, params: paymentParam, body: editPaymentInput, response: mutation },
    },
    async (request) =>
      saleDialog.editPayment(
        db,
        request.params.id,
        request.params.paymentId,
        currentUser(request),
        request.body,
      ),
  );
  r.delete(
    "/api/sales/:id/payments/:paymentId",
    {
      preValidation: admins,
      schema: { tags, params: paymentParam, querystring: versionQuery, response: mutation },
    },
    async (request) =>
      saleDialog.deletePayment(
        db,
        request.params.id,
        request.params.paymentId,
        currentUser(request),
        request.query.version,
      ),
  );
  r.put(
    "/api/sales/:id/amount-paid",
    {
      preValidation: admins,
      schema: { tags, params: saleIdParam, body: amountPaidInput, response: mutation },
    },
    async (request) => saleDialog.setAmountPaid(db, request.params.id, currentUser(request), request.body),
  );
  r.post(
    "/api/sales/:id/extra-costs",
    {
      preValidation: admins,
      schema: { tags, params: saleIdParam, body: extraCostInput, response: mutation },
    },
    async (request) => saleDialog.addExtraCost(db, request.params.id, currentUser(request), request.body),
  );
  r.put(
    "/api/sales/:id/extra-costs/:index",
    { preValidation: admins, schema: { tags, params: costParam, body: extraCostInput, response: mutation } },
    async (request) =>
      saleDialog.editExtraCost(
        db,
        request.params.id,
        request.params.index,
        currentUser(request),
        request.body,
      ),
  );
  r.delete(
    "/api/sales/:id/extra-costs/:index",
    {
      preValidation: admins,
      schema: { tags, params: costParam, querystring: versionQuery, response: mutation },
    },
    async (request) =>
      saleDialog.deleteExtraCost(
        db,
        request.params.id,
        request.params.index,
        currentUser(request),
        request.query.version,
      ),
  );
  r.put(
    "/api/sales/:id/extra-discount",
    {
      preValidation: admins,
      schema: { tags, params: saleIdParam, body: extraDiscountInput, response: mutation },
    },
    async (request) =>
      saleDialog.updateExtraDiscount(db, request.params.id, currentUser(request), request.body),
  );
  // docs/decisions/0042: deleting a sale records a deletion (audit) and returns its units.
  r.post(
    "/api/sales/:id/deletion",
    {
      preValidation: admins,
      schema: {
        tags,
        summary: "Eliminar una venta",
        params: saleIdParam,
        body: saleDeletionInput,
        response: { 200: saleDeletionResult },
      },
    },
    async (request) => deleteSale(db, request.params.id, currentUser(request), request.body),
  );
}
