import { z } from "zod";
import { printMsg } from "../../domain/receipts/messages-printing";
import { INVOICE_PAPERS, RECEIPT_PAPERS } from "../../domain/receipts/printing";
import { defineOperation } from "../kernel/operation";
import { saleIdParam } from "../sales/orders-admin";

/** The paper to print on; absent = the one Configuración offers first. */
export const receiptPaperQuery = z.object({
  papel: z.enum(RECEIPT_PAPERS, printMsg.paperInvalid).optional(),
});
export const invoicePaperQuery = z.object({
  papel: z.enum(INVOICE_PAPERS, printMsg.paperInvalid).optional(),
});

/**
 * The sale receipt PDF (letter page or thermal roll): whoever may see the sale may download it
 * (staff, or the buyer). It answers a file, so it declares no JSON response; the web links to it
 * with operationUrl.
 */
export const getSaleReceipt = defineOperation({
  id: "getSaleReceipt",
  method: "GET",
  path: "/api/sales/:id/receipt.pdf",
  summary: "Recibo de una venta en PDF",
  tags: ["ventas"],
  access: "signed-in",
  params: saleIdParam,
  query: receiptPaperQuery,
});

/**
 * The same receipt as a page to print from the browser: its stylesheet sizes the page to the
 * roll (`@page { size: 80mm auto }`) or to a letter page. An HTML answer, not JSON.
 */
export const getSaleReceiptPage = defineOperation({
  id: "getSaleReceiptPage",
  method: "GET",
  path: "/api/sales/:id/receipt.html",
  summary: "Recibo de una venta para imprimir desde el navegador",
  tags: ["ventas"],
  access: "signed-in",
  params: saleIdParam,
  query: receiptPaperQuery,
});
