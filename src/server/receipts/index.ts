import type { Feature } from "../feature";
import { registerAttachmentProducer } from "../mail";
import { receiptRoutes } from "./routes";
import { receiptPdfOf, webPurchaseReceiptPdf } from "./service";

// Emails that carry a sale's receipt (abonos, order confirmations) attach it when sent.
registerAttachmentProducer("saleReceipt", async (db, saleId) => ({
  content: await receiptPdfOf(db, saleId),
  contentType: "application/pdf",
}));

registerAttachmentProducer("webPurchaseReceipt", async (db, purchaseId) => ({
  content: await webPurchaseReceiptPdf(db, purchaseId),
  contentType: "application/pdf",
}));

/** The receipt's print page: the service desk prints its intake receipt with it. */
export { receiptPage } from "./receipt-page";
export { receiptStoreLines } from "./service";

/** Receipt PDFs of sales. */
export const receiptsFeature: Feature = {
  name: "receipts",
  register: (app, deps) => app.register(receiptRoutes, deps),
};
