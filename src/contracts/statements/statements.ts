import { z } from "zod";
import { RECORDED_PAYMENT_METHODS } from "../../domain/reports/reports";
import { statementMsg } from "../../domain/statements/messages-statements";
import { STATEMENT_LINE_KINDS } from "../../domain/statements/statement";
import { centavos, idParam, shopDayParam } from "../kernel/common";
import { defineOperation } from "../kernel/operation";
import { linkEmailed } from "../mail/mail";

/**
 * Estado de cuenta (docs/decisions/0093, 0242): one customer's sales, payments,
 * refunds and running balance over a range of shop days, as JSON, as a PDF, and as a signed link
 * to the PDF that works without an account. Staff; a seller sees only their own sales.
 */

export const statementRange = z
  .object({ from: shopDayParam, to: shopDayParam })
  .refine((q) => q.from <= q.to, { message: statementMsg.rangeInvalid, path: ["to"] });

export const statementLine = z.object({
  /** The instant of the movement. */
  at: z.string(),
  /** Its shop day. */
  day: z.string(),
  saleId: z.string(),
  orderNumber: z.string(),
  kind: z.enum(STATEMENT_LINE_KINDS),
  method: z.enum(RECORDED_PAYMENT_METHODS).nullable(),
  /** The concept, in Spanish (it says how much of the amount did not count, and why). */
  text: z.string(),
  /** The money of the movement itself (a payment's amount). */
  amount: centavos,
  /** The part of `amount` that did not change the balance (an overpayment, or on a cancelled sale). */
  unapplied: centavos,
  charge: centavos,
  credit: centavos,
  /** The balance after this line. */
  balance: centavos,
  /** The customer's Saldo a favor after this line, apart from the balance (docs/decisions/0163). */
  creditBalance: centavos,
});
export type StatementLineView = z.infer<typeof statementLine>;

export const customerStatement = z.object({
  customer: z.object({
    id: z.string(),
    name: z.string(),
    phone: z.string().nullable(),
    /** Where "Enviar por correo" sends the link; null when none is recorded. */
    email: z.string().nullable(),
  }),
  from: z.string(),
  to: z.string(),
  opening: centavos,
  charges: centavos,
  credits: centavos,
  closing: centavos,
  /** Saldo a favor at the start and at the end of the range: never netted into the balances. */
  openingCredit: centavos,
  closingCredit: centavos,
  lines: z.array(statementLine),
  /** The asker is a seller: only their own sales are on it. */
  ownSalesOnly: z.boolean(),
});
export type CustomerStatement = z.infer<typeof customerStatement>;

export const statementShare = z.object({
  /** The signed link to the PDF, for anyone who has it, until it expires. */
  url: z.string(),
  expiresAt: z.string(),
  text: z.string(),
  /** wa.me link with the text, or null when the customer has no phone. */
  whatsappUrl: z.string().nullable(),
});
export type StatementShare = z.infer<typeof statementShare>;

const tags = ["clientes"];

export const getCustomerStatement = defineOperation({
  id: "getCustomerStatement",
  method: "GET",
  path: "/api/customers/:id/statement",
  summary: "Estado de cuenta de un cliente: saldo inicial, movimientos con saldo y saldo final",
  tags,
  access: "staff",
  topic: "sales",
  params: idParam,
  query: statementRange,
  response: customerStatement,
});

export const getCustomerStatementPdf = defineOperation({
  id: "getCustomerStatementPdf",
  method: "GET",
  path: "/api/customers/:id/statement.pdf",
  summary: "Estado de cuenta de un cliente en PDF",
  tags,
  access: "staff",
  params: idParam,
  query: statementRange,
});

export const shareCustomerStatement = defineOperation({
  id: "shareCustomerStatement",
  method: "POST",
  path: "/api/customers/:id/statement/share",
  summary: "Enlace firmado (vence en 7 días) al PDF del estado de cuenta y texto de WhatsApp",
  tags,
  access: "staff",
  params: idParam,
  body: statementRange,
  response: statementShare,
});

export const getSharedStatement = defineOperation({
  id: "getSharedStatement",
  method: "GET",
  // The token rides in the query: it is longer than a path parameter may be (100 characters).
  path: "/api/statement-links",
  summary: "PDF del estado de cuenta por enlace firmado, sin cuenta; vencido o alterado: página en español",
  tags,
  access: "public",
  query: z.object({ t: z.string().max(600).default("") }),
});

export const emailCustomerStatement = defineOperation({
  id: "emailCustomerStatement",
  method: "POST",
  path: "/api/customers/:id/statement/email",
  summary: "Enviar por correo al cliente el enlace firmado (7 días) al PDF de su estado de cuenta",
  tags,
  access: "staff",
  params: idParam,
  body: statementRange,
  response: linkEmailed.extend({ expiresAt: z.string() }),
});
