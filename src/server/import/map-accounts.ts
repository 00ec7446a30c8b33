import { eq } from "drizzle-orm";
import { isRole, type Role, splitFullName } from "../../domain/kernel/roles";
import { encodeLegacyHash, NO_PASSWORD } from "../auth/legacy-scrypt";
import { accounts, users } from "../auth/schema";
import { newId } from "../db/ids";
import { userNotifications } from "../notifications/schema";
import { docsOf, subDocs } from "./collections";
import type { ImportRun } from "./import-run";
import { Bad, type Doc } from "./read";

/** The accounts the rest of the import may point at, and each one's role (a sale's buyer keeps it). */
export interface ImportedAccounts {
  userIds: Set<string>;
  roleOf: Map<string, Role>;
}

/**
 * The old app's users as accounts, with the password hashes of the auth export (`--auth`); a user
 * only the auth export knows is brought over too. An account without a usable hash is listed for a
 * reset. Then each user's notifications (users/{uid}/notifications).
 */
export async function importAccounts(run: ImportRun): Promise<ImportedAccounts> {
  const { tx, opts, report } = run;
  const authById = new Map((opts.authUsers ?? []).map((u) => [u.localId, u]));
  const userDocs = docsOf(run.exported, "users");
  for (const u of opts.authUsers ?? [])
    if (!userDocs.some(([id]) => id === u.localId))
      userDocs.push([u.localId, { email: u.email, name: u.displayName }]);
  const roleOf = new Map<string, Role>();
  const existingUsers = await run.existingOf(
    users,
    users.id,
    userDocs.map(([id]) => id),
  );
  for (const id of existingUsers) {
    const [row] = await tx.select({ role: users.role }).from(users).where(eq(users.id, id));
    if (row && isRole(row.role)) roleOf.set(id, row.role);
  }
  const emails = new Set(
    (await tx.select({ email: users.email }).from(users)).map((u) => u.email.toLowerCase()),
  );
  const notificationDocs: [string, Doc, string][] = [];
  for (const [id, doc] of userDocs)
    for (const [nid, n] of subDocs(doc, "notifications")) notificationDocs.push([nid, n, id]);
  await run.each("users", userDocs, existingUsers, async (id, r) => {
    const auth = authById.get(id);
    const email = (r.optStr("email") ?? auth?.email ?? "").trim().toLowerCase();
    if (!email.includes("@")) throw new Bad("email: falta o no es válido");
    if (emails.has(email)) throw new Bad(`email ${email}: ya lo usa otra cuenta`);
    const name = (r.optStr("name") ?? r.optStr("displayName") ?? auth?.displayName ?? email).trim();
    const role = r.str("role", "client");
    if (!isRole(role)) throw new Bad(`role: '${role}' no existe`);
    const split = splitFullName(name);
    const createdAt = new Date(
      r.time(
        "createdAt",
        auth?.createdAt ? new Date(Number(auth.createdAt)).toISOString() : new Date().toISOString(),
      ),
    );
    const lastSignIn = auth?.lastSignedInAt ? new Date(Number(auth.lastSignedInAt)) : null;
    await tx.insert(users).values({
      id,
      name,
      email,
      emailVerified: false,
      role,
      firstName: r.optStr("firstName") ?? split.firstName,
      lastName: r.optStr("lastName") ?? split.lastName,
      phone: r.optStr("phone"),
      city: r.optStr("city"),
      banned: r.bool("banned", false),
      createdAt,
      updatedAt: createdAt,
      lastSignInAt: lastSignIn && !Number.isNaN(lastSignIn.getTime()) ? lastSignIn : null,
    });
    const password =
      auth?.passwordHash && auth.salt && opts.hashConfig
        ? encodeLegacyHash(opts.hashConfig, auth.salt, auth.passwordHash)
        : NO_PASSWORD;
    if (password === NO_PASSWORD) report.needsReset.push(email);
    await tx
      .insert(accounts)
      .values({ id: newId(), accountId: id, providerId: "credential", userId: id, password, createdAt });
    emails.add(email);
    roleOf.set(id, role);
    run.keepExtras("users", id, r);
  });
  const userIds = new Set([...roleOf.keys()]);
  await importNotifications(run, notificationDocs, userIds);
  return { userIds, roleOf };
}

/** Each notification belongs to its user's document; one whose user did not come over is skipped. */
async function importNotifications(
  run: ImportRun,
  notificationDocs: [string, Doc, string][],
  userIds: Set<string>,
): Promise<void> {
  const ownerOf = new Map(notificationDocs.map(([id, , owner]) => [id, owner]));
  const existingNotifications = await run.existingOf(
    userNotifications,
    userNotifications.id,
    notificationDocs.map(([id]) => id),
  );
  await run.each(
    "notifications",
    notificationDocs.map(([id, doc]) => [id, doc]),
    existingNotifications,
    async (id, r) => {
      const owner = ownerOf.get(id) as string;
      if (!userIds.has(owner)) throw new Bad(`usuario ${owner}: no existe`);
      const type = r.str("type", "other");
      await run.tx.insert(userNotifications).values({
        id,
        userId: owner,
        title: r.str("title", ""),
        body: r.str("body", r.str("message", "")),
        type: ["purchase", "message", "other"].includes(type) ? type : "other",
        link: r.optStr("link"),
        isRead: r.bool("isRead", false),
        createdAt: new Date(r.time("createdAt", new Date().toISOString())),
      });
    },
  );
}
