import { APIError } from "better-auth/api";
import { and, asc, count, eq, ilike, inArray, ne, or, sql } from "drizzle-orm";
import type { AccountPage, AccountRow } from "../../contracts/accounts/accounts";
import type { SessionUser } from "../../contracts/auth/session";
import { PAGE_SIZE } from "../../contracts/customers/customers";
import {
  accountManagementRefusal,
  customerAccountSummary,
  wholesalerRoleChange,
} from "../../domain/customers/people";
import { msg } from "../../domain/kernel/messages";
import { isRole, type Role, STAFF_ROLES, splitFullName } from "../../domain/kernel/roles";
import type { SaleStatus } from "../../domain/sales/sale";
import type { Auth } from "../auth/auth";
import { NO_PASSWORD } from "../auth/legacy-scrypt";
import { verifyPassword } from "../auth/password";
import { accounts, sessions, users } from "../auth/schema";
import type { Db, Tx } from "../db/client";
import { containsPattern } from "../db/like";
import { AppError, forbidden, invalid, notFound } from "../http/errors";
import { publish } from "../live/bus";
import { notifyUser } from "../notifications";
import { sales } from "../sales/schema";
import { shippingLocations } from "../shipping/schema";
import { queueEmailChangedNotices } from "./email-change-email";

/**
 * Accounts as the back office manages them (docs/decisions/0061, 0062) and the
 * signed-in user's own profile (0063).
 */

const usersEvent = (id: string | null, alsoUser?: string) =>
  ({
    topic: "users",
    id,
    audience: { roles: STAFF_ROLES, ...(alsoUser ? { userIds: [alsoUser] } : {}) },
  }) as const;

/**
 * One page of accounts with the given roles, with each one's balance (the domain's figures). With
 * `sellerId`, the balance counts only that seller's sales: a seller reads the balance of the sales
 * they made, as on the customer's page, never what the customer owes other sellers.
 */
export async function listAccounts(
  db: Db,
  roles: readonly Role[],
  q: string,
  page: number,
  sellerId?: string,
): Promise<AccountPage> {
  const term = q.trim();
  const like = containsPattern(term);
  const digits = term.replace(/\D/g, "");
  const search = term
    ? or(
        ilike(users.name, like),
        ilike(users.email, like),
        digits.length >= 3
          ? sql`regexp_replace(coalesce(${users.phone}, ''), '\\D', '', 'g') like ${`%${digits}%`}`
          : undefined,
      )
    : undefined;
  const where = and(inArray(users.role, [...roles]), search);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(users).where(where),
  ]);
  const ids = rows.map((r) => r.id);
  const bought = ids.length
    ? await db
        .select({
          userId: sales.customerUserId,
          status: sales.status,
          total: sales.total,
          extraDiscountAmount: sales.extraDiscountAmount,
          amountPaid: sales.amountPaid,
        })
        .from(sales)
        .where(and(inArray(sales.customerUserId, ids), sellerId ? eq(sales.sellerId, sellerId) : undefined))
    : [];
  // Accounts imported without their password (docs/decisions/0112): listed so staff send a reset.
  const noPassword = ids.length
    ? await db
        .select({ userId: accounts.userId })
        .from(accounts)
        .where(and(inArray(accounts.userId, ids), sql`${accounts.password} like ${`${NO_PASSWORD}%`}`))
    : [];
  const needsReset = new Set(noPassword.map((a) => a.userId));
  const items: AccountRow[] = rows.map((u) => {
    const own = bought
      .filter((s) => s.userId === u.id)
      .map((s) => ({
        status: s.status as SaleStatus,
        total: s.total,
        extraDiscount: { amount: s.extraDiscountAmount, reason: "" },
        amountPaid: s.amountPaid,
      }));
    return {
      id: u.id,
      name: u.name,
      email: u.email,
      phone: u.phone,
      city: u.city,
      role: u.role as Role,
      disabled: Boolean(u.banned),
      createdAt: u.createdAt.toISOString(),
      lastSignInAt: u.lastSignInAt?.toISOString() ?? null,
      balance: customerAccountSummary(own, []).balance,
      needsPasswordReset: needsReset.has(u.id),
    };
  });
  return { items, count: Number(total?.n ?? 0) };
}

/** Loads the target under lock and applies the management rule (docs/decisions/0061). */
async function lockManaged(tx: Tx, actor: SessionUser, id: string) {
  const [target] = await tx.select().from(users).where(eq(users.id, id)).for("update");
  if (!target || !isRole(target.role)) throw notFound(msg.userNotFound);
  const refusal = accountManagementRefusal(actor, { id: target.id, role: target.role });
  if (refusal) throw new AppError("forbidden", refusal);
  return { ...target, role: target.role };
}

export async function updateAccount(
  db: Db,
  actor: SessionUser,
  id: string,
  input: { name: string; phone: string; city: string },
): Promise<string> {
  return db.transaction(async (tx) => {
    await lockManaged(tx, actor, id);
    const { firstName, lastName } = splitFullName(input.name);
    await tx
      .update(users)
      .set({
        name: input.name,
        firstName,
        lastName,
        phone: input.phone,
        city: input.city,
        updatedAt: new Date(),
      })
      .where(eq(users.id, id));
    await publish(tx, usersEvent(id, id));
    return msg.accountUpdated;
  });
}

/** Disabling ends every session of the account at once; its sales stay (docs/decisions/0061). */
export async function setAccountDisabled(
  db: Db,
  actor: SessionUser,
  id: string,
  disabled: boolean,
): Promise<string> {
  return db.transaction(async (tx) => {
    await lockManaged(tx, actor, id);
    await tx
      .update(users)
      .set({
        banned: disabled,
        banReason: disabled ? `Deshabilitada por ${actor.name}` : null,
        banExpires: null,
      })
      .where(eq(users.id, id));
    if (disabled) await tx.delete(sessions).where(eq(sessions.userId, id));
    await publish(tx, usersEvent(id, id));
    return disabled ? msg.accountDisabled : msg.accountEnabled;
  });
}

/**
 * Deleting an account: sessions, sign-in and notifications go with it; its sales stay with their
 * customer name, phone and email (the link to the account is cleared by the foreign key).
 */
export async function deleteAccount(db: Db, actor: SessionUser, id: string): Promise<string> {
  return db.transaction(async (tx) => {
    await lockManaged(tx, actor, id);
    await tx.delete(users).where(eq(users.id, id));
    await publish(tx, usersEvent(id));
    await publish(tx, { topic: "customers", id, audience: { roles: STAFF_ROLES } });
    return msg.accountDeleted;
  });
}

/** Client ⇄ wholesaler; the person is notified and sees their prices on their next page load. */
export async function setWholesaler(
  db: Db,
  actor: SessionUser,
  id: string,
  wholesaler: boolean,
): Promise<string> {
  return db.transaction(async (tx) => {
    const target = await lockManaged(tx, actor, id);
    const change = wholesalerRoleChange(target.role, wholesaler);
    if (!change.ok) throw invalid(change.error.message);
    await tx.update(users).set({ role: change.value, updatedAt: new Date() }).where(eq(users.id, id));
    await notifyUser(tx, id, {
      title: wholesaler ? msg.wholesalerNotificationTitle : msg.clientNotificationTitle,
      body: wholesaler ? msg.wholesalerNotificationBody : msg.clientNotificationBody,
      type: "other",
      link: "/",
    });
    await publish(tx, usersEvent(id, id));
    return wholesaler ? msg.madeWholesaler(target.name) : msg.madeClient(target.name);
  });
}

export async function createWholesalerAccount(
  auth: Auth,
  db: Db,
  headers: Headers,
  input: { name: string; email: string; password: string; phone: string; city: string },
): Promise<string> {
  const { firstName, lastName } = splitFullName(input.name);
  try {
    await auth.api.createUser({
      headers,
      body: {
        email: input.email.toLowerCase(),
        password: input.password,
        name: input.name,
        role: "wholesaler" as "admin",
        data: { firstName, lastName, phone: input.phone, city: input.city },
      },
    });
  } catch (error) {
    if (error instanceof APIError) {
      const code = (error.body as { code?: string } | undefined)?.code ?? "";
      if (code.includes("ALREADY_EXISTS")) throw new AppError("conflict", msg.emailTaken, "email");
      if (error.statusCode === 403) throw forbidden();
      throw invalid(msg.invalidInput);
    }
    throw error;
  }
  await publish(db, usersEvent(null));
  return msg.madeWholesaler(input.name);
}

// ——— Mi Información (docs/decisions/0063) ———

async function requireShippingCity(tx: Tx, city: string): Promise<void> {
  const [row] = await tx
    .select({ id: shippingLocations.id })
    .from(shippingLocations)
    .where(and(eq(shippingLocations.city, city), eq(shippingLocations.isActive, true)));
  if (!row) throw invalid(msg.cityNotOffered, "city");
}

export async function updateMyProfile(
  db: Db,
  me: SessionUser,
  input: { name: string; phone: string; city: string },
): Promise<string> {
  return db.transaction(async (tx) => {
    if (input.city !== me.city) await requireShippingCity(tx, input.city);
    const { firstName, lastName } = splitFullName(input.name);
    await tx
      .update(users)
      .set({
        name: input.name,
        firstName,
        lastName,
        phone: input.phone,
        city: input.city,
        updatedAt: new Date(),
      })
      .where(eq(users.id, me.id));
    await publish(tx, usersEvent(me.id, me.id));
    return msg.profileSaved;
  });
}

/**
 * The email changes once the current password is re-entered; no confirmation link is sent
 * (docs/decisions/0063). The address must be free. A notice goes to the old and the new address,
 * queued in the same transaction (docs/decisions/0193).
 */
export async function changeMyEmail(
  db: Db,
  me: SessionUser,
  input: { newEmail: string; currentPassword: string },
): Promise<string> {
  const email = input.newEmail.toLowerCase();
  if (email === me.email.toLowerCase()) throw invalid(msg.emailUnchanged, "newEmail");
  const [credential] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, me.id), eq(accounts.providerId, "credential")));
  const valid =
    credential?.password != null &&
    (await verifyPassword({ hash: credential.password, password: input.currentPassword }));
  if (!valid) throw invalid(msg.currentPasswordWrong, "currentPassword");
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), ne(users.id, me.id)));
    if (taken) throw new AppError("conflict", msg.emailTaken, "newEmail");
    await tx
      .update(users)
      .set({ email, emailVerified: false, updatedAt: new Date() })
      .where(eq(users.id, me.id));
    await queueEmailChangedNotices(tx, me, me.email, email, new Date());
    await publish(tx, usersEvent(me.id, me.id));
    return msg.emailChanged;
  });
}
