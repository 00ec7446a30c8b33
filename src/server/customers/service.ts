import { asc, ilike, or, sql } from "drizzle-orm";
import type { MergedCustomer } from "../../contracts/customers";
import type { Db } from "../db/client";
import { customers, users } from "../db/schema";

const LIMIT = 30;

/**
 * The merged customer list of docs/product/data.md (users + customer records, the latter with role
 * 'customer'), searchable by name, phone or email. Phone digits match however they were typed.
 */
export async function searchMergedCustomers(db: Db, q: string): Promise<MergedCustomer[]> {
  const term = q.trim();
  const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const digits = term.replace(/\D/g, "");
  const phoneMatch = (column: typeof users.phone | typeof customers.phone) =>
    digits.length >= 3
      ? sql`regexp_replace(coalesce(${column}, ''), '\\D', '', 'g') like ${`%${digits}%`}`
      : sql`false`;
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
      .where(
        term ? or(ilike(users.name, like), ilike(users.email, like), phoneMatch(users.phone)) : undefined,
      )
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
      .where(
        term
          ? or(ilike(customers.name, like), ilike(customers.email, like), phoneMatch(customers.phone))
          : undefined,
      )
      .orderBy(asc(customers.name))
      .limit(LIMIT),
  ]);
  const merged: MergedCustomer[] = [
    ...accounts.map((u) => ({ kind: "user" as const, ...u, role: u.role as MergedCustomer["role"] })),
    ...records.map((c) => ({ kind: "customer" as const, ...c, role: "customer" as const })),
  ];
  return merged.sort((a, b) => a.name.localeCompare(b.name, "es")).slice(0, LIMIT);
}
