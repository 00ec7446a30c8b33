import { randomBytes } from "node:crypto";
import { eq, inArray, like, sql } from "drizzle-orm";
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
import { staffMailMsg } from "../../domain/mail/messages-mail";
import { bulkLinkRecipients } from "../../domain/team/password-links";
import type { Auth } from "../auth/auth";
import { NO_PASSWORD } from "../auth/legacy-scrypt";
import { accounts, users } from "../auth/schema";
import type { Db } from "../db/client";
import { AppError } from "../http/errors";
import { publish } from "../live/bus";
import { newPasswordToken, queuePasswordLink, RESET_LINK_SECONDS } from "../mail";
import { outboxEmails } from "../mail/schema";

const INVITATION_SECONDS = 72 * 60 * 60;

/**
 * Sends set-your-password links by email (decision 0040: an admin for sellers and customers, only a
 * superadmin for admins, nobody for themself) to the chosen accounts; all links are queued in one
 * transaction: all or none. The bulk send to imported accounts is `sendImportedPasswordLinks`.
 */
export async function sendPasswordLinks(
  auth: Auth,
  db: Db,
  baseUrl: string,
  actor: SessionUser,
  input: { uids: string[]; imported: boolean },
): Promise<string> {
  if (input.imported) return sendImportedPasswordLinks(auth, db, baseUrl, actor);
  const wanted = [...new Set(input.uids)];
  if (!wanted.length) throw new AppError("invalid_input", msg.userNotFound);
  const targets = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(inArray(users.id, wanted));
  if (targets.length !== wanted.length) throw new AppError("not_found", msg.userNotFound);
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

/**
 * Imported accounts still without a password, each with when its last link (reset or invitation,
 * not refused for good) was written: what the bulk send and its preview choose from.
 */
async function importedCandidates(db: Db) {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      lastLinkAt: sql<Date | string | null>`(
        select max(${outboxEmails.createdAt}) from ${outboxEmails}
        where lower(${outboxEmails.toAddress}) = lower(${users.email})
          and ${outboxEmails.template} in ('reset-link', 'invitation')
          and ${outboxEmails.status} <> 'failed')`,
    })
    .from(users)
    .innerJoin(accounts, eq(accounts.userId, users.id))
    .where(like(accounts.password, `${NO_PASSWORD}%`))
    .orderBy(users.id);
  return rows.flatMap((r) =>
    isRole(r.role)
      ? [
          {
            ...r,
            role: r.role,
            lastLinkAtMs: r.lastLinkAt === null ? null : new Date(r.lastLinkAt).getTime(),
          },
        ]
      : [],
  );
}

/** The bulk send's recipients now (domain `bulkLinkRecipients`). */
async function importedRecipients(db: Db, actor: SessionUser) {
  return bulkLinkRecipients(actor, await importedCandidates(db), Date.now(), RESET_LINK_SECONDS * 1000);
}

/** The bulk send's preview: how many accounts would receive a link now. */
export async function previewImportedPasswordLinks(db: Db, actor: SessionUser): Promise<{ count: number }> {
  return { count: (await importedRecipients(db, actor)).length };
}

/**
 * Every imported account without a password that the actor may reset and whose last link is no
 * longer valid gets one (decision 0196). Idempotent: a repeat within the hour finds nobody, and two
 * sends at once write one email per account because the outbox key is made of the account and the
 * last link the choice was based on.
 */
export async function sendImportedPasswordLinks(
  auth: Auth,
  db: Db,
  baseUrl: string,
  actor: SessionUser,
): Promise<string> {
  const targets = await importedRecipients(db, actor);
  const tokens: string[] = [];
  for (const target of targets) tokens.push(await newPasswordToken(auth, target.id, RESET_LINK_SECONDS));
  let sent = 0;
  await db.transaction(async (tx) => {
    for (const [i, target] of targets.entries()) {
      const key = `reset-imported:${target.id}:${target.lastLinkAtMs ?? "nunca"}`;
      if (await queuePasswordLink(tx, baseUrl, target, tokens[i]!, null, key)) sent += 1;
    }
  });
  return staffMailMsg.linkQueued(sent);
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
