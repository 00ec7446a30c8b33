import { APIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { SessionUser } from "../../contracts/auth/session";
import { msg } from "../../domain/kernel/messages";
import {
  canCreateTeamMember,
  canResetPassword,
  isAdmin,
  isRole,
  type Role,
  STAFF_ROLES,
  splitFullName,
} from "../../domain/kernel/roles";
import type { Auth } from "../auth/auth";
import { users } from "../auth/schema";
import type { Db } from "../db/client";
import { AppError } from "../http/errors";
import { publish } from "../live/bus";

/**
 * The server functions of docs/product/operations.md (docs/decisions/0001). Our role rules are checked first; the
 * admin plugin then checks again with the caller's own headers (defence in depth).
 */
export async function createTeamMember(
  auth: Auth,
  db: Db,
  actor: SessionUser,
  headers: Headers,
  input: { name: string; email: string; password: string; role: Role },
): Promise<string> {
  if (!canCreateTeamMember(actor.role, input.role)) {
    throw new AppError("forbidden", isAdmin(input.role) ? msg.onlySuperadminCreatesAdmins : msg.forbidden);
  }
  const { firstName, lastName } = splitFullName(input.name);
  try {
    await auth.api.createUser({
      headers,
      body: {
        email: input.email.toLowerCase(),
        password: input.password,
        name: input.name.trim(),
        role: input.role as "admin",
        data: { firstName, lastName },
      },
    });
  } catch (error) {
    throw mapAuthError(error);
  }
  await publish(db, { topic: "users", id: null, audience: { roles: STAFF_ROLES } });
  return msg.teamMemberCreated(input.name.trim());
}

export async function resetUserPassword(
  auth: Auth,
  db: Db,
  actor: SessionUser,
  headers: Headers,
  input: { uid: string; newPassword: string },
): Promise<string> {
  // Their own password is changed with Cambiar Contraseña, which asks for the current one (docs/decisions/0040).
  if (input.uid === actor.id) throw new AppError("forbidden", msg.resetOwnPasswordRefused);
  const [target] = await db.select({ role: users.role }).from(users).where(eq(users.id, input.uid));
  if (!target || !isRole(target.role)) throw new AppError("not_found", msg.userNotFound);
  if (!canResetPassword(actor.role, target.role)) {
    throw new AppError("forbidden", isAdmin(target.role) ? msg.onlySuperadminResetsAdmins : msg.forbidden);
  }
  try {
    await auth.api.setUserPassword({ headers, body: { userId: input.uid, newPassword: input.newPassword } });
    // A reset means the old password is not safe: every session of the target ends (never the actor's own,
    // since nobody resets themself here).
    await auth.api.revokeUserSessions({ headers, body: { userId: input.uid } });
  } catch (error) {
    throw mapAuthError(error);
  }
  return msg.passwordReset;
}

/** Only a superadmin calls it: the operation's declared access is the guard (docs/decisions/0230). */
export async function grantSuperAdminRole(
  auth: Auth,
  db: Db,
  headers: Headers,
  input: { email: string },
): Promise<string> {
  const email = input.email.toLowerCase();
  const [target] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!target) throw new AppError("not_found", msg.userNotFound);
  try {
    await auth.api.setRole({ headers, body: { userId: target.id, role: "superadmin" as "admin" } });
  } catch (error) {
    throw mapAuthError(error);
  }
  await publish(db, {
    topic: "users",
    id: target.id,
    audience: { roles: STAFF_ROLES, userIds: [target.id] },
  });
  return msg.superAdminGranted(email);
}

function mapAuthError(error: unknown): AppError {
  if (error instanceof APIError) {
    const code = (error.body as { code?: string } | undefined)?.code ?? "";
    if (code.includes("ALREADY_EXISTS")) return new AppError("conflict", msg.emailTaken, "email");
    if (error.statusCode === 403) return new AppError("forbidden", msg.forbidden);
    if (code.includes("PASSWORD")) return new AppError("invalid_input", msg.passwordTooShort, "password");
    return new AppError("invalid_input", msg.invalidInput);
  }
  throw error;
}
