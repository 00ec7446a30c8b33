import { eq, sql } from "drizzle-orm";
import { legacyCommission } from "../../domain/legacy-import";
import { forgetSettingsReads, SETTINGS_ID } from "../settings";
import { settings } from "../settings/schema";
import { docsOf } from "./collections";
import type { ImportRun } from "./import-run";
import { Bad, type Doc, Reader } from "./read";
import { importExtras } from "./schema";

/** Texts of the old settings document copied as they are when present. */
const TEXT_FIELDS = ["storeName", "legalName", "phone", "whatsappNumber", "storeEmail", "address", "rtn"];

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
      const data: Doc = { ...(row?.data ?? { bankAccounts: [] }) };
      for (const key of TEXT_FIELDS) {
        const v = r.optStr(key);
        if (v !== null) data[key] = v;
      }
      for (const key of ["bankAccounts", "carriers"]) if (doc[key] !== undefined) data[key] = r.array(key);
      const pages = r.obj("pages");
      if (pages) data.pages = pages;
      for (const key of ["lowStockThreshold", "cardReservationMinutes"]) {
        const v = r.optInt(key);
        if (v !== null) data[key] = v;
      }
      // A percentage in the old app (7.5), basis points here (docs/decisions/0150).
      if (doc.defaultCommissionPercentage !== undefined && doc.defaultCommissionPercentage !== null) {
        const commission = legacyCommission(doc.defaultCommissionPercentage);
        data.defaultCommissionBasisPoints = commission.basisPoints;
        if (!commission.odd) r.used.add("defaultCommissionPercentage");
      }
      r.used.add("logoUrl"); // a picture on the old storage: kept in the extras below
      await tx
        .insert(settings)
        .values({ id: SETTINGS_ID, data: data as never })
        .onConflictDoUpdate({ target: settings.id, set: { data: data as never, updatedAt: sql`now()` } });
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
