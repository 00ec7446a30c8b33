import { z } from "zod";
import { defineOperation } from "../kernel/operation";
import {
  amountPaidInput,
  cancellationRequestInput,
  costParam,
  createSaleInput,
  deletedSaleRows,
  editPaymentInput,
  extraCostInput,
  extraDiscountInput,
  myPurchaseRow,
  orderList,
  orderListQuery,
  orderUpdateInput,
  paymentParam,
  posProduct,
  posProductQuery,
  posProducts,
  productCodeQuery,
  registerPaymentInput,
  saleDeletionInput,
  saleDeletionResult,
  saleFormDefaults,
  saleIdParam,
  saleMutationResult,
  sellerOptions,
  versionQuery,
} from "./orders-admin";
import { saleDocument } from "./sales";

/**
 * The back-office sales operations: Registrar Venta, Órdenes (list and CSV), the admin
 * order dialog, deleting a sale, and a customer's Mis Compras. The schemas live in orders-admin.ts.
 * The dialog's writes are admins' only; everyone else reads a sale (docs/product/roles.md).
 */
const tags = ["ventas"];

export const registeredSale = z.object({ id: z.string(), orderNumber: z.string(), message: z.string() });

export const registerSale = defineOperation({
  id: "registerSale",
  method: "POST",
  path: "/api/sales",
  summary: "Registrar una venta",
  tags,
  access: "staff",
  body: createSaleInput,
  response: registeredSale,
});

export const listOrders = defineOperation({
  id: "listOrders",
  method: "GET",
  path: "/api/sales",
  summary: "Órdenes: ventas filtradas, ordenadas y paginadas, con totales",
  tags,
  access: "staff",
  topic: "sales",
  query: orderListQuery,
  response: orderList,
});

/** A CSV file of the filtered orders (every page); the web links to it with operationUrl. */
export const exportOrdersCsv = defineOperation({
  id: "exportOrdersCsv",
  method: "GET",
  path: "/api/sales/export.csv",
  summary: "Exportar las órdenes filtradas en CSV",
  tags,
  access: "staff",
  query: orderListQuery,
});

export const searchPosProducts = defineOperation({
  id: "searchPosProducts",
  method: "GET",
  path: "/api/sales/pos-products",
  summary: "Buscar productos para Registrar Venta (con existencias y apartados)",
  tags,
  access: "staff",
  topic: "products",
  query: posProductQuery,
  response: posProducts,
});

/** The product a scanner read (barcode or maker's reference); 404 "Código no encontrado: …" otherwise. */
export const findPosProductByCode = defineOperation({
  id: "findPosProductByCode",
  method: "GET",
  path: "/api/sales/pos-products/by-code",
  summary: "El producto de un código escaneado (código de barras o referencia del fabricante)",
  tags,
  access: "staff",
  topic: "products",
  query: productCodeQuery,
  response: posProduct,
});

export const getSaleFormDefaults = defineOperation({
  id: "getSaleFormDefaults",
  method: "GET",
  path: "/api/sales/form-defaults",
  summary: "Valores por defecto de Registrar Venta (comisión)",
  tags,
  access: "staff",
  topic: "settings",
  response: saleFormDefaults,
});

export const listAssignableSellers = defineOperation({
  id: "listAssignableSellers",
  method: "GET",
  path: "/api/sales/sellers",
  summary: "Vendedores asignables a una venta",
  tags,
  access: "admins",
  topic: "users",
  response: sellerOptions,
});

export const listDeletedSales = defineOperation({
  id: "listDeletedSales",
  method: "GET",
  path: "/api/sales/deletions",
  summary: "Ventas eliminadas",
  tags,
  access: "admins",
  topic: "sales",
  response: deletedSaleRows,
});

export const listMyPurchases = defineOperation({
  id: "listMyPurchases",
  method: "GET",
  path: "/api/my/purchases",
  summary: "Mis compras (ventas y transferencias por confirmar)",
  tags,
  access: "customers",
  topic: "sales",
  response: z.array(myPurchaseRow),
});

/** Staff, or the buyer of the sale. */
export const getSale = defineOperation({
  id: "getSale",
  method: "GET",
  path: "/api/sales/:id",
  summary: "Una venta",
  tags,
  access: "signed-in",
  topic: "sales",
  params: saleIdParam,
  response: saleDocument,
});

// ——— The admin order dialog ———

export const updateSale = defineOperation({
  id: "updateSale",
  method: "PATCH",
  path: "/api/sales/:id",
  summary: "Guardar cambios de una orden (estado, entrega, vendedor, envío)",
  tags,
  access: "admins",
  params: saleIdParam,
  body: orderUpdateInput,
  response: saleMutationResult,
});

export const registerSalePayment = defineOperation({
  id: "registerSalePayment",
  method: "POST",
  path: "/api/sales/:id/payments",
  summary: "Registrar un pago de una venta",
  tags,
  access: "admins",
  params: saleIdParam,
  body: registerPaymentInput,
  response: saleMutationResult,
});

export const editSalePayment = defineOperation({
  id: "editSalePayment",
  method: "PUT",
  path: "/api/sales/:id/payments/:paymentId",
  summary: "Editar un pago de una venta",
  tags,
  access: "admins",
  params: paymentParam,
  body: editPaymentInput,
  response: saleMutationResult,
});

export const deleteSalePayment = defineOperation({
  id: "deleteSalePayment",
  method: "DELETE",
  path: "/api/sales/:id/payments/:paymentId",
  summary: "Eliminar un pago de una venta",
  tags,
  access: "admins",
  params: paymentParam,
  query: versionQuery,
  response: saleMutationResult,
});

export const setSaleAmountPaid = defineOperation({
  id: "setSaleAmountPaid",
  method: "PUT",
  path: "/api/sales/:id/amount-paid",
  summary: "Fijar el monto pagado de una venta",
  tags,
  access: "admins",
  params: saleIdParam,
  body: amountPaidInput,
  response: saleMutationResult,
});

export const addSaleExtraCost = defineOperation({
  id: "addSaleExtraCost",
  method: "POST",
  path: "/api/sales/:id/extra-costs",
  summary: "Agregar un costo extra a una venta",
  tags,
  access: "admins",
  params: saleIdParam,
  body: extraCostInput,
  response: saleMutationResult,
});

export const editSaleExtraCost = defineOperation({
  id: "editSaleExtraCost",
  method: "PUT",
  path: "/api/sales/:id/extra-costs/:index",
  summary: "Editar un costo extra de una venta",
  tags,
  access: "admins",
  params: costParam,
  body: extraCostInput,
  response: saleMutationResult,
});

export const deleteSaleExtraCost = defineOperation({
  id: "deleteSaleExtraCost",
  method: "DELETE",
  path: "/api/sales/:id/extra-costs/:index",
  summary: "Eliminar un costo extra de una venta",
  tags,
  access: "admins",
  params: costParam,
  query: versionQuery,
  response: saleMutationResult,
});

export const setSaleExtraDiscount = defineOperation({
  id: "setSaleExtraDiscount",
  method: "PUT",
  path: "/api/sales/:id/extra-discount",
  summary: "Fijar el descuento extra de una venta",
  tags,
  access: "admins",
  params: saleIdParam,
  body: extraDiscountInput,
  response: saleMutationResult,
});

/** docs/decisions/0252: records a deletion (audit) and returns the sale's units to stock. */
/**
 * A seller's "Solicitar anulación" on their own sale: admins are notified and the history says so
 * ('Anulación Solicitada'); nothing else changes. Staff (a seller only on their own sales), a few
 * times a day each.
 */
export const requestSaleCancellation = defineOperation({
  id: "requestSaleCancellation",
  method: "POST",
  path: "/api/sales/:id/cancellation-request",
  summary: "Solicitar a los administradores la anulación de una venta",
  tags,
  access: "staff",
  params: saleIdParam,
  body: cancellationRequestInput,
  response: z.object({ message: z.string() }),
});

export const deleteSale = defineOperation({
  id: "deleteSale",
  method: "POST",
  path: "/api/sales/:id/deletion",
  summary: "Eliminar una venta",
  tags,
  access: "admins",
  params: saleIdParam,
  body: saleDeletionInput,
  response: saleDeletionResult,
});
