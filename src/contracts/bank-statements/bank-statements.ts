import { z } from "zod";
import {
  DECIMAL_SEPARATORS,
  STATEMENT_DATE_FORMATS,
  STATEMENT_MAX_BYTES,
  STATEMENT_MAX_COLUMNS,
} from "../../domain/bank-statements/bank-statements";
import { bankStatementMsg as m } from "../../domain/bank-statements/messages-bank-statements";
import { centavos, idParam, shopDayParam } from "../kernel/common";
import type { MultipartForm } from "../kernel/multipart";
import { defineOperation } from "../kernel/operation";

/** One of the store's bank accounts, named by its key (letters and digits of its number). */
export const accountParam = z.object({ account: z.string().min(1).max(64) });

const column = z.coerce.number(m.mappingInvalid).int(m.mappingInvalid).min(1, m.mappingInvalid);
/** An optional column: 0 (or empty) is "none". */
const optionalColumn = z.coerce
  .number(m.mappingInvalid)
  .int(m.mappingInvalid)
  .min(0, m.mappingInvalid)
  .max(STATEMENT_MAX_COLUMNS, m.mappingInvalid)
  .transform((n) => (n === 0 ? null : n));

/** The column mapping as sent (a form, or the preview's query string). */
export const columnMappingInput = z.object({
  headerRow: z.coerce
    .number(m.mappingInvalid)
    .int(m.mappingInvalid)
    .min(0, m.mappingInvalid)
    .max(50, m.mappingInvalid),
  dateColumn: column.max(STATEMENT_MAX_COLUMNS, m.mappingInvalid),
  descriptionColumn: column.max(STATEMENT_MAX_COLUMNS, m.mappingInvalid),
  referenceColumn: optionalColumn,
  creditColumn: column.max(STATEMENT_MAX_COLUMNS, m.mappingInvalid),
  debitColumn: optionalColumn,
  dateFormat: z.enum(STATEMENT_DATE_FORMATS, m.mappingInvalid),
  decimalSeparator: z.enum(DECIMAL_SEPARATORS, m.mappingInvalid),
});
export type ColumnMappingInput = z.input<typeof columnMappingInput>;

/** The mapping as stored (a missing optional column is null). */
export const columnMapping = z.object({
  headerRow: z.number().int(),
  dateColumn: z.number().int(),
  descriptionColumn: z.number().int(),
  referenceColumn: z.number().int().nullable(),
  creditColumn: z.number().int(),
  debitColumn: z.number().int().nullable(),
  dateFormat: z.enum(STATEMENT_DATE_FORMATS),
  decimalSeparator: z.enum(DECIMAL_SEPARATORS),
});

export const statementAccount = z.object({
  accountKey: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  mapping: columnMapping.nullable(),
  /** The last day of the statement imported so far, or null. */
  statementThrough: z.string().nullable(),
  lastUpload: z
    .object({
      at: z.string(),
      fileName: z.string(),
      newLines: z.number().int(),
      knownLines: z.number().int(),
    })
    .nullable(),
});
export type StatementAccount = z.infer<typeof statementAccount>;

export const statementPreview = z.object({
  headers: z.array(z.string()),
  columns: z.number().int(),
  rows: z.array(
    z.object({
      row: z.number().int(),
      cells: z.array(z.string()),
      date: z.string().nullable(),
      description: z.string(),
      reference: z.string(),
      credit: centavos.nullable(),
      debit: centavos.nullable(),
      error: z.string().nullable(),
    }),
  ),
});
export type StatementPreview = z.infer<typeof statementPreview>;

export const statementImport = z.object({
  newLines: z.number().int(),
  knownLines: z.number().int(),
  firstDay: z.string(),
  lastDay: z.string(),
  /** The file's credits, in centavos (new and known lines). */
  creditTotal: z.number().int(),
  message: z.string(),
});
export type StatementImport = z.infer<typeof statementImport>;

export const statementLine = z.object({
  id: z.string(),
  date: z.string(),
  description: z.string(),
  reference: z.string(),
  credit: centavos,
  debit: centavos,
});
export type StatementLineView = z.infer<typeof statementLine>;

/** A declared transfer as the reconciliation shows it: a web order's or an abono's. */
export const reconciliationDeclaration = z.object({
  id: z.string(),
  kind: z.enum(["web-order", "abono"]),
  orderId: z.string(),
  orderNumber: z.string(),
  customerName: z.string().nullable(),
  reference: z.string(),
  paidOn: z.string(),
  amount: centavos,
  /** The credit proposed for it, if any. */
  proposedLineId: z.string().nullable(),
});
export type ReconciliationDeclaration = z.infer<typeof reconciliationDeclaration>;

export const reconciliation = z.object({
  account: statementAccount,
  from: z.string(),
  to: z.string(),
  windowDays: z.number().int(),
  totals: z.object({
    /** The statement's own credit total for the period: matched + unmatched. */
    credits: centavos,
    matched: centavos,
    unmatched: centavos,
    unbacked: centavos,
  }),
  matched: z.array(
    z.object({
      line: statementLine,
      declaration: reconciliationDeclaration,
      matchedAt: z.string(),
      matchedBy: z.string().nullable(),
    }),
  ),
  unmatched: z.array(
    z.object({
      line: statementLine,
      proposal: z.object({ declarationId: z.string(), by: z.enum(["reference", "amount"]) }).nullable(),
    }),
  ),
  /** Declared in the period and backed by no credit. */
  unbacked: z.array(reconciliationDeclaration),
  /** Every open declaration of the account: what staff may pick for a credit. */
  candidates: z.array(reconciliationDeclaration),
});
export type Reconciliation = z.infer<typeof reconciliation>;

export const reconciliationQuery = z.object({ from: shopDayParam, to: shopDayParam });

export const confirmMatchInput = z.object({
  declarationId: z.string().min(1, m.declarationUnavailable).max(64),
});
export const confirmedMatch = z.object({
  message: z.string(),
  orderNumber: z.string(),
  /** The sale a confirmed web order became, else null. */
  saleId: z.string().nullable(),
});

export const BANK_STATES = ["verified", "verifying", "unbacked"] as const;
export const webOrderBankStates = z.object({ states: z.record(z.string(), z.enum(BANK_STATES)) });

const tags = ["estados de cuenta"];
const topic = "unregistered_purchases";

export const listStatementAccounts = defineOperation({
  id: "listStatementAccounts",
  method: "GET",
  path: "/api/bank-statements/accounts",
  summary: "Cuentas bancarias de la tienda con sus columnas y su último estado de cuenta",
  tags,
  access: "admins",
  topic,
  response: z.array(statementAccount),
});

export const saveStatementMapping = defineOperation({
  id: "saveStatementMapping",
  method: "PUT",
  path: "/api/bank-statements/accounts/:account/mapping",
  summary: "Guardar las columnas del estado de cuenta de una cuenta",
  tags,
  access: "admins",
  params: accountParam,
  body: columnMappingInput,
  response: statementAccount,
});

/** A bank statement as the bank exports it: one `file`, CSV or XLSX (read by its bytes). */
export const statementForm: MultipartForm = {
  files: {
    file: {
      types: ["text/csv", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
      maxBytes: STATEMENT_MAX_BYTES,
      description: "El estado de cuenta (CSV o XLSX)",
    },
  },
};

/** statementForm, with the mapping to try in the query string. */
export const previewStatement = defineOperation({
  id: "previewStatement",
  method: "POST",
  path: "/api/bank-statements/accounts/:account/preview",
  summary: "Vista previa de un estado de cuenta con unas columnas (multipart: file)",
  tags,
  access: "admins",
  params: accountParam,
  query: columnMappingInput,
  multipart: statementForm,
  response: statementPreview,
});

/** statementForm, read with the account's saved mapping. */
export const importStatement = defineOperation({
  id: "importStatement",
  method: "POST",
  path: "/api/bank-statements/accounts/:account/import",
  summary: "Importar un estado de cuenta (multipart: file); cada movimiento una sola vez",
  tags,
  access: "admins",
  params: accountParam,
  multipart: statementForm,
  response: statementImport,
});

export const getReconciliation = defineOperation({
  id: "getReconciliation",
  method: "GET",
  path: "/api/bank-statements/accounts/:account/reconciliation",
  summary: "Conciliación de una cuenta en un periodo",
  tags,
  access: "admins",
  topic,
  params: accountParam,
  query: reconciliationQuery,
  response: reconciliation,
});

export const confirmStatementMatch = defineOperation({
  id: "confirmStatementMatch",
  method: "POST",
  path: "/api/bank-statements/lines/:id/match",
  summary: "Confirmar que un crédito del banco respalda una transferencia declarada",
  tags,
  access: "admins",
  params: idParam,
  body: confirmMatchInput,
  response: confirmedMatch,
});

export const undoStatementMatch = defineOperation({
  id: "undoStatementMatch",
  method: "DELETE",
  path: "/api/bank-statements/lines/:id/match",
  summary: "Deshacer la confirmación de un crédito del banco (su pago se revierte en el diario)",
  tags,
  access: "admins",
  params: idParam,
  response: confirmedMatch,
});

export const getWebOrderBankStates = defineOperation({
  id: "getWebOrderBankStates",
  method: "GET",
  path: "/api/bank-statements/web-order-states",
  summary: "Estado con el banco de las transferencias declaradas de Compras Web",
  tags,
  access: "admins",
  topic,
  response: webOrderBankStates,
});
