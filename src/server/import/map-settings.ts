import { eq, sql } from "drizzle-orm";
import { settingsUpdate } from "../../contracts/settings/settings";
import { legacyCommission } from "../../domain/import/legacy-import";
import { forgetSettingsReads, SETTINGS_ID } from "../settings";
import { type StoreSettings, settings } from "../settings/schema";
import { docsOf } from "./collections";
import type { ImportRun } from "./import-run";
import { Bad, type Doc, Reader } from "./read";
import { importExtras } from "./schema";

/** Fields of the old settings document taken when present and valid, as Configuración would take them. */
const FIELDS = [
  "storeName",
  "legalName",
  "phone",
  "whatsappNumber",
  "storeEmail",
  "address",
  "rtn",
  "bankAccounts",
  "carriers",
  "pages",
  "lowStockThreshold",
  "cardReservationMinutes",
] as const;

/**
 * The fields of the old document that the settings' own update schema accepts, each judged alone:
 * one the store would refuse in Configuración (a malformed phone, a bank account without its
 * number) is not taken, and stays in import_extras with the rest of what was not used.
 */
function validFields(doc: Doc, r: Reader): Record<string, unknown> {
  const valid: Record<string, unknown> = {};
  for (const key of FIELDS) {
    const value = doc[key];
    if (value === undefined || value === null) continue;
    if (!settingsUpdate.shape[key].safeParse(value).success) continue;
    valid[key] = value;
    r.used.add(key);
  }
  return valid;
}

/**
 * The old app's settings (config/settings), merged over what the store already has: a field the
 * export lacks keeps the store's value. Its import_extras row is written even when empty, because
 * that row is what tells a second run the settings were already imported.
 */
export async function importSettings(run: ImportRun): Promise<void> {
  const { tx } = run;
  const config = docsOf(run.exported, "config").filter(([id]) => id === "settings");
  const configDone = (await run.existingOf(importExtras, importExtras.docId, ["settings"])).size > 0;
  for (const [, doc] of config) {
    run.count("config").read++;
    if (configDone) {
      run.count("config").existing++;
      continue;
    }
    const [row] = await tx.select({ data: settings.data }).from(settings).where(eq(settings.id, SETTINGS_ID));
    const r = new Reader(doc, "config/settings");
    try {
      const current: StoreSettings = row?.data ?? { bankAccounts: [] };
      const imported = settingsUpdate.parse(validFields(doc, r));
      const data: StoreSettings = { ...current, ...imported };
      // A percentage in the old app (7.5), basis points here (docs/decisions/0150).
      if (doc.defaultCommissionPercentage !== undefined && doc.defaultCommissionPercentage !== null) {
        const commission = legacyCommission(doc.defaultCommissionPercentage);
        data.defaultCommissionBasisPoints = commission.basisPoints;
        if (!commission.odd) r.used.add("defaultCommissionPercentage");
      }
      r.used.add("logoUrl"); // a picture on the old storage: kept in the extras below
      await tx
        .insert(settings)
        .values({ id: SETTINGS_ID, data })
        .onConflictDoUpdate({ target: settings.id, set: { data, updatedAt: sql`now()` } });
      forgetSettingsReads();
      const extra = { ...r.extras(), ...(doc.logoUrl ? { logoUrl: doc.logoUrl } : {}) };
      if (Object.keys(extra).length) run.report.extras.config = Object.keys(extra);
      run.keepExtrasRow("config", "settings", extra);
      run.count("config").imported++;
    } catch (error) {
      if (error instanceof Bad) run.skip("config", "settings", error.message);
      else throw error;
    }
  }
}
