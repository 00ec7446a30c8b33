import { storeNameOf } from "../../domain/settings/store-settings";
import type { DbOrTx } from "../db/client";
import { loadSettings } from "../settings";
import type { MailBrand } from "./html";
import { mailSiteUrl } from "./outbox";

/** The store's name and logo for an email; links only ever start from BASE_URL. */
export async function mailBrand(db: DbOrTx, baseUrl: string = mailSiteUrl()): Promise<MailBrand> {
  const settings = await loadSettings(db);
  return {
    storeName: storeNameOf(settings.storeName),
    logoUrl: settings.logoUrl ? new URL(settings.logoUrl, baseUrl).href : null,
    baseUrl,
  };
}
