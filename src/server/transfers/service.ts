import type { Readable } from "node:stream";
import { and, asc, eq, isNull, ne } from "drizzle-orm";
import type { z } from "zod";
import type { SessionUser } from "../../contracts/auth/session";
import type {
  DeclareTransferInput,
  TransferDeclaration,
  transferAbonoInput,
} from "../../contracts/transfers/transfers";
import { TOLERANCE } from "../../domain/kernel/money";
import { orderNumber } from "../../domain/kernel/roles";
import { parseShopDate, shopDay } from "../../domain/kernel/shop-calendar";
import { registerPayment } from "../../domain/sales/payments";
import { balanceDue, collectableBalance } from "../../domain/sales/totals";
import { transferMsg } from "../../domain/transfers/messages-transfers";
import {
  accountKey,
  checkPaidOn,
  checkReference,
  findStoreAccount,
  isPdf,
  referenceUsedRefusal,
  TRANSFER_METHOD,
  TRANSFER_PDF_MAX_BYTES,
} from "../../domain/transfers/transfers";
import type { Db, DbOrTx } from "../db/client";
import { newId } from "../db/ids";
import { storeEvidencePhoto } from "../gateways/evidence-photo";
import type { ImageStorage } from "../gateways/image-storage";
import { AppError, notFound } from "../http/errors";
import type { Limit, RetryAfterTarget } from "../http/rate-limit";
import { journalPayments } from "../journal";
import { publish } from "../live/bus";
import { fromDomain, loadSale, mutateSaleIn, orRefuse } from "../sales";
import { loadSettings } from "../settings";
import { type PendingWebOrder, pendingWebOrder } from "./hooks";
import { toDeclaration, transferDeclarations } from "./schema";

const ADMINS = { roles: ["admin", "superadmin"] as const };

/** Who asks for a web order: the signed-in user (if any) and the hashes of this browser's order tokens. */
export interface Viewer {
  userId: string | null;
  ownerTokenHashes: readonly string[];
}

const proofKeyOf = (orderId: string, declarationId: string, pdf: boolean) =>
  `private/transfers/${orderId}/${declarationId}-${newId()}.${pdf ? "pdf" : "webp"}`;

/** A reference used before, found by its normalised key; a unique violation says the same (a race). */
function isReferenceTaken(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = e.code ?? e.cause?.code;
  const constraint = e.constraint ?? e.cause?.constraint;
  return (
    code === "23505" && (constraint === undefined || constraint === "transfer_declarations_reference_idx")
  );
}

/**
 * What a buyer's transfer pays, locked: their pending web order (its total), or their sale that
 * still owes something (its balance: a converted order's rest, a counter sale on credit), which
 * the bank statement then matches like any declaration and records as its payment. Another
 * buyer's order and an order that does not exist answer alike (404); the buyer's own sale that
 * owes nothing is said to wait no more.
 */
async function lockOwnPurchase(tx: DbOrTx, id: string, viewer: Viewer): Promise<PendingWebOrder> {
  const row = await pendingWebOrder.askOne(tx, id);
  const owns =
    row &&
    ((viewer.userId !== null && row.customerUserId === viewer.userId) ||
      (row.ownerTokenHash != null && viewer.ownerTokenHashes.includes(row.ownerTokenHash)));
  if (row && owns) return row;
  if (!row && viewer.userId) {
    const sale = await loadSale(tx, id, { forUpdate: true });
    if (sale && sale.customerUserId === viewer.userId) {
      const balance = collectableBalance({ status: sale.status, balance: balanceDue(sale) });
      if (balance <= TOLERANCE) throw new AppError("conflict", transferMsg.notPending);
      return {
        customerUserId: sale.customerUserId,
        ownerTokenHash: null,
        createdAt: new Date(sale.saleDate),
        total: balance,
      };
    }
  }
  throw notFound(transferMsg.declarationNotFound);
}

/** The order's open declaration (not an abono's, not one the bank or staff already verified). */
async function orderDeclaration(tx: DbOrTx, orderId: string, lock = false) {
  const q = tx
    .select()
    .from(transferDeclarations)
    .where(
      and(
        eq(transferDeclarations.orderId, orderId),
        isNull(transferDeclarations.paymentId),
        isNull(transferDeclarations.verifiedAt),
      ),
    );
  const [row] = lock ? await q.for("update") : await q;
  return row ?? null;
}

/**
 * The buyer states which store account they paid into, the bank's reference and the day. Stating
 * it again before staff verify it replaces what was said; a reference already used for that
 * account (by any order or abono) is refused without naming the other order.
 */
export async function declareTransfer(
  db: Db,
  orderId: string,
  viewer: Viewer,
  input: DeclareTransferInput,
  now: Date,
): Promise<TransferDeclaration> {
  try {
    return await db.transaction(async (tx) => {
      const purchase = await lockOwnPurchase(tx, orderId, viewer);
      const { bankAccounts } = await loadSettings(tx);
      const account = orRefuse(findStoreAccount(bankAccounts, input.accountNumber));
      const refKey = orRefuse(checkReference(input.reference));
      const paidOn = orRefuse(checkPaidOn(input.paidOn, purchase.createdAt, now));
      const own = await orderDeclaration(tx, orderId, true);
      if (own?.verifiedAt) throw new AppError("conflict", transferMsg.alreadyVerified);
      const accKey = accountKey(account.accountNumber);
      if (await referenceHolder(tx, accKey, refKey, own?.id)) throw referenceTaken();
      const values = {
        bankName: account.bankName,
        accountNumber: account.accountNumber,
        accountKey: accKey,
        reference: input.reference.trim(),
        referenceKey: refKey,
        paidOn,
        amount: purchase.total,
      };
      const [row] = own
        ? await tx
            .update(transferDeclarations)
            .set(values)
            .where(eq(transferDeclarations.id, own.id))
            .returning()
        : await tx
            .insert(transferDeclarations)
            .values({ ...values, orderId, declaredBy: viewer.userId })
            .returning();
      await announce(tx, orderId, purchase.customerUserId);
      return toDeclaration(row!);
    });
  } catch (error) {
    if (isReferenceTaken(error)) throw referenceTaken();
    throw error;
  }
}

const referenceTaken = () => {
  const refusal = referenceUsedRefusal("", false);
  return new AppError("conflict", refusal.message, "reference");
};

/** Staff's screens and the buyer's Mis Compras refetch. */
async function announce(tx: DbOrTx, orderId: string, buyer: string | null) {
  await publish(tx, { topic: "unregistered_purchases", id: orderId, audience: ADMINS });
  if (buyer) await publish(tx, { topic: "sales", id: orderId, audience: { userIds: [buyer] } });
}

/** Checks, before any upload is read, that the viewer may attach a comprobante to this order. */
export async function assertMayAttach(db: Db, orderId: string, viewer: Viewer): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOwnPurchase(tx, orderId, viewer);
    const own = await orderDeclaration(tx, orderId);
    if (!own) throw new AppError("domain_rule", transferMsg.declareFirst, "proof");
    if (own.verifiedAt) throw new AppError("conflict", transferMsg.alreadyVerified);
  });
}

export class InvalidProofError extends Error {}

/**
 * The comprobante: a PDF (by its "%PDF-" magic, at most 5 MB) is kept as sent; anything else must
 * pass the ticket photos' content check and is re-encoded to WebP without its metadata. The stored
 * bytes count against the buyer's quota; the previous comprobante is removed once replaced.
 */
export async function attachProof(
  db: Db,
  storage: ImageStorage,
  orderId: string,
  viewer: Viewer,
  file: Buffer,
  quota: { limit: Limit; key: string; reply: RetryAfterTarget },
): Promise<TransferDeclaration> {
  const declaration = await orderDeclaration(db, orderId);
  if (!declaration) throw new AppError("domain_rule", transferMsg.declareFirst, "proof");
  const pdf = isPdf(file);
  if (pdf && file.length > TRANSFER_PDF_MAX_BYTES)
    throw new AppError(
      "payload_too_large",
      transferMsg.proofTooLarge(TRANSFER_PDF_MAX_BYTES / 1024 / 1024),
      "proof",
    );
  const key = proofKeyOf(orderId, declaration.id, pdf);
  let bytes: number;
  if (pdf) {
    await storage.put(key, file);
    bytes = file.length;
  } else {
    bytes = (
      await storeEvidencePhoto(storage, key, file).catch(() => {
        throw new InvalidProofError();
      })
    ).bytes;
  }
  let counted = false;
  try {
    try {
      await quota.limit.take(quota.key, quota.reply, bytes);
    } catch (refusal) {
      await quota.limit.giveBack(quota.key, bytes);
      throw refusal;
    }
    counted = true;
    const { row, previous } = await db.transaction(async (tx) => {
      const purchase = await lockOwnPurchase(tx, orderId, viewer);
      const own = await orderDeclaration(tx, orderId, true);
      if (!own) throw new AppError("domain_rule", transferMsg.declareFirst, "proof");
      if (own.verifiedAt) throw new AppError("conflict", transferMsg.alreadyVerified);
      const [updated] = await tx
        .update(transferDeclarations)
        .set({ proofKey: key, proofType: pdf ? "application/pdf" : "image/webp", proofBytes: bytes })
        .where(eq(transferDeclarations.id, own.id))
        .returning();
      await announce(tx, orderId, purchase.customerUserId);
      return { row: updated!, previous: own.proofKey };
    });
    if (previous) await storage.remove([previous]).catch(() => undefined);
    return toDeclaration(row);
  } catch (error) {
    await storage.remove([key]).catch(() => undefined);
    if (counted) await quota.limit.giveBack(quota.key, bytes).catch(() => undefined);
    throw error;
  }
}

/** Every declaration of one order (its web declaration and its abonos'), oldest first. */
export async function listOrderTransfers(db: DbOrTx, orderId: string): Promise<TransferDeclaration[]> {
  const rows = await db
    .select()
    .from(transferDeclarations)
    .where(eq(transferDeclarations.orderId, orderId))
    .orderBy(asc(transferDeclarations.createdAt));
  return rows.map(toDeclaration);
}

/** The stored comprobante of a declaration (for staff), or null. */
export async function readProof(
  db: Db,
  storage: ImageStorage,
  id: string,
): Promise<{ stream: Readable; type: string; orderNumber: string } | null> {
  const [row] = await db.select().from(transferDeclarations).where(eq(transferDeclarations.id, id));
  if (!row?.proofKey || !row.proofType) return null;
  const stream = await storage.get(row.proofKey);
  return stream ? { stream, type: row.proofType, orderNumber: orderNumber(row.orderId) } : null;
}

/**
 * Who used a reference for this account before, if anyone. A declaration left by an abono that
 * was since deleted, or edited into another method (cash, card), no longer holds its reference: it
 * is removed, so the transfer can be entered again.
 */
async function referenceHolder(tx: DbOrTx, accKey: string, refKey: string, except?: string) {
  const [used] = await tx
    .select({
      id: transferDeclarations.id,
      orderId: transferDeclarations.orderId,
      paymentId: transferDeclarations.paymentId,
      payment: journalPayments.id,
      method: journalPayments.method,
    })
    .from(transferDeclarations)
    .leftJoin(journalPayments, eq(journalPayments.id, transferDeclarations.paymentId))
    .where(
      and(
        eq(transferDeclarations.accountKey, accKey),
        eq(transferDeclarations.referenceKey, refKey),
        except ? ne(transferDeclarations.id, except) : undefined,
      ),
    );
  if (used?.paymentId && (!used.payment || used.method !== TRANSFER_METHOD)) {
    await tx.delete(transferDeclarations).where(eq(transferDeclarations.id, used.id));
    return null;
  }
  return used ?? null;
}

const staffReferenceTaken = (orderId: string) =>
  new AppError("conflict", referenceUsedRefusal(orderNumber(orderId), true).message, "reference");

/**
 * An abono by transfer from the order dialog: the payment and its declaration (store account,
 * reference, the payment's day) commit together, under the sale's lock. A reference already used
 * for that account is refused naming the order that used it.
 */
export async function registerTransferAbono(
  db: Db,
  saleId: string,
  user: SessionUser,
  input: z.infer<typeof transferAbonoInput>,
) {
  try {
    return await db.transaction((tx) =>
      mutateSaleIn(tx, saleId, user, input.version, async (sale, actor) => {
        const { bankAccounts } = await loadSettings(tx);
        const account = orRefuse(findStoreAccount(bankAccounts, input.accountNumber));
        const refKey = orRefuse(checkReference(input.reference));
        const accKey = accountKey(account.accountNumber);
        const used = await referenceHolder(tx, accKey, refKey);
        if (used) throw staffReferenceTaken(used.orderId);
        const paymentId = newId();
        const change = fromDomain(
          sale,
          registerPayment(
            sale,
            { amount: input.amount, date: input.date, type: input.type, method: "transferencia", paymentId },
            actor,
          ),
        );
        await tx.insert(transferDeclarations).values({
          orderId: sale.id,
          paymentId,
          bankName: account.bankName,
          accountNumber: account.accountNumber,
          accountKey: accKey,
          reference: input.reference.trim(),
          referenceKey: refKey,
          paidOn: shopDay(parseShopDate(input.date)),
          amount: input.amount,
          declaredBy: user.id,
        });
        return change;
      }),
    );
  } catch (error) {
    if (!isReferenceTaken(error)) throw error;
    // Lost a race: the winner is committed now, and named.
    const typed = checkReference(input.reference);
    const winner = typed.ok ? await referenceHolder(db, accountKey(input.accountNumber), typed.value) : null;
    throw winner ? staffReferenceTaken(winner.orderId) : referenceTaken();
  }
}
