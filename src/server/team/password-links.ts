import { randomBytes } from "node:crypto";
import { eq, inArray, like } from "drizzle-orm";
import type { SessionUser } from "../../contracts/session";
import { msg } from "../../domain/messages";
import { staffMailMsg } from "../../domain/messages-mail";
import {
  canCreateTeamMember,
  canResetPassword,
  isAdmin,
  isRole,
  type Role,
  STAFF_ROLES,
  splitFullName,
} from "../../domain/roles";
import type { Auth } from "../auth/auth";
import { NO_PASSWORD } from "../auth/legacy-scrypt";
import type { Db } from "../db/client";
import { accounts, users } from "../db/schema";
import { AppError } from "../http/errors";
import { publish } from "../live/bus";
import { newPasswordToken, queuePasswordLink, RESET_LINK_SECONDS } from "../mail";

const INVITATION_SECONDS = 72 * 60 * 60;

/**
 * Sends set-your-password links by email (decision 0040: an admin for sellers and customers, only a
 * superadmin for admins, nobody for themself), to the chosen accounts or to every imported account
 * still without a password. All links are queued in one transaction: all or none.
 */
export async function sendPasswordLinks(
  auth: Auth,
  db: Db,
  baseUrl: string,
  actor: SessionUser,
  input: { uids: string[]; imported: boolean },
): Promise<string> {
  const targets = input.imported
    ? await db
        .select({ id: users.id, name: users.name, email: users.email, role: users.role })
        .from(users)
        .innerJoin(accounts, eq(accounts.userId, users.id))
        .where(like(accounts.password, `${NO_PASSWORD}%`))
    : input.uids.length
      ? await db
          .select({ id: users.id, name: users.name, email: users.email, role: users.role })
          .from(users)
          .where(inArray(users.id, input.uids))
      : [];
  if (!input.imported && targets.length !== new Set(input.uids).size)
    throw new AppError("not_found", msg.userNotFound);
  for (const target of targets) {
    if (target.id === actor.id) throw new AppError("forbidden", msg.resetOwnPasswordRefused);
    if (!isRole(target.role) || !canResetPassword(actor.role, target.role))
      throw new AppError(
        "forbidden",
        isRole(target.role) && isAdmin(target.role) ? msg.onlySuperadminResetsAdmins : msg.forbidden,
      );
  }
  const tokens: string[] = [];
  for (const target of targets) tokens.push(await newPasswordToken(auth, target.id, RESET_LINK_SECONDS));
  await db.transaction(async (tx) => {
    for (const [i, target] of targets.entries())
      await queuePasswordLink(tx, baseUrl, target, tokens[i]!, null);
  });
  return staffMailMsg.linkQueued(targets.length);
}

/** Equipo's invitation: the member exists at once with an unknowable password and gets a 72-hour link. */
export async function inviteTeamMember(
  auth: Auth,
  db: Db,
  baseUrl: string,
  actor: SessionUser,
  headers: Headers,
  input: { name: string; email: string; role: Role },
): Promise<string> {
  if (!canCreateTeamMember(actor.role, input.role))
    throw new AppError("forbidden", isAdmin(input.role) ? msg.onlySuperadminCreatesAdmins : msg.forbidden);
  const email = input.email.toLowerCase();
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (taken) throw new AppError("conflict", msg.emailTaken, "email");
  const { firstName, lastName } = splitFullName(input.name);
  const name = input.name.trim();
  const { user } = await auth.api.createUser({
    headers,
    body: {
      email,
      // Nobody knows it: the person chooses theirs through the link.
      password: randomBytes(32).toString("base64url"),
      name,
      role: input.role as "admin",
      data: { firstName, lastName },
    },
  });
  const roleLabel = isAdmin(input.role) ? staffMailMsg.roleAdmin : staffMailMsg.roleSeller;
  const token = await newPasswordToken(auth, user.id, INVITATION_SECONDS);
  await db.transaction(async (tx) => {
    await queuePasswordLink(tx, baseUrl, { id: user.id, name, email }, token, roleLabel);
    await publish(tx, { topic: "users", id: null, audience: { roles: STAFF_ROLES } });
  });
  return staffMailMsg.invited(name);
}
