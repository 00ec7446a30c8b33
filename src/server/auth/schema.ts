import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { ROLES } from "../../domain/kernel/roles";

/**
 * better-auth's tables (user, session, account, verification, rate_limit) written by hand,
 * because its schema CLI needs Node 22 (docs/decisions/0001). `user` carries our profile fields and the
 * admin plugin's role/ban columns.
 */
const roleList = ROLES.map((r) => `'${r}'`).join(", ");

export const users = pgTable(
  "user",
  {
    id: text().primaryKey(),
    name: text().notNull(),
    email: text().notNull().unique(),
    emailVerified: boolean().notNull().default(false),
    image: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    role: text().notNull().default("client"),
    banned: boolean().default(false),
    banReason: text(),
    banExpires: timestamp({ withTimezone: true }),
    firstName: text().notNull().default(""),
    lastName: text().notNull().default(""),
    phone: text(),
    city: text(),
    /** Stamped when a session is created (Equipo's 'Último acceso'; sessions are deleted at sign-out). */
    lastSignInAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check("user_role_valid", sql.raw(`"role" in (${roleList})`)),
    index("user_role_idx").on(t.role),
    // Registrar Cliente's merged list is ordered by (lower(name), id) (customers_sort_idx).
    index("user_sort_idx").on(sql`lower(${t.name})`, t.id),
    // The directory's substring search, as on customers (customers_name_trgm_idx).
    index("user_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    index("user_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")),
  ],
);

export const sessions = pgTable(
  "session",
  {
    id: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    token: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ipAddress: text(),
    userAgent: text(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    impersonatedBy: text(),
  },
  (t) => [index("session_user_idx").on(t.userId)],
);

export const accounts = pgTable(
  "account",
  {
    id: text().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    password: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("account_user_idx").on(t.userId)],
);

export const verifications = pgTable("verification", {
  id: text().primaryKey(),
  identifier: text().notNull(),
  value: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Shared rate-limit counters, so several server instances limit together (docs/decisions/0001). */
export const rateLimits = pgTable("rate_limit", {
  id: text().primaryKey(),
  key: text().notNull().unique(),
  count: integer().notNull(),
  lastRequest: bigint({ mode: "number" }).notNull(),
});
