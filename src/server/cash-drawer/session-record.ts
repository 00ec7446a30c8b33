import { asc, eq } from "drizzle-orm";
import type { SessionUser } from "../../contracts/auth/session";
import type { DrawerSessionView } from "../../contracts/cash-drawer/cash-drawer";
import { canApprove } from "../../domain/cash-drawer/closing";
import { cashDrawerMessages as m } from "../../domain/cash-drawer/messages-cash-drawer";
import { checkXReport, type MovementDetail, movementLines } from "../../domain/cash-drawer/report";
import {
  canCloseSession,
  canMoveCash,
  type DrawerSession,
  maySeeSession,
  mayShowFigures,
  type SessionStatus,
  sessionTotals,
  statusOf,
  withWorker,
} from "../../domain/cash-drawer/sessions";
import type { EntryKind } from "../../domain/journal/entries";
import { orderNumber } from "../../domain/kernel/roles";
import type { RecordedPaymentMethod } from "../../domain/reports/reports";
import type { PaymentType } from "../../domain/sales/sale";
import type { DbOrTx } from "../db/client";
import { notFound } from "../http/errors";
import { moneyEntries } from "../journal";
import { cashRegisters, type DrawerSessionRow, drawerSessions } from "./schema";

/** A session's row and its register's name, as stored. */
export interface StoredSession {
  row: DrawerSessionRow;
  registerName: string;
}

/** A journal entry naming the session, as the drawer reads it. */
export interface SessionMovement extends MovementDetail {
  id: string;
  saleId: string | null;
  recordedBy: string;
  recordedById: string | null;
  reverses: string | null;
}

/**
 * The session with its register's name; `lock`: its row FOR UPDATE, so a close, an approval or a
 * pay-in waits for (and is waited on by) a payment tying itself to the session (journal/counter.ts).
 */
export async function findSession(db: DbOrTx, id: string, lock = false): Promise<StoredSession | null> {
  const query = db
    .select({ row: drawerSessions, registerName: cashRegisters.name })
    .from(drawerSessions)
    .innerJoin(cashRegisters, eq(cashRegisters.id, drawerSessions.registerId))
    .where(eq(drawerSessions.id, id));
  const [found] = lock ? await query.for("update", { of: drawerSessions }) : await query;
  return found ?? null;
}

export async function loadSession(db: DbOrTx, id: string, lock = false): Promise<StoredSession> {
  const found = await findSession(db, id, lock);
  if (!found) throw notFound(m.sessionNotFound);
  return found;
}

/** Every journal entry naming the session, in the order they were written (reversals included). */
export async function loadMovements(db: DbOrTx, sessionId: string): Promise<SessionMovement[]> {
  const rows = await db
    .select()
    .from(moneyEntries)
    .where(eq(moneyEntries.drawerSessionId, sessionId))
    .orderBy(asc(moneyEntries.createdAt), asc(moneyEntries.id));
  return rows.map((e) => ({
    id: e.id,
    kind: e.kind as EntryKind,
    amount: e.amount,
    method: e.method as RecordedPaymentMethod | null,
    paymentType: e.paymentType as PaymentType | null,
    at: e.createdAt.toISOString(),
    reference: e.subjectType === "sale" ? orderNumber(e.subjectId) : null,
    saleId: e.subjectType === "sale" ? e.subjectId : null,
    note: e.note,
    recordedBy: e.recordedBy,
    recordedById: e.recordedById,
    reverses: e.reverses,
  }));
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const personOf = (id: string | null, name: string | null) => ({ id: id ?? "", name: name ?? "" });

/**
 * The domain's session from its row: who worked it is its opener, then everyone who took money on
 * it or moved its cash (a correction's author is not: they fixed it; nor the close's difference,
 * written in the closer's name).
 */
export function drawerSessionOf(stored: StoredSession, movements: readonly SessionMovement[]): DrawerSession {
  const { row } = stored;
  let session: DrawerSession = {
    id: row.id,
    registerId: row.registerId,
    registerName: stored.registerName,
    openedBy: personOf(row.openedById, row.openedByName),
    openedAt: row.openedAt.toISOString(),
    float: row.float,
    workers: [personOf(row.openedById, row.openedByName)],
    closing:
      row.status === "open"
        ? null
        : {
            status: row.status as Exclude<SessionStatus, "open">,
            closedBy: personOf(row.closedById, row.closedByName),
            closedAt: iso(row.closedAt) ?? "",
            counts: row.counts ?? [],
            counted: row.counted ?? 0,
            expected: row.expected ?? 0,
            difference: row.difference ?? 0,
            approvedBy: row.approvedByName ? personOf(row.approvedById, row.approvedByName) : null,
            approvalNote: row.approvalNote,
            approvedAt: iso(row.approvedAt),
          },
  };
  for (const e of movements)
    if (e.reverses === null && e.recordedById && e.kind !== "over_short")
      session = withWorker(session, { id: e.recordedById, name: e.recordedBy });
  return session;
}

/** The session and its movements, refused (404) to someone who may not read it. */
export async function readableSession(db: DbOrTx, id: string, user: SessionUser, lock = false) {
  const stored = await loadSession(db, id, lock);
  const movements = await loadMovements(db, id);
  const session = drawerSessionOf(stored, movements);
  if (!maySeeSession(user, session)) throw notFound(m.sessionNotFound);
  return { stored, movements, session };
}

/**
 * The session as `user` may see it: its figures only to an admin, or once counted to those who
 * may read it (`readable` false: someone at the register who did not work it sees none).
 */
export function sessionView(
  session: DrawerSession,
  movements: readonly SessionMovement[],
  user: SessionUser,
  readable = true,
): DrawerSessionView {
  const figures = readable && mayShowFigures(user.role, session);
  return {
    id: session.id,
    register: { id: session.registerId, name: session.registerName },
    status: statusOf(session),
    openedBy: session.openedBy,
    openedAt: session.openedAt,
    float: session.float,
    workers: session.workers,
    closing: session.closing
      ? {
          closedBy: session.closing.closedBy,
          closedAt: session.closing.closedAt,
          counts: session.closing.counts,
          counted: session.closing.counted,
          expected: session.closing.expected,
          difference: session.closing.difference,
          approvedBy: session.closing.approvedBy,
          approvalNote: session.closing.approvalNote,
          approvedAt: session.closing.approvedAt,
        }
      : null,
    totals: figures ? sessionTotals(movements, session.float) : null,
    movements: figures
      ? movements.flatMap((e) =>
          movementLines([e]).map((line) => ({
            id: e.id,
            at: e.at,
            kind: e.kind,
            method: e.method,
            amount: line.amount,
            concept: line.concept,
            saleId: e.saleId,
            recordedBy: e.recordedBy,
          })),
        )
      : null,
    can: {
      moveCash: canMoveCash(user, session).ok,
      close: canCloseSession(user, session).ok,
      approve: canApprove(user, session).ok,
      seeXReport: checkXReport(user.role, session).ok,
    },
  };
}
