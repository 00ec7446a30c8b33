import type { Db, Tx } from "../db/client";
import { publish } from "../live/bus";
import { checkData } from "./check";
import { type ImportOptions, ImportRun } from "./import-run";
import { importAccounts } from "./map-accounts";
import { importCustomers } from "./map-customers";
import { importDiscountCodes } from "./map-discount-codes";
import { importInternalMessages, importSupportTickets } from "./map-messages";
import { importProducts } from "./map-products";
import { importSales } from "./map-sales";
import { importSettings } from "./map-settings";
import { importShippingLocations } from "./map-shipping-locations";
import { importStockLedger } from "./map-stock-ledger";
import type { Doc } from "./read";
import type { ImportReport } from "./report";
import { importWebOrders } from "./web-orders";

/**
 * The import's entry point. Each collection of the export has its mapping in a map-*.ts file (web
 * orders in web-orders.ts, a sale's money in sale-money.ts); fields are read with read.ts, the
 * export's collections named in collections.ts, and the run's bookkeeping is import-run.ts.
 */

/** Thrown to undo a dry run's writes; carries what the run would have done. */
class Rollback extends Error {
  constructor(readonly report: ImportReport) {
    super("dry run");
  }
}

/**
 * Imports an export of the old document database (docs/decisions/0151) in one
 * transaction: all or nothing, document ids kept, a document already present left as it is.
 */
export async function runImport(db: Db, exported: Doc, opts: ImportOptions = {}): Promise<ImportReport> {
  try {
    return await db.transaction(async (tx) => {
      const report = await importInto(tx, exported, opts);
      // A collection nobody reads would be lost unnoticed: nothing is kept until the operator imports or skips it.
      if (opts.dryRun || report.unknownCollections.length) throw new Rollback(report);
      return report;
    });
  } catch (error) {
    if (error instanceof Rollback)
      return { ...error.report, stopped: error.report.unknownCollections.length > 0 };
    throw error;
  }
}

/**
 * The collections in the order their references need: accounts before what points at them,
 * products before their ledger, customers before sales. Each step returns the ids later steps check.
 */
async function importInto(tx: Tx, exported: Doc, opts: ImportOptions): Promise<ImportReport> {
  const run = new ImportRun(tx, exported, opts);
  await importSettings(run);
  const accounts = await importAccounts(run);
  const { userIds } = accounts;
  const customerIds = await importCustomers(run, userIds);
  await importShippingLocations(run);
  await importDiscountCodes(run);
  const opening = await importProducts(run);
  await importStockLedger(run, opening, userIds);
  await importSales(run, accounts, customerIds);
  await importWebOrders(run, userIds);
  await importInternalMessages(run, userIds);
  await importSupportTickets(run, userIds);

  await run.writeExtras();
  run.failIfAsked("end", "fallo provocado al final");
  run.report.check = await checkData(tx);
  // A store that is already serving (PostgreSQL) drops its cached catalogue when the import commits.
  await publish(tx, { topic: "products", id: null, audience: { everyone: true } });
  return run.report;
}
