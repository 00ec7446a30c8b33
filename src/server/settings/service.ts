import { eq, sql } from "drizzle-orm";
import {
  type AdminSettings,
  INFO_PAGES,
  type SettingsUpdate,
  type StoreInfo,
  type settingsUpdate,
} from "../../contracts/settings/settings";
import { overdueDaysOf } from "../../domain/collections/collections";
import { DEFAULT_LOW_STOCK_THRESHOLD } from "../../domain/inventory/stock";
import { warrantyMonthsOf } from "../../domain/inventory/warranty";
import { msg } from "../../domain/kernel/messages";
import { linkHoursOf } from "../../domain/payment-links/payment-links";
import { receiptPaperOf } from "../../domain/receipts/printing";
import { DEFAULT_RETURN_WINDOW_DAYS } from "../../domain/returns/returns";
import { basisPointsToPercent, percentToBasisPoints } from "../../domain/sales/commission";
import { layawayTermsOf } from "../../domain/sales/layaway";
import { DEFAULT_UNCOLLECTED_DAYS } from "../../domain/service-orders/intake";
import { reservationMinutesOf, storeNameOf } from "../../domain/settings/store-settings";
import { cannedRepliesOf } from "../../domain/support/support";
import { databaseOf, isCollecting, pipelines } from "../db/before-commit";
import type { Db, DbOrTx, Tx } from "../db/client";
import { newId } from "../db/ids";
import { builtOnce, PREPARED } from "../db/prepared";
import { readSource } from "../gateways/image-content";
import type { ImageStorage } from "../gateways/image-storage";
import { loadSharp } from "../gateways/sharp";
import { invalid } from "../http/errors";
import { type LiveBus, publish } from "../live/bus";
import { ReadCache } from "../live/read-cache";
import { DEFAULT_PAGES } from "./default-pages";
import { type StoreSettings, settings } from "./schema";

/** The one settings document (docs/product/data.md config/settings). */
export const SETTINGS_ID = "config/settings";

/**
 * The settings document. Once the server listens to its live bus, it is kept in memory until a
 * settings event is heard (keepSettingsWith; docs/decisions/0260): a sale and an abono send no
 * statement for it. Before that, or while the cache cannot vouch for it (this process's own
 * write not heard back, the bus down), inside an outermost transaction it is read once and kept
 * for the rest of that transaction (a sale reads the default commission, the low-stock threshold
 * and the mail brand from it: one statement instead of three); a write of the settings in this
 * process makes the next read go to the database again. Each caller gets its own copy to change.
 */
export async function loadSettings(db: DbOrTx): Promise<StoreSettings> {
  if (!isCollecting(db)) return structuredClone(await keptOrRead(db));
  const kept = readInTransaction.get(db);
  if (kept && kept.generation === writes) return structuredClone(await kept.data);
  const data = keptOrRead(db);
  readInTransaction.set(db, { generation: writes, data });
  data.catch(() => readInTransaction.delete(db));
  return structuredClone(await data);
}

/** The settings kept per database (keepSettingsWith), and every such cache (to forget them all). */
const keptSettings = new WeakMap<object, ReadCache<StoreSettings>>();
const everyKept = new Set<ReadCache<StoreSettings>>();

function keptOrRead(db: DbOrTx): Promise<StoreSettings> {
  const kept = keptSettings.get(databaseOf(db));
  return kept ? kept.read(SETTINGS_ID, () => readSettings(db)) : readSettings(db);
}

/**
 * Keeps `db`'s settings document in memory until the bus carries a settings event: a save on
 * any instance publishes one (and this process's own save is not trusted until heard back).
 * A backstop reads it again after a minute even if no event came. Answers how to stop.
 */
export function keepSettingsWith(db: Db, bus: LiveBus): () => void {
  const cache = new ReadCache<StoreSettings>(bus, {
    changes: (topic) => topic === "settings",
    // A miss is read inside the asking transaction (its snapshot, its connection): never shared.
    shareLoads: false,
    maxEntries: 1,
    maxAgeMs: KEPT_SETTINGS_MAX_AGE_MS,
  });
  keptSettings.set(db, cache);
  everyKept.add(cache);
  return () => {
    cache.close();
    everyKept.delete(cache);
    if (keptSettings.get(db) === cache) keptSettings.delete(db);
  };
}
const KEPT_SETTINGS_MAX_AGE_MS = 60_000;

/**
 * On a pipelining transaction (docs/decisions/0254), starts the transaction's settings read now,
 * so it travels with the statement sent next (a lock) instead of costing a round trip of its own
 * when a rule asks for it; later loadSettings calls in the transaction take this read.
 */
export function readSettingsAhead(tx: Tx): void {
  if (pipelines(tx)) loadSettings(tx).catch(() => {});
}

async function readSettings(db: DbOrTx): Promise<StoreSettings> {
  const [row] = await builtOnce(db, PREPARED.settingsRead, () =>
    db
      .select({ data: settings.data })
      .from(settings)
      .where(eq(settings.id, SETTINGS_ID))
      .prepare(PREPARED.settingsRead),
  ).execute();
  return row?.data ?? { bankAccounts: [] };
}

/** What loadSettings read in each running transaction, and the count of writes it was read after. */
const readInTransaction = new WeakMap<object, { generation: number; data: Promise<StoreSettings> }>();
/** Settings writes by this process (save, the import's): a read kept from before one is read again. */
let writes = 0;
/** A write of the settings document outside this file (the import) calls this, as save does. */
export function forgetSettingsReads(): void {
  writes += 1;
  for (const cache of everyKept) cache.forget();
}

const orNull = (v: string | null | undefined) => v?.trim() || null;

/** What every visitor may read: identity, contact, bank accounts, reservation time and the pages. */
export function publicView(data: StoreSettings): StoreInfo {
  const own = data.pages ?? {};
  const pages = Object.fromEntries(
    INFO_PAGES.map((p) => [p, own[p]?.trim() || DEFAULT_PAGES[p]]),
  ) as StoreInfo["pages"];
  return {
    storeName: storeNameOf(data.storeName),
    legalName: data.legalName ?? "",
    phone: data.phone ?? "",
    whatsappNumber: orNull(data.whatsappNumber),
    storeEmail: orNull(data.storeEmail),
    address: data.address ?? "",
    rtn: data.rtn ?? "",
    logoUrl: data.logoUrl ?? null,
    bankAccounts: data.bankAccounts ?? [],
    cardReservationMinutes: reservationMinutesOf(data.cardReservationMinutes),
    receiptPaper: receiptPaperOf(data.receiptPaper),
    pages,
  };
}

export async function loadStoreInfo(db: DbOrTx): Promise<StoreInfo> {
  return publicView(await loadSettings(db));
}

/** The whole document as the owner edits it. */
export function adminView(data: StoreSettings): AdminSettings {
  const own = data.pages ?? {};
  return {
    ...publicView(data),
    whatsappNumber: data.whatsappNumber ?? "",
    storeEmail: data.storeEmail ?? "",
    carriers: data.carriers ?? [],
    defaultCommissionPercentage: basisPointsToPercent(data.defaultCommissionBasisPoints ?? 0),
    lowStockThreshold: data.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD,
    pages: {
      about: own.about ?? "",
      privacy: own.privacy ?? "",
      terms: own.terms ?? "",
      shipping: own.shipping ?? "",
    },
    defaultPages: DEFAULT_PAGES,
    cannedReplies: [...cannedRepliesOf(data.cannedReplies)],
    collectionOverdueDays: overdueDaysOf(data.collectionOverdueDays),
    paymentLinkHours: linkHoursOf(data.paymentLinkHours),
    abonoReceiptEmails: data.abonoReceiptEmails !== false,
    receiptThanks: data.receiptThanks ?? "",
    transferReferenceRequired: data.transferReferenceRequired === true,
    warrantyMonths: warrantyMonthsOf(null, data.warrantyMonths),
    serviceUncollectedDays: data.serviceUncollectedDays ?? DEFAULT_UNCOLLECTED_DAYS,
    returnWindowDays: data.returnWindowDays ?? DEFAULT_RETURN_WINDOW_DAYS,
    ...layawaySettingsOf(data),
  };
}

/** The apartado's terms as the settings screen edits them (docs/decisions/0250). */
function layawaySettingsOf(data: StoreSettings) {
  const terms = layawayTermsOf(data);
  return {
    layawayDepositPercent: terms.depositPercent,
    layawayTermDays: terms.termDays,
    layawayReminderDays: terms.reminderDays,
    layawayExpiryPolicy: terms.expiryPolicy,
    layawayFeePercent: terms.feePercent,
    layawayAtCheckout: data.layawayAtCheckout === true,
  };
}

export async function loadAdminSettings(db: DbOrTx): Promise<AdminSettings> {
  return adminView(await loadSettings(db));
}

/** Minutes a card order holds its units (the checkout's reservation expiry). */
export async function cardReservationMs(db: DbOrTx): Promise<number> {
  return reservationMinutesOf((await loadSettings(db)).cardReservationMinutes) * 60_000;
}

/**
 * The merge update of config/settings: the document is read under its row lock, the keys sent
 * replace their values (`pages` merges page by page), and every open screen hears of it.
 */
export async function updateSettings(
  db: Db,
  patch: ReturnType<typeof settingsUpdate.parse> | SettingsUpdate,
): Promise<AdminSettings> {
  return db.transaction(async (tx) => {
    const data = await lockedSettings(tx);
    const { pages, defaultCommissionPercentage, ...rest } = patch;
    const next: StoreSettings = { ...data, ...(rest as Partial<StoreSettings>) };
    // People type a percentage; the document keeps basis points (docs/decisions/0150).
    if (defaultCommissionPercentage !== undefined)
      next.defaultCommissionBasisPoints = percentToBasisPoints(defaultCommissionPercentage);
    if (pages) next.pages = { ...(data.pages ?? {}), ...pages };
    await save(tx, next);
    return adminView(next);
  });
}

/**
 * Sets some keys of config/settings under its row lock, for a setting another feature keeps in
 * the document (the invoices' buyer-RTN threshold, the cash drawer's); every open screen hears of
 * it. Answers the document as saved.
 */
export async function setSettingsKeys(tx: Tx, keys: Partial<StoreSettings>): Promise<StoreSettings> {
  const next = { ...(await lockedSettings(tx)), ...keys };
  await save(tx, next);
  return next;
}

/** Only inside a transaction: on the database itself the lock would end with its own statement. */
async function lockedSettings(tx: Tx): Promise<StoreSettings> {
  await tx
    .insert(settings)
    .values({ id: SETTINGS_ID, data: { bankAccounts: [] } })
    .onConflictDoNothing({ target: settings.id });
  const [row] = await tx
    .select({ data: settings.data })
    .from(settings)
    .where(eq(settings.id, SETTINGS_ID))
    .for("update");
  return row?.data ?? { bankAccounts: [] };
}

async function save(tx: DbOrTx, data: StoreSettings): Promise<void> {
  forgetSettingsReads();
  await tx.update(settings).set({ data, updatedAt: sql`now()` }).where(eq(settings.id, SETTINGS_ID));
  await publish(tx, { topic: "settings", id: SETTINGS_ID, audience: { everyone: true } });
}

const LOGO_WIDTH = 512;
const MEDIA_PREFIX = "/media/";

/**
 * Stores the logo as a WebP under /media (a new name per upload, so caches never serve an old one)
 * and deletes the one it replaces once the new one is saved. The upload passes the same content
 * check as a product picture first: only a decoded JPEG, PNG or WebP (no SVG, GIF or polyglot).
 */
export async function setLogo(db: Db, storage: ImageStorage, dataUrl: string | null): Promise<AdminSettings> {
  let logoUrl: string | null = null;
  if (dataUrl) {
    const input = Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
    let webp: Buffer;
    try {
      await readSource(input);
      const sharp = await loadSharp();
      webp = await sharp(input, { limitInputPixels: 40_000_000 })
        .rotate()
        .resize({ width: LOGO_WIDTH, height: LOGO_WIDTH, fit: "inside", withoutEnlargement: true })
        .webp({ quality: 90 })
        .toBuffer();
    } catch {
      throw invalid(msg.logoInvalid, "dataUrl");
    }
    const key = `settings/logo-${newId()}.webp`;
    await storage.put(key, webp);
    logoUrl = `${MEDIA_PREFIX}${key}`;
  }
  const { view, replaced } = await db.transaction(async (tx) => {
    const data = await lockedSettings(tx);
    const next = { ...data, logoUrl };
    await save(tx, next);
    return { view: adminView(next), replaced: data.logoUrl ?? null };
  });
  // Only a logo this store wrote (under /media/settings/) is ours to delete.
  if (replaced?.startsWith(`${MEDIA_PREFIX}settings/logo-`) && replaced !== logoUrl)
    await storage.remove([replaced.slice(MEDIA_PREFIX.length)]);
  return view;
}
