import { eq } from "drizzle-orm";
import { INFO_PAGES, type StoreInfo } from "../../contracts/settings";
import type { DbOrTx } from "../db/client";
import { type StoreSettings, settings } from "../db/schema";
import { DEFAULT_PAGES } from "./default-pages";

/** The one settings document (docs/product/data.md config/settings). */
export const SETTINGS_ID = "config/settings";

export async function loadSettings(db: DbOrTx): Promise<StoreSettings> {
  const [row] = await db.select({ data: settings.data }).from(settings).where(eq(settings.id, SETTINGS_ID));
  return row?.data ?? { bankAccounts: [] };
}

/** What every visitor may read: bank accounts, contact and the information pages (own text or default). */
export async function loadStoreInfo(db: DbOrTx): Promise<StoreInfo> {
  const data = await loadSettings(db);
  const own = data.pages ?? {};
  const pages = Object.fromEntries(
    INFO_PAGES.map((p) => [p, own[p]?.trim() || DEFAULT_PAGES[p]]),
  ) as StoreInfo["pages"];
  return {
    bankAccounts: data.bankAccounts ?? [],
    whatsappNumber: data.whatsappNumber ?? null,
    storeEmail: data.storeEmail ?? null,
    pages,
  };
}
