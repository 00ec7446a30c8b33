import { asc, count, eq, ilike, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { SessionUser } from "../../contracts/auth/session";
import {
  type CustomerAccount,
  type customerRecordInput,
  type DirectoryRow,
  type directoryPage,
  type MergedCustomer,
  PAGE_SIZE,
} from "../../contracts/customers/customers";
import { customerDeletion, normalizeRtn, pickerOrder } from "../../domain/customers/people";
import { msg } from "../../domain/kernel/messages";
import { isAdmin, isRole, STAFF_ROLES } from "../../domain/kernel/roles";
import { users } from "../auth/schema";
import type { Db, DbOrTx } from "../db/client";
import { containsPattern, searchKeyContains } from "../db/like";
import { AppError, forbidden, notFound } from "../http/errors";
import { publish } from "../live/bus";
import { customerUses } from "./hooks";
import { customers } from "./schema";

type DirectoryPage = z.infer<typeof directoryPage>;
type CustomerRecordOutput = z.output<typeof customerRecordInput>;

const LIMIT = 30;

/**
 * The merged customer list of docs/product/data.md (users + customer records, the latter with role
 * 'customer'), searchable by name, phone or email. Phone digits match however they were typed.
 */
export async function searchMergedCustomers(db: Db, q: string): Promise<MergedCustomer[]> {
  const where = searchTerms(q);
  const [accounts, records] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        phone: users.phone,
        city: users.city,
        role: users.role,
      })
      .from(users)
      .where(where.users)
      .orderBy(asc(users.name))
      .limit(LIMIT),
    db
      .select({
        id: customers.id,
        name: customers.name,
        email: customers.email,
        phone: customers.phone,
        city: customers.city,
      })
      .from(customers)
      .where(where.customers)
      .orderBy(asc(customers.name))
      .limit(LIMIT),
  ]);
  const merged: MergedCustomer[] = [
    ...accounts.map((u) => ({ kind: "user" as const, ...u, role: u.role as MergedCustomer["role"] })),
    ...records.map((c) => ({ kind: "customer" as const, ...c, role: "customer" as const })),
  ];
  return merged.sort(pickerOrder).slice(0, LIMIT);
}

// ——— Registrar Cliente (docs/decisions/0060) ———

/**
 * A search of both tables by name or email (a substring: the customers' search key, lowered when
 * written, docs/decisions/0262; the accounts' by their trigram indexes) or by phone digits however
 * they were typed.
 */
function searchTerms(q: string) {
  const term = q.trim();
  const like = containsPattern(term);
  const digits = term.replace(/\D/g, "");
  const phoneMatch = (column: typeof users.phone | typeof customers.phone) =>
    digits.length >= 3
      ? sql`regexp_replace(coalesce(${column}, ''), '\\D', '', 'g') like ${`%${digits}%`}`
      : sql`false`;
  return {
    users: term ? or(ilike(users.name, like), ilike(users.email, like), phoneMatch(users.phone)) : undefined,
    customers: term
      ? or(searchKeyContains(customers.searchKey, term), phoneMatch(customers.phone))
      : undefined,
  };
}

/**
 * A page of the merged list: a UNION of both tables ordered by (lower(name), id), which their
 * sort indexes (customers_sort_idx, user_sort_idx) answer by merging, without sorting every row.
 */
export function directoryPageQuery(db: Db, q: string, page: number) {
  const where = searchTerms(q);
  const accounts = db
    .select({
      kind: sql<"user" | "customer">`'user'`.as("kind"),
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      city: users.city,
      role: users.role,
      disabled: sql<boolean>`coalesce(${users.banned}, false)`.as("disabled"),
      sortKey: sql<string>`lower(${users.name})`.as("sort_key"),
    })
    .from(users)
    .where(where.users);
  const records = db
    .select({
      kind: sql<"user" | "customer">`'customer'`.as("kind"),
      id: customers.id,
      name: customers.name,
      email: customers.email,
      phone: customers.phone,
      city: customers.city,
      role: sql<string>`'customer'`.as("role"),
      disabled: sql<boolean>`false`.as("disabled"),
      sortKey: sql<string>`lower(${customers.name})`.as("sort_key"),
    })
    .from(customers)
    .where(where.customers);
  return records
    .unionAll(accounts)
    .orderBy(sql`sort_key`, sql`id`)
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
}

/** The merged list, paged in the database, with how many entries match in all. */
export async function customerDirectory(db: Db, q: string, page: number): Promise<DirectoryPage> {
  const where = searchTerms(q);
  const [rows, [userCount], [customerCount]] = await Promise.all([
    directoryPageQuery(db, q, page),
    db.select({ n: count() }).from(users).where(where.users),
    db.select({ n: count() }).from(customers).where(where.customers),
  ]);
  return {
    items: rows.map(({ sortKey: _sortKey, ...r }) => ({
      ...r,
      role: r.role as DirectoryRow["role"],
      disabled: Boolean(r.disabled),
    })),
    count: Number(userCount?.n ?? 0) + Number(customerCount?.n ?? 0),
  };
}

/** One entry of the merged list: a customer record first, else an account. */
export async function mergedCustomerById(db: DbOrTx, id: string): Promise<DirectoryRow | null> {
  const [record] = await db.select().from(customers).where(eq(customers.id, id));
  if (record) {
    return {
      kind: "customer",
      id: record.id,
      name: record.name,
      email: record.email,
      phone: record.phone,
      city: record.city,
      role: "customer",
      disabled: false,
    };
  }
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user || !isRole(user.role)) return null;
  return {
    kind: "user",
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    city: user.city,
    role: user.role,
    disabled: Boolean(user.banned),
  };
}

function recordValues(input: CustomerRecordOutput) {
  const blank = (v: string) => (v === "" ? null : v);
  return {
    name: input.name,
    phone: blank(input.phone),
    email: blank(input.email.toLowerCase()),
    city: blank(input.city),
    address: blank(input.address),
    rtn: input.rtn === "" ? null : normalizeRtn(input.rtn),
    notes: input.notes,
  };
}

const customersEvent = (id: string | null) =>
  ({ topic: "customers", id, audience: { roles: STAFF_ROLES } }) as const;

export async function createCustomerRecord(
  db: Db,
  actor: SessionUser,
  input: CustomerRecordOutput,
): Promise<{ id: string; message: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(customers)
      .values({ ...recordValues(input), createdById: actor.id })
      .returning({ id: customers.id });
    await publish(tx, customersEvent(row!.id));
    return { id: row!.id, message: msg.customerCreated(input.name) };
  });
}

export async function updateCustomerRecord(
  db: Db,
  id: string,
  input: CustomerRecordOutput,
): Promise<{ id: string; message: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(customers)
      .set(recordValues(input))
      .where(eq(customers.id, id))
      .returning({ id: customers.id });
    if (!row) throw notFound(msg.customerNotFound);
    await publish(tx, customersEvent(id));
    return { id, message: msg.customerUpdated };
  });
}

/**
 * A customer record is deleted only while no sale names it (docs/decisions/0060): its sales keep
 * pointing at it. A seller deletes only the records they created.
 */
export async function deleteCustomerRecord(db: Db, actor: SessionUser, id: string): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: customers.id, createdById: customers.createdById })
      .from(customers)
      .where(eq(customers.id, id))
      .for("update");
    if (!row) throw notFound(msg.customerNotFound);
    if (!isAdmin(actor.role) && row.createdById !== actor.id) throw forbidden();
    const uses = await customerUses.ask(tx, id);
    const verdict = customerDeletion(uses.reduce((sum, n) => sum + n, 0));
    if (!verdict.ok) throw new AppError("conflict", verdict.error.message);
    await tx.delete(customers).where(eq(customers.id, id));
    await publish(tx, customersEvent(id));
    return msg.customerDeleted;
  });
}

/**
 * The customer block of a customer's page: the merged entry with the record's own fields (or the
 * account's creation date), or null when neither a record nor an account has this id.
 */
type CustomerProfile = CustomerAccount["customer"];

export async function customerProfile(db: DbOrTx, id: string): Promise<CustomerProfile | null> {
  const merged = await mergedCustomerById(db, id);
  if (!merged) return null;
  const [record] =
    merged.kind === "customer" ? await db.select().from(customers).where(eq(customers.id, id)) : [];
  const [account] =
    merged.kind === "user"
      ? await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, id))
      : [];
  return {
    ...merged,
    address: record?.address ?? null,
    rtn: record?.rtn ?? null,
    notes: record?.notes ?? "",
    createdAt: (record?.createdAt ?? account?.createdAt ?? new Date()).toISOString(),
  };
}
