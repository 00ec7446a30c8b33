import { z } from "zod";
import { DOCUMENT_KINDS } from "../../domain/invoices/invoice";
import { invoiceMessages } from "../../domain/invoices/messages-invoices";
import { centavos, MAX_STORED_CENTAVOS, shopDayParam } from "../kernel/common";
import { defineOperation } from "../kernel/operation";
import { OPTIONAL_RTN_TEXT } from "../kernel/text";
import { invoicePaperQuery } from "../receipts/receipts";
import { saleIdParam } from "../sales/orders-admin";

/** Factura (SAR) (docs/decisions/0100–0102, 0104, 0249). Admins and superadmins only. Money in centavos. */

/**
 * The domain's formats (normalizeCai, parseInvoiceNumber) as patterns, so the document carries
 * them: a CAI in either case (it is stored in capitals), a number 000-001-01-00000001; the blank
 * space around them is what the fields trim.
 */
const CAI_TEXT = /^\s*[0-9A-Fa-f]{6}(?:-[0-9A-Fa-f]{6}){4}-[0-9A-Fa-f]{2}\s*$/;
const INVOICE_NUMBER_TEXT = /^\s*\d{3}-\d{3}-\d{2}-\d{8}\s*$/;
const invoiceNumber = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(INVOICE_NUMBER_TEXT, invoiceMessages.rangeNumberInvalid);

export const caiInput = z.object({
  cai: z.string().trim().min(1).max(64).regex(CAI_TEXT, invoiceMessages.caiInvalid),
  rangeFrom: invoiceNumber,
  rangeTo: invoiceNumber,
  deadline: shopDayParam,
  /** What the range numbers (docs/decisions/0249): facturas (type 01) or notas de crédito (another type). */
  documentKind: z.enum(DOCUMENT_KINDS).default("factura"),
});
export type CaiInput = z.infer<typeof caiInput>;
/** A document's kind: factura or nota de crédito. */
export const documentKind = z.enum(DOCUMENT_KINDS);

export const caiRow = z.object({
  id: z.string(),
  cai: z.string(),
  documentKind: z.enum(DOCUMENT_KINDS),
  rangeFrom: z.string(),
  rangeTo: z.string(),
  nextNumber: z.string().nullable(),
  remaining: z.number().int(),
  deadline: z.string(),
  active: z.boolean(),
  issuedCount: z.number().int(),
});

export const invoicingSettings = z.object({
  cais: z.array(caiRow),
  buyerRtnThreshold: centavos,
  /** Warnings about the active factura range (fewer than 50 numbers or 30 days left), or why issuing is refused. */
  warnings: z.array(z.string()),
  /** The same about the active nota de crédito range (docs/decisions/0249). */
  creditNoteWarnings: z.array(z.string()),
  issuer: z.object({ legalName: z.string(), rtn: z.string(), address: z.string() }),
});

export const invoiceRow = z.object({
  id: z.string(),
  number: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  /** A nota de crédito's factura number (null for a factura). */
  creditedNumber: z.string().nullable(),
  saleId: z.string(),
  orderNumber: z.string(),
  status: z.enum(["Emitida", "Anulada"]),
  issuedAt: z.string(),
  issuedByName: z.string(),
  buyerName: z.string(),
  buyerRtn: z.string().nullable(),
  cai: z.string(),
  total: centavos,
  taxableBase: centavos,
  isv: centavos,
  voidReason: z.string().nullable(),
  voidedAt: z.string().nullable(),
});
export type InvoiceRow = z.infer<typeof invoiceRow>;

export const invoiceListQuery = z
  .object({
    from: shopDayParam.optional(),
    to: shopDayParam.optional(),
    status: z.enum(["Emitida", "Anulada"]).optional(),
    kind: z.enum(DOCUMENT_KINDS).optional(),
    q: z.string().trim().max(100).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: "La fecha inicial debe ser anterior a la final.",
    path: ["to"],
  });

export const issueInvoiceInput = z.object({
  buyerName: z.string().trim().max(200).optional(),
  buyerRtn: z.string().trim().max(32).regex(OPTIONAL_RTN_TEXT, invoiceMessages.rtnInvalid).optional(),
  /** The number the person confirmed: refused (409) when another invoice took it meanwhile. */
  expectedNumber: z.string().trim().max(32).optional(),
});
export type IssueInvoiceInput = z.infer<typeof issueInvoiceInput>;
/** From this sale total on, a factura needs the buyer's RTN (centavos, typed in lempiras). */
export const invoicingThresholdInput = z.object({
  amount: z
    .number({ error: invoiceMessages.thresholdInvalid })
    .int(invoiceMessages.thresholdInvalid)
    .min(0, invoiceMessages.thresholdInvalid)
    .max(MAX_STORED_CENTAVOS, invoiceMessages.thresholdInvalid),
});
export const voidInvoiceInput = z.object({ reason: z.string().trim().max(500) });
export const invoiceIdParam = z.object({ id: z.string().min(1).max(64) });

const notice = z.object({ message: z.string() });

export const getInvoicingSettings = defineOperation({
  id: "getInvoicingSettings",
  method: "GET",
  path: "/api/invoicing/settings",
  summary: "CAI registrados, monto del RTN obligatorio y avisos del rango activo",
  tags: ["facturas"],
  access: "admins",
  topic: "settings",
  response: invoicingSettings,
});

export const createCai = defineOperation({
  id: "createCai",
  method: "POST",
  path: "/api/invoicing/cais",
  summary: "Registrar un CAI con su rango autorizado y fecha límite (queda activo si no hay otro)",
  tags: ["facturas"],
  access: "admins",
  body: caiInput,
  response: notice.extend({ id: z.string() }),
});

export const activateCai = defineOperation({
  id: "activateCai",
  method: "POST",
  path: "/api/invoicing/cais/:id/activation",
  summary: "Usar este CAI para las próximas facturas",
  tags: ["facturas"],
  access: "admins",
  params: invoiceIdParam,
  response: notice,
});

export const updateInvoicingThreshold = defineOperation({
  id: "updateInvoicingThreshold",
  method: "PUT",
  path: "/api/invoicing/buyer-rtn-threshold",
  summary: "Monto desde el que la factura exige el RTN del comprador",
  tags: ["facturas"],
  access: "admins",
  body: invoicingThresholdInput,
  response: notice,
});

export const getSaleInvoices = defineOperation({
  id: "getSaleInvoices",
  method: "GET",
  path: "/api/sales/:id/invoices",
  summary: "Facturas de una venta (la vigente y las anuladas) y avisos del rango",
  tags: ["facturas"],
  access: "admins",
  topic: "sales",
  params: saleIdParam,
  response: z.object({
    invoices: z.array(invoiceRow),
    warnings: z.array(z.string()),
    buyerRtnThreshold: centavos,
    /** What "Emitir factura" would take now: the next number (null when none can be issued) and the total. */
    next: z.object({ number: z.string().nullable(), total: centavos }),
  }),
});

export const issueInvoice = defineOperation({
  id: "issueInvoice",
  method: "POST",
  path: "/api/sales/:id/invoices",
  summary: "Emitir la factura de una venta con el siguiente número del CAI activo",
  tags: ["facturas"],
  access: "admins",
  params: saleIdParam,
  body: issueInvoiceInput,
  response: z.object({ invoice: invoiceRow, message: z.string(), warnings: z.array(z.string()) }),
});

export const voidInvoice = defineOperation({
  id: "voidInvoice",
  method: "POST",
  path: "/api/invoices/:id/void",
  summary: "Anular una factura con su motivo (el número no se reutiliza)",
  tags: ["facturas"],
  access: "admins",
  params: invoiceIdParam,
  body: voidInvoiceInput,
  response: notice,
});

export const listInvoices = defineOperation({
  id: "listInvoices",
  method: "GET",
  path: "/api/invoices",
  summary: "Lista de facturas y notas de crédito con filtros",
  tags: ["facturas"],
  access: "admins",
  topic: "sales",
  query: invoiceListQuery,
  response: z.object({
    rows: z.array(invoiceRow),
    /** Valid documents of the list; the sums net: facturas less notas de crédito (may be negative). */
    totals: z.object({
      count: z.number().int(),
      total: z.number().int(),
      taxableBase: z.number().int(),
      isv: z.number().int(),
    }),
  }),
});

export const invoicesCsv = defineOperation({
  id: "invoicesCsv",
  method: "GET",
  path: "/api/invoices/export.csv",
  summary:
    "Facturas y notas de crédito a CSV para la declaración mensual (UTF-8 con BOM; notas de crédito en negativo)",
  tags: ["facturas"],
  access: "admins",
  query: invoiceListQuery,
});

export const invoicePdf = defineOperation({
  id: "invoicePdf",
  method: "GET",
  path: "/api/invoices/:id/factura.pdf",
  summary: "Factura en PDF",
  tags: ["facturas"],
  access: "admins",
  params: invoiceIdParam,
  query: invoicePaperQuery,
});

const issuerDocument = z.object({
  legalName: z.string(),
  rtn: z.string(),
  address: z.string(),
  storeName: z.string(),
  phone: z.string(),
  email: z.string(),
});

/**
 * What an invoice's PDF prints, frozen at issue (docs/decisions/0100): stored as JSON on the
 * invoice row and parsed by this schema whenever it is read back, so the PDF never prints a
 * document whose shape drifted. A factura's document has no `kind` (stored ones never had it).
 */
export const facturaDocument = z.object({
  kind: z.literal("factura").optional(),
  issuer: issuerDocument,
  cai: z.string(),
  rangeFrom: z.string(),
  rangeTo: z.string(),
  deadline: z.string(),
  number: z.string(),
  date: z.string(),
  orderNumber: z.string(),
  buyer: z.object({ name: z.string(), rtn: z.string().nullable() }),
  lines: z.array(
    z.object({
      description: z.string(),
      quantity: z.number().int(),
      price: centavos,
      amount: centavos,
      /** The regular price per unit when a promotion lowered the price (absent on older invoices). */
      regularPrice: centavos.optional(),
      /** The serials of the watches billed on the line, kept by serial (absent on older invoices). */
      serials: z.array(z.string()).optional(),
    }),
  ),
  totals: z.object({
    subtotal: centavos,
    discounts: centavos,
    charges: centavos,
    total: centavos,
    taxableBase: centavos,
    isv: centavos,
  }),
  amountInWords: z.string(),
});
export type FacturaDocument = z.infer<typeof facturaDocument>;

/**
 * A nota de crédito's document (docs/decisions/0249), frozen at issue like a factura's: its own
 * CAI range and number, the factura it modifies (number, CAI, date), the return it documents, the
 * returned lines at what they were worth, and its totals.
 */
export const creditNoteDocument = z.object({
  kind: z.literal("nota_credito"),
  issuer: issuerDocument,
  cai: z.string(),
  rangeFrom: z.string(),
  rangeTo: z.string(),
  deadline: z.string(),
  number: z.string(),
  date: z.string(),
  orderNumber: z.string(),
  buyer: z.object({ name: z.string(), rtn: z.string().nullable() }),
  credited: z.object({ number: z.string(), cai: z.string(), date: z.string() }),
  return: z.object({ number: z.string(), reason: z.string() }),
  lines: z.array(
    z.object({
      description: z.string(),
      quantity: z.number().int(),
      /** What the returned units were worth, tax included. */
      amount: centavos,
      serials: z.array(z.string()).optional(),
    }),
  ),
  totals: z.object({ total: centavos, taxableBase: centavos, isv: centavos }),
  amountInWords: z.string(),
});
export type CreditNoteDocument = z.infer<typeof creditNoteDocument>;

export const invoiceDocument = z.union([facturaDocument, creditNoteDocument]);
export type InvoiceDocument = z.infer<typeof invoiceDocument>;
