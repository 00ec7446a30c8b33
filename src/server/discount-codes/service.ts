import { asc, eq, sql } from "drizzle-orm";
import type { DiscountCodeView, discountCodeInput } from "../../contracts/discount-codes/discount-codes";
import { msg } from "../../domain/kernel/messages";
import { shopDay, shopDayEnd, shopDayStart } from "../../domain/kernel/shop-calendar";
import { normalizeDiscountCode } from "../../domain/settings/store-settings";
import type { Db, DbOrTx } from "../db/client";
import { AppError, notFound } from "../http/errors";
import { publish } from "../live/bus";
import { discountCodes } from "./schema";

type Input = ReturnType<typeof discountCodeInput.parse>;
type Row = typeof discountCodes.$inferSelect;

/** Everyone subscribes to discount_codes (docs/product/roles.md); the event carries only the code. */
const EVERYONE = { everyone: true } as const;

/** The end date is inclusive: a code valid until 2026-03-31 expires when that shop day ends. */
function view(row: Row): DiscountCodeView {
  return {
    code: row.code,
    percentage: row.percentage,
    isActive: row.isActive,
    startsOn: row.startsAt ? shopDay(row.startsAt) : null,
    endsOn: row.expiresAt ? shopDay(new Date(row.expiresAt.getTime() - 1)) : null,
    usageLimit: row.usageLimit,
    usageCount: row.usageCount,
    minPurchase: row.minPurchase,
  };
}

function columns(input: Input) {
  return {
    percentage: input.percentage,
    isActive: input.isActive,
    startsAt: input.startsOn ? shopDayStart(input.startsOn) : null,
    expiresAt: input.endsOn ? shopDayEnd(input.endsOn) : null,
    usageLimit: input.usageLimit,
    minPurchase: input.minPurchase,
  };
}

export async function list(db: DbOrTx): Promise<DiscountCodeView[]> {
  return (await db.select().from(discountCodes).orderBy(asc(discountCodes.code))).map(view);
}

const taken = () => new AppError("conflict", msg.codeTaken, "code");

/** Codes are matched without regard to case: 'verano' and 'VERANO' are the same code. */
async function findLocked(tx: DbOrTx, code: string): Promise<Row | undefined> {
  const [row] = await tx
    .select()
    .from(discountCodes)
    .where(sql`upper(${discountCodes.code}) = upper(${code})`)
    .for("update");
  return row;
}

/** Two people creating (or renaming to) the same code at once: the primary key decides, and it reads as 'taken'. */
function uniqueCode(error: unknown): never {
  const e = error as { code?: string; cause?: { code?: string } };
  if ((e.code ?? e.cause?.code) === "23505") throw taken();
  throw error;
}

/** A transaction-scoped lock on a code's name, so concurrent creates of one name queue instead of racing. */
async function lockName(tx: DbOrTx, code: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`discount_code:${code}`}))`);
}

/**
 * Every open checkout re-quotes when a code changes, so everyone hears of it — but a code is a
 * secret until its owner shares it, and a visitor's stream may not learn its name: no id.
 */
async function announce(tx: DbOrTx): Promise<void> {
  await publish(tx, { topic: "discount_codes", id: null, audience: EVERYONE });
}

export async function create(db: Db, input: Input): Promise<DiscountCodeView> {
  const code = normalizeDiscountCode(input.code);
  return db
    .transaction(async (tx) => {
      await lockName(tx, code);
      if (await findLocked(tx, code)) throw taken();
      const [row] = await tx
        .insert(discountCodes)
        .values({ code, ...columns(input) })
        .returning();
      await announce(tx);
      return view(row!);
    })
    .catch(uniqueCode);
}

/**
 * Edits a code. A new name renames it: the old row is deleted and the new one created with its
 * usage count, in one transaction; refused when the new name exists. Two renames to the same
 * new name at once: the name lock makes the second wait and then find it taken.
 */
export async function update(db: Db, current: string, input: Input): Promise<DiscountCodeView> {
  const next = normalizeDiscountCode(input.code);
  return db
    .transaction(async (tx) => {
      const old = await findLocked(tx, current);
      if (!old) throw notFound(msg.codeNotFound);
      if (next === old.code) {
        const [row] = await tx
          .update(discountCodes)
          .set(columns(input))
          .where(eq(discountCodes.code, old.code))
          .returning();
        await announce(tx);
        return view(row!);
      }
      await lockName(tx, next);
      const clash = await findLocked(tx, next);
      if (clash && clash.code !== old.code) throw taken();
      await tx.delete(discountCodes).where(eq(discountCodes.code, old.code));
      const [row] = await tx
        .insert(discountCodes)
        .values({ code: next, ...columns(input), usageCount: old.usageCount, createdAt: old.createdAt })
        .returning();
      await announce(tx);
      return view(row!);
    })
    .catch(uniqueCode);
}

export async function remove(db: Db, code: string): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const row = await findLocked(tx, code);
    if (!row) throw notFound(msg.codeNotFound);
    await tx.delete(discountCodes).where(eq(discountCodes.code, row.code));
    await announce(tx);
    return { message: msg.codeDeleted };
  });
}
