import { type SQL, sql } from "drizzle-orm";
import type { EntryDraft, SubjectType } from "../../domain/journal/entries";
import { parseShopDate } from "../../domain/kernel/shop-calendar";
import type { DbOrTx } from "../db/client";
import { newId } from "../db/ids";
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

/** The insert of new entries (no reversals), for the caller to run or to place in its statement. */
export function insertEntries(
  tx: DbOrTx,
  subject: EntrySubject,
  drafts: readonly EntryDraft[],
  author: EntryAuthor,
) {
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
    })),
  );
}

/**
 * An INSERT … SELECT that reverses the standing entries of a subject — of the payments
 * `paymentIds`, or all of them (a deleted sale) — each by a row with the amount negated and the
 * rest as it was (kind, method, the date the money moved, the gateway's mark), so every period's sums lose exactly
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
      to_subject_id, via_gateway, reverses, operation)
    select e.id || '~', e.subject_type, e.subject_id, e.customer_id, e.customer_user_id, e.kind,
      -e.amount, e.method, e.date, e.payment_id, e.payment_type, ${author.name}, ${author.userId},
      e.modified_at, e.to_subject_id, e.via_gateway, e.id, ${author.operation}
    from money_entries e
    where e.subject_id = ${subjectId} ${which} and e.reverses is null
      and not exists (select 1 from money_entries r where r.reverses = e.id)
    returning payment_id`;
}
