import { and, asc, eq, inArray, isNull, or } from "drizzle-orm";
import { ADMIN_ROLES } from "../../domain/kernel/roles";
import { users } from "../auth/schema";
import type { DbOrTx } from "../db/client";

/** The admins a ticket may be assigned to and who are told of a new one: every admin not disabled. */
export async function admins(db: DbOrTx): Promise<{ id: string; name: string; role: string }[]> {
  return db
    .select({ id: users.id, name: users.name, role: users.role })
    .from(users)
    .where(and(inArray(users.role, [...ADMIN_ROLES]), or(isNull(users.banned), eq(users.banned, false))))
    .orderBy(asc(users.name));
}
