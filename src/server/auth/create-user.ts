import { eq } from "drizzle-orm";
import type { Role } from "../../domain/kernel/roles";
import type { Db } from "../db/client";
import type { Auth } from "./auth";
import { users } from "./schema";

export interface NewAccount {
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  role: Role;
  phone: string;
  city: string;
}

/**
 * Creates an account WITHOUT a caller's permission check (auth.api.createUser with no headers).
 * Only for the demo seed and the first-superadmin command (docs/decisions/0001). Returns the id of the
 * existing account when the email is taken, so both are safe to re-run.
 */
export function trustedAccountCreator(auth: Auth, db: Db) {
  return async (input: NewAccount): Promise<string> => {
    const email = input.email.toLowerCase();
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (existing) return existing.id;
    const { user } = await auth.api.createUser({
      body: {
        email,
        password: input.password,
        name: input.name,
        role: input.role as "admin",
        data: { firstName: input.firstName, lastName: input.lastName, phone: input.phone, city: input.city },
      },
    });
    return user.id;
  };
}
