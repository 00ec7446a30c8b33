import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { type DenominationCount, SESSION_STATUSES } from "../../domain/cash-drawer/sessions";
import { users } from "../auth/schema";
import { at, createdAt, id } from "../db/schema/columns";

const listed = (values: readonly string[]) => values.map((v) => `'${v}'`).join(", ");

/** The store's registers (Configuración): a counter, a second location. Out of use, never gone once used. */
export const cashRegisters = pgTable(
  "cash_registers",
  {
    id: id(),
    name: text().notNull(),
    active: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("cash_registers_name_idx").on(sql`lower(${t.name})`)],
);

/**
 * A session of a register's drawer (docs/decisions/0252): opened with a counted float by whoever
 * owns it, closed by a blind count whose expected, counted and difference are kept as recorded
 * (a later correction in the journal never moves them), approved by an admin other than the
 * closer when the difference passes the threshold. The money it explains is the journal's
 * entries naming it (money_entries.drawer_session_id); who worked it is read from them.
 */
export const drawerSessions = pgTable(
  "drawer_sessions",
  {
    id: id(),
    registerId: text()
      .notNull()
      .references(() => cashRegisters.id),
    status: text().notNull().default("open"),
    float: integer().notNull(),
    openedById: text().references(() => users.id, { onDelete: "set null" }),
    openedByName: text().notNull(),
    openedAt: createdAt(),
    counts: jsonb().$type<DenominationCount[]>(),
    counted: integer(),
    expected: integer(),
    /** counted − expected: negative is faltante, positive sobrante. */
    difference: integer(),
    closedById: text().references(() => users.id, { onDelete: "set null" }),
    closedByName: text(),
    closedAt: at(),
    approvedById: text().references(() => users.id, { onDelete: "set null" }),
    approvedByName: text(),
    approvalNote: text(),
    approvedAt: at(),
  },
  (t) => [
    // One session not yet closed per register, whichever instance opens it (checkCanOpen's backstop).
    uniqueIndex("drawer_sessions_one_open_idx").on(t.registerId).where(sql`${t.status} <> 'closed'`),
    index("drawer_sessions_register_idx").on(t.registerId, t.openedAt),
    index("drawer_sessions_opened_idx").on(t.openedAt),
    check("drawer_sessions_status_valid", sql.raw(`"status" in (${listed(SESSION_STATUSES)})`)),
    check("drawer_sessions_float", sql`${t.float} >= 0`),
    // A counted session has its whole close record; an open one none of it.
    check(
      "drawer_sessions_close_shape",
      sql`(${t.status} = 'open') = (${t.closedAt} is null and ${t.counted} is null and ${t.expected} is null
        and ${t.difference} is null and ${t.counts} is null)`,
    ),
    check(
      "drawer_sessions_difference",
      sql`${t.difference} is null or ${t.difference} = ${t.counted} - ${t.expected}`,
    ),
  ],
);

export type DrawerSessionRow = typeof drawerSessions.$inferSelect;
export type CashRegisterDb = typeof cashRegisters.$inferSelect;
