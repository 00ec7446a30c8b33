import { defineOperation } from "./operation";
import { saleIdParam } from "./orders-admin";

/**
 * The sale receipt PDF: whoever may see the sale may download it (staff, or the buyer).
 * It answers a file, so it declares no JSON response; the web links to it with operationUrl.
 */
export const getSaleReceipt = defineOperation({
  id: "getSaleReceipt",
  method: "GET",
  path: "/api/sales/:id/receipt.pdf",
  summary: "Recibo de una venta en PDF",
  tags: ["ventas"],
  access: "signed-in",
  params: saleIdParam,
});
