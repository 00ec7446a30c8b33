import { z } from "zod";
import { TICKET_PHOTO_MAX_BYTES } from "../../domain/support/support";
import { transferMsg } from "../../domain/transfers/messages-transfers";
import { REFERENCE_MAX, TRANSFER_PDF_MAX_BYTES } from "../../domain/transfers/transfers";
import { centavos, idParam, requestDate } from "../kernel/common";
import { type MultipartForm, PHOTO_TYPES } from "../kernel/multipart";
import { defineOperation } from "../kernel/operation";
import { registerPaymentInput, saleMutationResult } from "../sales/orders-admin";

/** A declared bank transfer as staff and its buyer read it (the comprobante only by its link). */
export const transferDeclaration = z.object({
  id: z.string(),
  orderId: z.string(),
  paymentId: z.string().nullable(),
  bankName: z.string(),
  accountNumber: z.string(),
  reference: z.string(),
  paidOn: z.string(),
  amount: centavos,
  /** image/webp or application/pdf; null without a comprobante. */
  proofType: z.string().nullable(),
  declaredAt: z.string(),
  verifiedAt: z.string().nullable(),
});
export type TransferDeclaration = z.infer<typeof transferDeclaration>;

/** What the buyer states after a transfer order: which store account, the bank's reference, the day. */
export const declareTransferInput = z.object({
  accountNumber: z.string().trim().min(1, transferMsg.accountRequired).max(40, transferMsg.accountUnknown),
  reference: z
    .string()
    .trim()
    .min(1, transferMsg.referenceRequired)
    .max(REFERENCE_MAX, transferMsg.referenceTooLong(REFERENCE_MAX)),
  paidOn: requestDate(z.string().date(transferMsg.paidOnRequired)),
});
export type DeclareTransferInput = z.infer<typeof declareTransferInput>;

const tags = ["transferencias"];

/** The order's buyer (account or the browser that placed it); anyone else gets a 404. */
export const declareTransfer = defineOperation({
  id: "declareTransfer",
  method: "POST",
  path: "/api/orders/:id/transfer",
  summary: "Declarar la transferencia de un pedido (cuenta, referencia y fecha)",
  tags,
  access: "public",
  params: idParam,
  body: declareTransferInput,
  response: transferDeclaration,
});

/** The comprobante: one `proof` file, a photo (capped like a ticket photo) or a smaller PDF. */
export const transferProofForm: MultipartForm = {
  files: {
    proof: {
      types: [...PHOTO_TYPES, "application/pdf"],
      maxBytes: TICKET_PHOTO_MAX_BYTES,
      description: `El comprobante: una foto (JPEG, PNG o WebP) o un PDF (el PDF, hasta ${TRANSFER_PDF_MAX_BYTES / 1024 / 1024} MB)`,
    },
  },
};

export const addTransferProof = defineOperation({
  id: "addTransferProof",
  method: "POST",
  path: "/api/orders/:id/transfer/proof",
  summary: "Adjuntar el comprobante de la transferencia (multipart: proof, foto o PDF)",
  tags,
  access: "public",
  params: idParam,
  multipart: transferProofForm,
  response: transferDeclaration,
});

/** Every transfer declared for one order (the web order's and its abonos'), for staff. */
export const listOrderTransfers = defineOperation({
  id: "listOrderTransfers",
  method: "GET",
  path: "/api/orders/:id/transfers",
  summary: "Transferencias declaradas de una orden",
  tags,
  access: "admins",
  topic: "unregistered_purchases",
  params: idParam,
  response: z.array(transferDeclaration),
});

/** The comprobante as stored (WebP or PDF), for staff only. */
export const getTransferProof = defineOperation({
  id: "getTransferProof",
  method: "GET",
  path: "/api/transfers/:id/proof",
  summary: "Comprobante de una transferencia (WebP o PDF)",
  tags,
  access: "admins",
  params: idParam,
});

/** An abono by transfer in the order dialog: the payment's fields, plus its store account and reference. */
export const transferAbonoInput = registerPaymentInput.omit({ method: true }).extend({
  accountNumber: declareTransferInput.shape.accountNumber,
  reference: declareTransferInput.shape.reference,
});
export const transferAbonoFields = transferAbonoInput.omit({ version: true });

/** Staff register an abono by transfer; a reference already used answers which order used it. */
export const registerTransferAbono = defineOperation({
  id: "registerTransferAbono",
  method: "POST",
  path: "/api/sales/:id/transfer-payments",
  summary: "Registrar un abono por transferencia (cuenta y referencia)",
  tags,
  access: "admins",
  params: idParam,
  body: transferAbonoInput,
  response: saleMutationResult,
});

/**
 * The order dialog's payment form: a payment's fields, and for a transfer its store account and
 * reference (left empty for a plain abono while the store does not ask for them).
 */
export const paymentWithTransferFields = registerPaymentInput.omit({ version: true }).extend({
  accountNumber: z.string().trim().max(40, transferMsg.accountUnknown),
  reference: z.string().trim().max(REFERENCE_MAX, transferMsg.referenceTooLong(REFERENCE_MAX)),
});
