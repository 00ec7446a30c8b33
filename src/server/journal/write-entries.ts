import { type SQL, sql } from "drizzle-orm";
import { cashDrawerMessages } from "../../domain/cash-drawer/messages-cash-drawer";
import { needsOpenSession, takenAtCounter } from "../../domain/cash-drawer/sessions";
import type { EntryDraft, SubjectType } from "../../domain/journal/entries";
import { parseShopDate } from "../../domain/kernel/shop-calendar";
import type { DbOrTx } from "../db/client";
import { newId } from "../db/ids";
import { AppError } from "../http/errors";
import { type Counter, currentCounter } from "./counter";
import { moneyEntries } from "./schema";

/** Whose money an entry is about. */
export interface EntrySubject {
  type: SubjectType;
  id: string;
  customerId: string | null;
  customerUserId: string | null;
}

/** Who wrote the entries, and by which operation (in the history's words). */
export interface EntryAuthor {
  name: string;
  userId: string | null;
  operation: string;
  /** The card gateway charged this money (a card checkout, a payment link). */
  viaGateway?: boolean;
}

/**
 * Which drawer session an entry names, and whether "Control de caja" bound it. The drawer's own
 * entries name their subject; money taken at the counter (a staff request's payment or refund by
 * efectivo, tarjeta or transferencia, never the gateway's) names the open session of the device's
 * register, read in the INSERT itself; under the control a cash one must find it, or the check
 * constraint refuses the whole statement (refusedWithoutSession). Elsewhere: none.
 */
function drawerColumns(
  subject: EntrySubject,
  d: EntryDraft,
  author: EntryAuthor,
  counter: Counter | undefined,
) {
  if (subject.type === "drawer_session") return { drawerSessionId: subject.id, cashControl: false };
  if (!counter || author.viaGateway || !takenAtCounter(d))
    return { drawerSessionId: null, cashControl: false };
  return {
    drawerSessionId: counter.session,
    // needsOpenSession(control, method) with the control read in the statement: only cash asks it.
    cashControl: d.method !== null && needsOpenSession(true, d.method) ? counter.cashControl : false,
  };
}

/** The insert of new entries (no reversals), for the caller to run or to place in its statement. */
export function insertEntries(
  tx: DbOrTx,
  subject: EntrySubject,
  drafts: readonly EntryDraft[],
  author: EntryAuthor,
) {
  const counter = currentCounter();
  return tx.insert(moneyEntries).values(
    drafts.map((d) => ({
      id: newId(),
      subjectType: subject.type,
      subjectId: subject.id,
      customerId: subject.customerId,
      customerUserId: subject.customerUserId,
      kind: d.kind,
      amount: d.amount,
      method: d.method,
      date: parseShopDate(d.date),
      paymentId: d.paymentId,
      paymentType: d.paymentType,
      recordedBy: d.recordedBy,
      recordedById: author.userId,
      modifiedAt: d.modifiedAt ? new Date(d.modifiedAt) : null,
      toSubjectId: d.toSubjectId,
      viaGateway: author.viaGateway ?? false,
      operation: author.operation,
      note: d.note ?? null,
      ...drawerColumns(subject, d, author, counter),
    })),
  );
}

/**
 * A statement that wrote entries, refused because cash was taken under "Control de caja" with no
 * open session on the device's register, becomes the domain's Spanish refusal (nothing was
 * written: the transaction rolls back); any other error is thrown as it was.
 */
export function refusedWithoutSession(error: unknown): never {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = e.code ?? e.cause?.code;
  const constraint = e.constraint ?? e.cause?.constraint;
  if (code === "23514" && constraint === "money_entries_cash_needs_session")
    throw new AppError("domain_rule", cashDrawerMessages.cashNeedsSession);
  throw error;
}

/**
 * An INSERT … SELECT that reverses the standing entries of a subject — of the payments
 * `paymentIds`, or all of them (a deleted sale) — each by a row with the amount negated and the
 * rest as it was (kind, method, the date the money moved, the gateway's mark, the drawer session it
 * was taken in), so every period's and every session's sums lose exactly
 * what the reversed entry had added. The reversal's id derives from the reversed entry's: the
 * unique index on `reverses` refuses a second reversal of one entry.
 */
export function reverseEntries(subjectId: string, author: EntryAuthor, paymentIds?: readonly string[]): SQL {
  const which = paymentIds
    ? sql`and e.payment_id in (${sql.join(
        paymentIds.map((p) => sql`${p}`),
        sql`, `,
      )})`
    : sql``;
  return sql`insert into money_entries (id, subject_type, subject_id, customer_id, customer_user_id, kind,
      amount, method, date, payment_id, payment_type, recorded_by, recorded_by_id, modified_at,
      to_subject_id, via_gateway, reverses, operation, drawer_session_id, cash_control, note)
    select e.id || '~', e.subject_type, e.subject_id, e.customer_id, e.customer_user_id, e.kind,
      -e.amount, e.method, e.date, e.payment_id, e.payment_type, ${author.name}, ${author.userId},
      e.modified_at, e.to_subject_id, e.via_gateway, e.id, ${author.operation}, e.drawer_session_id,
      e.cash_control, e.note
    from money_entries e
    where e.subject_id = ${subjectId} ${which} and e.reverses is null
      and not exists (select 1 from money_entries r where r.reverses = e.id)
    returning payment_id`;
}
