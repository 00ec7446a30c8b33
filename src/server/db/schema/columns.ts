import { integer, text, timestamp } from "drizzle-orm/pg-core";
import { newId } from "../ids";

/** Shared column builders, so every table spells ids, money and time the same way. */
export const id = () => text().primaryKey().$defaultFn(newId);
/** Integer centavos (ARCHITECTURE.md). */
export const money = () => integer().notNull().default(0);
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const at = () => timestamp({ withTimezone: true });
