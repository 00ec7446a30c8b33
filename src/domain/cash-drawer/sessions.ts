import type { EntryDraft, EntryKind } from "../journal/entries";
import { type Centavos, formatMoney } from "../kernel/money";
import { err, ok, type Result } from "../kernel/result";
import { isAdmin, isStaff, type Role } from "../kernel/roles";
import {
  isStaffPaymentMethod,
  PAYMENT_METHODS,
  type PaymentMethod,
  type RecordedPaymentMethod,
} from "../reports/reports";
import type { PaymentType } from "../sales/sale";
import { cashDrawerMessages as m } from "./messages-cash-drawer";

/**
 * The cash drawer (caja): a staff member opens a session on one of the store's registers with a
 * counted float, the session collects the money that moved at that register, and it ends in a
 * blind count (closing.ts). Every amount is integer centavos; every time is an ISO string the
 * caller passes in.
 */

/** The largest amount one figure may hold: L. 999,999.99. */
export const MAX_DRAWER_AMOUNT: Centavos = 99_999_999;
export const MAX_REGISTER_NAME = 60;
export const MAX_REASON = 200;

/** "Control de caja" starts off: a store without registers keeps taking cash as before. */
export const DEFAULT_CASH_CONTROL = false;

export interface DrawerPerson {
  id: string;
  name: string;
}
export interface DrawerActor extends DrawerPerson {
  role: Role;
}

export interface DenominationCount {
  /** The bill or coin, in centavos. */
  denomination: Centavos;
  quantity: number;
}

/** A session is open, then counted: waiting for an approval (a difference beyond the threshold) or closed. */
export const SESSION_STATUSES = ["open", "awaiting_approval", "closed"] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];
export type CloseStatus = Exclude<SessionStatus, "open">;

/** What a close recorded. The figures are kept, not re-read, so a later correction cannot move them. */
export interface SessionClose {
  status: CloseStatus;
  closedBy: DrawerPerson;
  closedAt: string;
  counts: DenominationCount[];
  counted: Centavos;
  expected: Centavos;
  /** counted − expected: negative is faltante, positive sobrante. */
  difference: Centavos;
  approvedBy: DrawerPerson | null;
  approvalNote: string | null;
  approvedAt: string | null;
}

export interface DrawerSession {
  id: string;
  registerId: string;
  registerName: string;
  /** The session belongs to whoever opened it. */
  openedBy: DrawerPerson;
  openedAt: string;
  float: Centavos;
  /** Everyone who took money on it, the opener first. */
  workers: DrawerPerson[];
  /** Null while the session is open. */
  closing: SessionClose | null;
}

/** The drawer's own kinds of the journal: pay-ins, pay-outs and the close's difference. */
export const DRAWER_ENTRY_KINDS = ["pay_in", "pay_out", "over_short"] as const satisfies readonly EntryKind[];
export type DrawerEntryKind = (typeof DRAWER_ENTRY_KINDS)[number];

/**
 * Money tied to a session: the journal's entries taken at its register and the drawer's own. As
 * in the journal, a correction is a reversal with the amount negated, so sums are always net.
 */
export interface DrawerMovement {
  kind: EntryKind;
  amount: Centavos;
  method: RecordedPaymentMethod | null;
  /** A received payment's type: "partial" is an abono. */
  paymentType?: PaymentType | null;
}

const isWholeAmount = (amount: Centavos, min: Centavos) =>
  Number.isInteger(amount) && amount >= min && amount <= MAX_DRAWER_AMOUNT;

/** A register's name: trimmed, 1 to 60 characters, not another register's (ignoring case). */
export function validateRegisterName(name: string, taken: readonly string[] = []): Result<string> {
  const trimmed = name.trim();
  if (!trimmed) return err("drawer_register_name", m.registerNameRequired);
  if (trimmed.length > MAX_REGISTER_NAME)
    return err("drawer_register_name", m.registerNameTooLong(MAX_REGISTER_NAME));
  const key = trimmed.toLocaleLowerCase("es");
  if (taken.some((other) => other.trim().toLocaleLowerCase("es") === key))
    return err("drawer_register_name_taken", m.registerNameTaken(trimmed));
  return ok(trimmed);
}

/** A register taken out of use keeps its history but takes no new session. */
export function checkRegisterActive(active: boolean): Result<true> {
  return active ? ok(true) : err("drawer_register_inactive", m.registerInactive);
}

/** A register is taken out of use only once its session (if any) is closed. */
export function checkRegisterDeactivation(nonClosedSessions: number): Result<true> {
  return nonClosedSessions > 0 ? err("drawer_register_busy", m.registerBusy) : ok(true);
}

/** A register is deleted only if it never had a session: one with history is taken out of use instead. */
export function checkRegisterRemoval(sessions: number): Result<true> {
  return sessions > 0 ? err("drawer_register_used", m.registerHasHistory) : ok(true);
}

export function canOpenSession(role: Role): Result<true> {
  return isStaff(role) ? ok(true) : err("drawer_forbidden", m.openStaffOnly);
}

/** One open session per register, so every lempira at the register has one session to explain it. */
export function checkCanOpen(openSessionsOnRegister: number): Result<true> {
  return openSessionsOnRegister > 0 ? err("drawer_already_open", m.alreadyOpen) : ok(true);
}

export function validateFloat(amount: Centavos): Result<Centavos> {
  return isWholeAmount(amount, 0)
    ? ok(amount)
    : err("drawer_float", m.floatInvalid(formatMoney(MAX_DRAWER_AMOUNT)));
}

export interface OpenSessionInput {
  id: string;
  /** `active` false: taken out of use (absent counts as in use). */
  register: { id: string; name: string; active?: boolean };
  opener: DrawerActor;
  openedAt: string;
  /** The float as counted (countedTotal when counted by denomination). */
  float: Centavos;
  openSessionsOnRegister: number;
}

/** A new session, once the opener, the register and the float pass. */
export function openSession(input: OpenSessionInput): Result<DrawerSession> {
  const checks = [
    canOpenSession(input.opener.role),
    checkRegisterActive(input.register.active !== false),
    checkCanOpen(input.openSessionsOnRegister),
    validateFloat(input.float),
  ];
  for (const check of checks) if (!check.ok) return err(check.error.code, check.error.message);
  const opener = { id: input.opener.id, name: input.opener.name };
  return ok({
    id: input.id,
    registerId: input.register.id,
    registerName: input.register.name,
    openedBy: opener,
    openedAt: input.openedAt,
    float: input.float,
    workers: [opener],
    closing: null,
  });
}

export const isOpen = (session: Pick<DrawerSession, "closing">): boolean => session.closing === null;

export const statusOf = (session: Pick<DrawerSession, "closing">): SessionStatus =>
  session.closing?.status ?? "open";

/** The session with this person listed among those who worked it (once). */
export function withWorker(session: DrawerSession, person: DrawerPerson): DrawerSession {
  if (session.workers.some((w) => w.id === person.id)) return session;
  return { ...session, workers: [...session.workers, { id: person.id, name: person.name }] };
}

/** Pay-ins and pay-outs: staff who work the open session (its opener or a listed worker). */
export function canMoveCash(
  actor: Pick<DrawerActor, "id" | "role">,
  session: Pick<DrawerSession, "workers" | "closing">,
): Result<true> {
  if (!isOpen(session)) return err("drawer_closed", m.sessionClosed);
  if (!isStaff(actor.role) || !session.workers.some((w) => w.id === actor.id))
    return err("drawer_forbidden", m.moveNotOnSession);
  return ok(true);
}

/** Closing: the session's opener or an admin. */
export function canCloseSession(
  actor: Pick<DrawerActor, "id" | "role">,
  session: Pick<DrawerSession, "openedBy" | "closing">,
): Result<true> {
  if (!isOpen(session)) return err("drawer_closed", m.sessionClosed);
  if (actor.id !== session.openedBy.id && !isAdmin(actor.role))
    return err("drawer_forbidden", m.closeNotAllowed);
  return ok(true);
}

/** Who may read a session: admins any; other staff the sessions they opened or worked. */
export function maySeeSession(
  actor: Pick<DrawerActor, "id" | "role">,
  session: Pick<DrawerSession, "workers">,
): boolean {
  return isAdmin(actor.role) || (isStaff(actor.role) && session.workers.some((w) => w.id === actor.id));
}

/**
 * Whether the session's figures (what it took, what the drawer should hold) may be shown: to an
 * admin always; to anyone else only once the count is in, so whoever counts counts blind.
 */
export function mayShowFigures(role: Role, session: Pick<DrawerSession, "closing">): boolean {
  return isAdmin(role) || !isOpen(session);
}

/** The X report shows the expected cash mid-shift: admins only, so whoever counts has not seen it. */
export function canSeeXReport(role: Role): Result<true> {
  return isAdmin(role) ? ok(true) : err("drawer_forbidden", m.xReportAdminsOnly);
}

export type DrawerEntryInput = { kind: "pay_in" | "pay_out"; amount: Centavos; reason: string };
export type DrawerEntryDraft = DrawerEntryInput & { method: "efectivo" };

/** A pay-in or pay-out: a positive amount up to L. 999,999.99 and the reason it left or came in. */
export function validateDrawerEntry(input: DrawerEntryInput): Result<DrawerEntryDraft> {
  if (!isWholeAmount(input.amount, 1))
    return err("drawer_amount", m.amountInvalid(formatMoney(MAX_DRAWER_AMOUNT)));
  const reason = input.reason.trim();
  if (!reason) return err("drawer_reason", m.reasonRequired[input.kind]);
  if (reason.length > MAX_REASON) return err("drawer_reason", m.reasonTooLong(MAX_REASON));
  return ok({ kind: input.kind, amount: input.amount, reason, method: "efectivo" });
}

const counterMethod = (method: RecordedPaymentMethod | null): method is PaymentMethod =>
  method !== null && isStaffPaymentMethod(method);

/**
 * Money taken at the counter: a payment received or a refund given by a method the counter takes
 * (efectivo, tarjeta, transferencia), the ones a register's session lists. Credit moved between
 * sales moves no money, and the drawer's own entries name their session themselves.
 */
export function takenAtCounter(entry: { kind: EntryKind; method: RecordedPaymentMethod | null }): boolean {
  return (entry.kind === "received" || entry.kind === "refunded") && counterMethod(entry.method);
}

/** Whether a payment or refund by this method needs an open session: cash, with the control on. */
export function needsOpenSession(cashControl: boolean, method: RecordedPaymentMethod): boolean {
  return cashControl && method === "efectivo";
}

/**
 * The session a payment or refund at the counter is tied to: the register's open one whatever
 * the method, none when none is open — refused only for cash under "Control de caja".
 */
export function sessionForPayment(
  cashControl: boolean,
  method: RecordedPaymentMethod,
  openSessionId: string | null,
): Result<string | null> {
  if (openSessionId === null && needsOpenSession(cashControl, method))
    return err("drawer_session_required", m.cashNeedsSession);
  return ok(openSessionId);
}

/**
 * A pay-in, a pay-out or a close's difference as the journal's entry on its session: cash, dated
 * when it happened, written by whoever did it, with its reason or description as the entry's note.
 */
export function drawerEntryDraft(
  entry: { kind: DrawerEntryKind; amount: Centavos; note: string },
  recordedBy: string,
  at: string,
): EntryDraft {
  return {
    kind: entry.kind,
    amount: entry.amount,
    method: "efectivo",
    date: at,
    paymentId: null,
    paymentType: null,
    recordedBy,
    modifiedAt: null,
    toSubjectId: null,
    note: entry.note,
  };
}

/** The control may be turned on at any time; off only with no session open, or their cash is left unexplained. */
export function checkControlToggle(openCount: number, next: boolean): Result<boolean> {
  if (!next && openCount > 0) return err("drawer_control_open", m.controlOffWithOpen(openCount));
  return ok(next);
}

export interface SessionTotals {
  received: Record<PaymentMethod, Centavos>;
  refunded: Record<PaymentMethod, Centavos>;
  /** Cash received, split into full payments and abonos (partial payments). */
  cashSales: Centavos;
  cashAbonos: Centavos;
  payIns: Centavos;
  payOuts: Centavos;
  /** The close's own sobrante (+) or faltante (−) once written: never part of what was expected. */
  overShort: Centavos;
  /** float + cash received − cash refunded + pay-ins − pay-outs. */
  expectedCash: Centavos;
}

const byMethod = (): Record<PaymentMethod, Centavos> =>
  Object.fromEntries(PAYMENT_METHODS.map((method) => [method, 0])) as Record<PaymentMethod, Centavos>;

/**
 * A session's figures. Plain sums, so a reversal (the amount negated) cancels what it reverses;
 * credit moved between sales (credit_applied, credit_moved) moves no money and counts nowhere.
 */
export function sessionTotals(movements: readonly DrawerMovement[], float: Centavos): SessionTotals {
  const t = {
    received: byMethod(),
    refunded: byMethod(),
    cashSales: 0,
    cashAbonos: 0,
    payIns: 0,
    payOuts: 0,
  };
  let overShort = 0;
  for (const e of movements) {
    if (e.kind === "pay_in") t.payIns += e.amount;
    else if (e.kind === "pay_out") t.payOuts += e.amount;
    else if (e.kind === "over_short") overShort += e.amount;
    else if (e.kind === "received" && counterMethod(e.method)) {
      t.received[e.method] += e.amount;
      if (e.method === "efectivo" && e.paymentType === "partial") t.cashAbonos += e.amount;
      else if (e.method === "efectivo") t.cashSales += e.amount;
    } else if (e.kind === "refunded" && counterMethod(e.method)) t.refunded[e.method] += e.amount;
  }
  const expectedCash = float + t.received.efectivo - t.refunded.efectivo + t.payIns - t.payOuts;
  return { ...t, overShort, expectedCash };
}

/** The cash the drawer should hold now. */
export function expectedCash(session: { float: Centavos; movements: readonly DrawerMovement[] }): Centavos {
  return sessionTotals(session.movements, session.float).expectedCash;
}
