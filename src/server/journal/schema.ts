import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  pgView,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { DRAWER_ENTRY_KINDS } from "../../domain/cash-drawer/sessions";
import { ENTRY_KINDS, SUBJECT_TYPES } from "../../domain/journal/entries";
import { RECORDED_PAYMENT_METHODS } from "../../domain/reports/reports";
import { at, createdAt, id } from "../db/schema/columns";

const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(", ");

/**
 * The money journal (docs/decisions/0252): every lempira that moved, one row each, never updated
 * or deleted. A correction is a new row that reverses an earlier one (`reverses`, amount negated,
 * same kind, method and date), so Σ amount over any set of rows is the net. No foreign key to the
 * subject: a deleted sale's entries (and their reversals) stay.
 *
 * The cash drawer (docs/decisions/0252): money taken at a register while its session is open
 * names the session (`drawer_session_id`), and the drawer's own entries (pay-ins, pay-outs, the
 * difference a close found) have the session as their subject. No foreign key either: the
 * journal sits below the feature that owns the sessions.
 */
export const moneyEntries = pgTable(
  "money_entries",
  {
    id: id(),
    subjectType: text().notNull().default("sale"),
    subjectId: text().notNull(),
    /** The subject's customer when the entry was written: a customer record or a web account. */
    customerId: text(),
    customerUserId: text(),
    kind: text().notNull(),
    amount: integer().notNull(),
    method: text(),
    /** When the money moved: the payment's chosen date, the refund's moment. */
    date: timestamp({ withTimezone: true }).notNull(),
    /** The subject's payment this entry is (a version of); its id is the payment's id everywhere. */
    paymentId: text(),
    paymentType: text(),
    recordedBy: text().notNull(),
    recordedById: text(),
    modifiedAt: at(),
    /** Where a traspaso's credit went. */
    toSubjectId: text(),
    reverses: text(),
    /** Charged through the card gateway (a card checkout, a payment link), not taken by staff. */
    viaGateway: boolean().notNull().default(false),
    /** The operation that wrote it, in the history's words ('Pago Registrado', 'Venta Eliminada'…). */
    operation: text().notNull(),
    /** The cash drawer's session the money was taken in (its register's, on the device that took it). */
    drawerSessionId: text(),
    /**
     * Cash taken at the counter while "Control de caja" was on, read in the entry's own statement:
     * such an entry must name its session (money_entries_cash_needs_session).
     */
    cashControl: boolean().notNull().default(false),
    /** Why, in words: a pay-in's or pay-out's reason, a drawer difference's description. */
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [
    check("money_entries_kind_valid", sql.raw(`"kind" in (${list(ENTRY_KINDS)})`)),
    check("money_entries_subject_valid", sql.raw(`"subject_type" in (${list(SUBJECT_TYPES)})`)),
    check(
      "money_entries_method_valid",
      sql.raw(`"method" is null or "method" in (${list(RECORDED_PAYMENT_METHODS)})`),
    ),
    // An entry moves a positive amount; only its reversal is negative. A drawer's difference is
    // signed (sobrante +, faltante −), never zero, and never reversed: a close is final.
    check(
      "money_entries_sign",
      sql`case when ${t.kind} = 'over_short' then ${t.reverses} is null and ${t.amount} <> 0
        else (${t.reverses} is null and ${t.amount} > 0) or (${t.reverses} is not null and ${t.amount} < 0) end`,
    ),
    // The drawer's own kinds are exactly the entries about a session, and name it as theirs.
    check(
      "money_entries_drawer_shape",
      sql.raw(
        `("kind" in (${list(DRAWER_ENTRY_KINDS)})) = ("subject_type" = 'drawer_session') and ("subject_type" <> 'drawer_session' or "drawer_session_id" = "subject_id")`,
      ),
    ),
    // sessionForPayment (domain/cash-drawer): under "Control de caja", cash needs an open session.
    check("money_entries_cash_needs_session", sql`not ${t.cashControl} or ${t.drawerSessionId} is not null`),
    check(
      "money_entries_payment_shape",
      sql`(${t.kind} in ('received', 'credit_applied')) = (${t.paymentId} is not null and ${t.paymentType} in ('partial', 'full'))`,
    ),
    index("money_entries_subject_idx").on(t.subjectId, t.createdAt),
    index("money_entries_date_idx").on(t.date),
    index("money_entries_payment_idx").on(t.paymentId),
    index("money_entries_drawer_session_idx").on(t.drawerSessionId),
    // An entry is reversed at most once.
    uniqueIndex("money_entries_reverses_idx").on(t.reverses),
  ],
);

/**
 * An entry that stands: not a reversal, and not reversed by a later one. The one spelling of it,
 * for the views below and for the sale's own read of its payments and refunds.
 */
export const standingEntry = (alias: string) =>
  sql.raw(
    `${alias}.reverses is null and not exists (select 1 from money_entries r where r.reverses = ${alias}.id)`,
  );
const STANDING = standingEntry("e");

/**
 * A sale's payments as the journal has them now (each payment's standing entry; its id is the
 * payment's): what the sale document, statements and receivables list. A read of the journal,
 * kept as a view so every reader spells "standing" the same way.
 */
export const journalPayments = pgView("journal_payments", {
  id: text("id").notNull(),
  entryId: text("entry_id").notNull(),
  saleId: text("sale_id").notNull(),
  amount: integer("amount").notNull(),
  date: timestamp("date", { withTimezone: true }).notNull(),
  recordedBy: text("recorded_by").notNull(),
  type: text("type").notNull(),
  method: text("method").notNull(),
  modifiedAt: timestamp("modified_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
}).as(
  sql`select e.payment_id as id, e.id as entry_id, e.subject_id as sale_id, e.amount, e.date, e.recorded_by,
    e.payment_type as type, e.method, e.modified_at, e.created_at
    from money_entries e where e.kind in ('received', 'credit_applied') and ${STANDING}`,
);

/** A sale's refund records (reembolsos and traspasos out) as the journal has them now. */
export const journalRefunds = pgView("journal_refunds", {
  id: text("id").notNull(),
  saleId: text("sale_id").notNull(),
  amount: integer("amount").notNull(),
  date: timestamp("date", { withTimezone: true }).notNull(),
  recordedBy: text("recorded_by").notNull(),
  kind: text("kind").notNull(),
  toSaleId: text("to_sale_id"),
  method: text("method"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
}).as(
  sql`select e.id, e.subject_id as sale_id, e.amount, e.date, e.recorded_by,
    case e.kind when 'credit_moved' then 'traspaso' else 'reembolso' end as kind,
    e.to_subject_id as to_sale_id, e.method, e.created_at
    from money_entries e where e.kind in ('refunded', 'credit_moved') and ${STANDING}`,
);
