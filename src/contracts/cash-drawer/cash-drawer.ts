import { z } from "zod";
import { MAX_APPROVAL_NOTE, MAX_COUNT_QUANTITY, MAX_DENOMINATIONS } from "../../domain/cash-drawer/closing";
import { cashDrawerMessages as m } from "../../domain/cash-drawer/messages-cash-drawer";
import {
  MAX_DRAWER_AMOUNT,
  MAX_REASON,
  MAX_REGISTER_NAME,
  SESSION_STATUSES,
} from "../../domain/cash-drawer/sessions";
import { ENTRY_KINDS } from "../../domain/journal/entries";
import { formatMoney } from "../../domain/kernel/money";
import { printMsg } from "../../domain/receipts/messages-printing";
import { RECEIPT_PAPERS } from "../../domain/receipts/printing";
import { RECORDED_PAYMENT_METHODS } from "../../domain/reports/reports";
import { centavos, idParam, shopDayParam } from "../kernel/common";
import { defineOperation } from "../kernel/operation";

/**
 * The cash drawer (docs/decisions/0252): the store's registers (Configuración), a session opened
 * on one with its float, the money taken at that register while it is open, pay-ins and
 * pay-outs, the blind close and its approval, the X and Z reports, the history and the
 * Dashboard's tile. Which register a device is at travels in a header (counter-header.ts).
 *
 * Blind by design: nothing a non-admin reads about an open session carries what the drawer
 * should hold (`totals` and `movements` are null); the close answers expected, counted and the
 * difference only once the count has been submitted. The X report, which shows them mid-shift,
 * is for admins.
 */
const tags = ["caja"];
const signed = z.number().int();

export const sessionStatus = z.enum(SESSION_STATUSES);
export const person = z.object({ id: z.string(), name: z.string() });

// ————— Registers (Configuración)

export const cashRegisterIdParam = idParam;
export const registerInput = z.object({
  name: z
    .string()
    .trim()
    .min(1, m.registerNameRequired)
    .max(MAX_REGISTER_NAME, m.registerNameTooLong(MAX_REGISTER_NAME)),
});
/** A rename, or taking it out of use (refused while a session on it is not closed) or back. */
export const registerUpdate = z
  .object({
    name: registerInput.shape.name,
    active: z.boolean(),
  })
  .partial()
  .strict();

/** The session a register has now (open or waiting for its approval), without any figure. */
export const registerSessionSummary = z.object({
  id: z.string(),
  status: sessionStatus,
  openedBy: person,
  openedAt: z.string(),
});

export const cashRegisterRow = z.object({
  id: z.string(),
  name: z.string(),
  active: z.boolean(),
  createdAt: z.string(),
  session: registerSessionSummary.nullable(),
});
export type CashRegisterRow = z.infer<typeof cashRegisterRow>;
export const cashRegisterList = z.object({ registers: z.array(cashRegisterRow) });

// ————— Settings ("Control de caja", denominations, the difference threshold)

export const drawerSettings = z.object({
  /** Cash payments and refunds need an open session on the device's register (off by default). */
  cashControl: z.boolean(),
  /** The bills and coins a count lists, in centavos, high to low. */
  denominations: z.array(z.number().int()),
  /** A difference beyond this (centavos, either way) waits for an admin's approval. */
  differenceThreshold: z.number().int(),
});
export type DrawerSettings = z.infer<typeof drawerSettings>;
/**
 * Only the keys sent change; turning the control off is refused while any session is not closed.
 * The domain judges the list and the amount (validateDenominations, checkDifferenceThreshold),
 * with its Spanish texts; the bounds here only keep a body small.
 */
export const drawerSettingsUpdate = z
  .object({
    cashControl: z.boolean(),
    denominations: z.array(z.number()).max(100),
    differenceThreshold: z.number(),
  })
  .partial()
  .strict();

// ————— Sessions

export const denominationCount = z.object({
  /** The bill or coin, in centavos: one of the shop's denominations. */
  denomination: z.number().int().min(1).max(MAX_DRAWER_AMOUNT),
  quantity: z.number().int().min(0).max(MAX_COUNT_QUANTITY),
});
export type DenominationCountInput = z.infer<typeof denominationCount>;
export const denominationCounts = z.array(denominationCount).max(MAX_DENOMINATIONS);

/** The float as an amount, or counted by denomination (then it is their total). */
export const openSessionInput = z
  .object({
    registerId: z.string().min(1).max(64),
    float: z.number().int().optional(),
    counts: denominationCounts.optional(),
  })
  .refine((v) => (v.float === undefined) !== (v.counts === undefined), {
    message: m.floatInvalid(formatMoney(MAX_DRAWER_AMOUNT)),
    path: ["float"],
  });
export type OpenSessionInput = z.infer<typeof openSessionInput>;

/** A pay-in or pay-out; the domain judges the amount and the reason (validateDrawerEntry). */
export const drawerEntryInput = z.object({
  kind: z.enum(["pay_in", "pay_out"]),
  /** Centavos, more than zero. */
  amount: z.number().int(),
  /** Why the cash came in or left ("cambio", "compra de baterías"). */
  reason: z.string().max(MAX_REASON + 50),
});
export type DrawerEntryInput = z.infer<typeof drawerEntryInput>;

/** The count, by denomination, taken without having seen the expected cash. */
export const closeSessionInput = z.object({ counts: denominationCounts });
export type CloseSessionInput = z.infer<typeof closeSessionInput>;

/** Why the difference is accepted (required; the domain's checkApproval trims and bounds it). */
export const approveSessionInput = z.object({
  note: z.string().max(MAX_APPROVAL_NOTE + 50),
});

const byMethod = z.object({ efectivo: signed, transferencia: signed, tarjeta: signed });

/** A session's figures from the journal (sums net of corrections). */
export const sessionTotals = z.object({
  received: byMethod,
  refunded: byMethod,
  cashSales: signed,
  cashAbonos: signed,
  payIns: signed,
  payOuts: signed,
  /** The close's sobrante (+) or faltante (−) once written. */
  overShort: signed,
  /** float + cash received − cash refunded + pay-ins − pay-outs. */
  expectedCash: signed,
});

/** One money movement tied to the session: signed as it moved the money (in +, out −). */
export const drawerMovement = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.enum(ENTRY_KINDS),
  method: z.enum(RECORDED_PAYMENT_METHODS).nullable(),
  amount: signed,
  /** In words: "Abono · Pedido 3F2A9C", "Salida de efectivo · compra de baterías". */
  concept: z.string(),
  saleId: z.string().nullable(),
  recordedBy: z.string(),
});

export const sessionClosing = z.object({
  closedBy: person,
  closedAt: z.string(),
  counts: z.array(denominationCount),
  counted: centavos,
  expected: signed,
  /** counted − expected: negative is faltante, positive sobrante. */
  difference: signed,
  approvedBy: person.nullable(),
  approvalNote: z.string().nullable(),
  approvedAt: z.string().nullable(),
});

export const drawerSession = z.object({
  id: z.string(),
  register: z.object({ id: z.string(), name: z.string() }),
  status: sessionStatus,
  openedBy: person,
  openedAt: z.string(),
  float: centavos,
  /** The opener, then everyone who took money on it. */
  workers: z.array(person),
  closing: sessionClosing.nullable(),
  /** Null while the session is open, for anyone but an admin: the count is blind. */
  totals: sessionTotals.nullable(),
  movements: z.array(drawerMovement).nullable(),
  /** What the asker may do with it now (the same rules the server applies). */
  can: z.object({
    moveCash: z.boolean(),
    close: z.boolean(),
    approve: z.boolean(),
    seeXReport: z.boolean(),
  }),
});
export type DrawerSessionView = z.infer<typeof drawerSession>;

/** A device's register and its current session (open or waiting for approval), if any. */
export const registerSessionAnswer = z.object({
  register: z.object({ id: z.string(), name: z.string(), active: z.boolean() }),
  session: drawerSession.nullable(),
  settings: drawerSettings,
});

export const closeSessionAnswer = z.object({
  session: drawerSession,
  /** Said to the closer when the close waits for an admin's approval. */
  notice: z.string().nullable(),
});

// ————— History, reports and the Dashboard

const sessionFilters = z.object({
  registerId: z.string().min(1).max(64).optional(),
  /** Whoever opened or closed it. */
  userId: z.string().min(1).max(64).optional(),
  /** Shop days of the opening. */
  from: shopDayParam.optional(),
  to: shopDayParam.optional(),
  status: sessionStatus.optional(),
});
const rangeInOrder = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;
const rangeRefusal = { message: "La fecha inicial debe ser anterior a la final.", path: ["to"] };
/** Which sessions: the history's filters (the CSV takes every session they match). */
export const sessionFilterQuery = sessionFilters.refine(rangeInOrder, rangeRefusal);
/** The history's filters and its page: a year of three registers is a thousand sessions. */
export const sessionListQuery = sessionFilters
  .extend({ page: z.coerce.number().int().min(1).max(10_000).default(1) })
  .refine(rangeInOrder, rangeRefusal);
export type SessionList = z.infer<typeof sessionList>;
export type SessionFilterQuery = z.infer<typeof sessionFilterQuery>;
export type SessionListQuery = z.infer<typeof sessionListQuery>;

export const sessionRow = z.object({
  id: z.string(),
  register: z.object({ id: z.string(), name: z.string() }),
  status: sessionStatus,
  openedBy: person,
  openedAt: z.string(),
  closedBy: person.nullable(),
  closedAt: z.string().nullable(),
  float: centavos,
  expected: signed.nullable(),
  counted: signed.nullable(),
  difference: signed.nullable(),
  approvedBy: person.nullable(),
});
export type SessionRow = z.infer<typeof sessionRow>;
export const sessionList = z.object({
  /** One page of the sessions matching the filters, newest first. */
  rows: z.array(sessionRow),
  pageSize: z.number().int(),
  /** Over every session matching the filters, not only the page: how many, and what their counts were short and over, apart (differenceTotals). */
  totals: z.object({ count: z.number().int(), short: centavos, over: centavos }),
});

export const reportLine = z.object({ label: z.string(), value: z.string(), amount: signed.nullable() });
export const movementLine = z.object({
  time: z.string(),
  concept: z.string(),
  method: z.string(),
  amount: signed,
  value: z.string(),
});
export const drawerReport = z.object({
  kind: z.enum(["X", "Z"]),
  title: z.string(),
  header: z.array(reportLine),
  cash: z.array(reportLine),
  counted: z.array(reportLine).nullable(),
  outcome: z.array(reportLine).nullable(),
  otherMethods: z.array(reportLine),
  movements: z.array(movementLine),
  totals: sessionTotals,
});

export const drawerDashboard = z.object({
  /** Sessions not closed yet (open, or waiting for an approval), oldest first. */
  open: z.array(registerSessionSummary.extend({ register: z.object({ id: z.string(), name: z.string() }) })),
  openedToday: z.number().int(),
  /** The latest closes that found a difference, newest first. */
  lastDifferences: z.array(sessionRow),
});

const sessionIdParam = idParam;
const paperQuery = z.object({ papel: z.enum(RECEIPT_PAPERS, printMsg.paperInvalid).optional() });

export const listCashRegisters = defineOperation({
  id: "listCashRegisters",
  method: "GET",
  path: "/api/cash-registers",
  summary: "Cajas registradoras de la tienda y su caja actual",
  tags,
  access: "staff",
  topic: "cash_drawer",
  response: cashRegisterList,
});

export const createCashRegister = defineOperation({
  id: "createCashRegister",
  method: "POST",
  path: "/api/cash-registers",
  summary: "Registrar una caja registradora",
  tags,
  access: "admins",
  body: registerInput,
  response: cashRegisterRow,
});

export const updateCashRegister = defineOperation({
  id: "updateCashRegister",
  method: "PATCH",
  path: "/api/cash-registers/:id",
  summary: "Renombrar una caja registradora, o ponerla fuera de uso o en uso",
  tags,
  access: "admins",
  params: cashRegisterIdParam,
  body: registerUpdate,
  response: cashRegisterRow,
});

export const deleteCashRegister = defineOperation({
  id: "deleteCashRegister",
  method: "DELETE",
  path: "/api/cash-registers/:id",
  summary: "Eliminar una caja registradora sin historial",
  tags,
  access: "admins",
  params: cashRegisterIdParam,
  response: z.object({ message: z.string() }),
});

export const getRegisterSession = defineOperation({
  id: "getRegisterSession",
  method: "GET",
  path: "/api/cash-registers/:id/session",
  summary: "La caja actual de una caja registradora (la de este dispositivo), sin el efectivo esperado",
  tags,
  access: "staff",
  topic: "cash_drawer",
  params: cashRegisterIdParam,
  response: registerSessionAnswer,
});

export const getCashDrawerSettings = defineOperation({
  id: "getCashDrawerSettings",
  method: "GET",
  path: "/api/cash-drawer/settings",
  summary: "Control de caja, denominaciones y diferencia permitida",
  tags,
  access: "staff",
  topic: "settings",
  response: drawerSettings,
});

export const updateCashDrawerSettings = defineOperation({
  id: "updateCashDrawerSettings",
  method: "PATCH",
  path: "/api/cash-drawer/settings",
  summary: "Cambiar el control de caja, las denominaciones o la diferencia permitida",
  tags,
  access: "admins",
  body: drawerSettingsUpdate,
  response: drawerSettings,
});

export const openDrawerSession = defineOperation({
  id: "openDrawerSession",
  method: "POST",
  path: "/api/cash-drawer/sessions",
  summary: "Abrir una caja con su fondo inicial",
  tags,
  access: "staff",
  body: openSessionInput,
  response: drawerSession,
});

export const listDrawerSessions = defineOperation({
  id: "listDrawerSessions",
  method: "GET",
  path: "/api/cash-drawer/sessions",
  summary: "Historial de cajas por caja registradora, persona y día, con sus diferencias",
  tags,
  access: "admins",
  topic: "cash_drawer",
  query: sessionListQuery,
  response: sessionList,
});

export const drawerSessionsCsv = defineOperation({
  id: "drawerSessionsCsv",
  method: "GET",
  path: "/api/cash-drawer/sessions.csv",
  summary: "Historial de cajas a CSV (UTF-8 con BOM; faltantes en negativo)",
  tags,
  access: "admins",
  query: sessionFilterQuery,
});

export const getDrawerSession = defineOperation({
  id: "getDrawerSession",
  method: "GET",
  path: "/api/cash-drawer/sessions/:id",
  summary: "Una caja: apertura, movimientos y cierre (a ciegas mientras está abierta)",
  tags,
  access: "staff",
  topic: "cash_drawer",
  params: sessionIdParam,
  response: drawerSession,
});

export const recordDrawerEntry = defineOperation({
  id: "recordDrawerEntry",
  method: "POST",
  path: "/api/cash-drawer/sessions/:id/entries",
  summary: "Registrar una entrada o salida de efectivo con su motivo",
  tags,
  access: "staff",
  params: sessionIdParam,
  body: drawerEntryInput,
  response: drawerSession,
});

export const closeDrawerSession = defineOperation({
  id: "closeDrawerSession",
  method: "POST",
  path: "/api/cash-drawer/sessions/:id/close",
  summary: "Cerrar una caja con el conteo a ciegas; responde esperado, contado y diferencia",
  tags,
  access: "staff",
  params: sessionIdParam,
  body: closeSessionInput,
  response: closeSessionAnswer,
});

export const approveDrawerSession = defineOperation({
  id: "approveDrawerSession",
  method: "POST",
  path: "/api/cash-drawer/sessions/:id/approval",
  summary: "Aprobar con una nota la diferencia de una caja (un administrador que no la cerró)",
  tags,
  access: "admins",
  params: sessionIdParam,
  body: approveSessionInput,
  response: drawerSession,
});

export const getDrawerXReport = defineOperation({
  id: "getDrawerXReport",
  method: "GET",
  path: "/api/cash-drawer/sessions/:id/x-report",
  summary: "Reporte X de una caja abierta (corte parcial, nada se cierra)",
  tags,
  access: "admins",
  topic: "cash_drawer",
  params: sessionIdParam,
  response: drawerReport,
});

export const drawerXReportPdf = defineOperation({
  id: "drawerXReportPdf",
  method: "GET",
  path: "/api/cash-drawer/sessions/:id/x-report.pdf",
  summary: "Reporte X en PDF (carta o rollo de 80 o 58 mm)",
  tags,
  access: "admins",
  params: sessionIdParam,
  query: paperQuery,
});

export const drawerZReportPdf = defineOperation({
  id: "drawerZReportPdf",
  method: "GET",
  path: "/api/cash-drawer/sessions/:id/z-report.pdf",
  summary: "Reporte Z de una caja contada, en PDF (carta o rollo de 80 o 58 mm)",
  tags,
  access: "staff",
  params: sessionIdParam,
  query: paperQuery,
});

export const getDrawerDashboard = defineOperation({
  id: "getDrawerDashboard",
  method: "GET",
  path: "/api/cash-drawer/dashboard",
  summary: "Cajas abiertas y últimas diferencias (Dashboard)",
  tags,
  access: "admins",
  topic: "cash_drawer",
  response: drawerDashboard,
});
