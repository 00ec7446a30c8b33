import type { Feature } from "../feature";
import { answerHooks } from "./answers";
import { inventoryRoutes } from "./routes";

/**
 * Inventario: the table, stock operations, movement ledger, stock-take and low-stock alert.
 * Other features change stock only through the stock writer exported here (docs/decisions/0075).
 */
export const inventoryFeature: Feature = {
  name: "inventory",
  register: (app, deps) => {
    answerHooks();
    return app.register(inventoryRoutes, deps);
  },
  seedDemo: { after: ["products"], run: async (seed) => (await import("./demo-seed")).seedDemo(seed) },
};

export { unitBySerial } from "./find-unit";
export { type SerialSale, serialSale } from "./hooks";
/** The service desk recognises the store's own watches and their warranty. */
export { lookupSerial } from "./lookup-serial";
export { storeLowStockThreshold } from "./low-stock";
export { codeMatchSql, codeSearchSql } from "./product-codes";
/** A product's thumbnail in the same query as the product (the cart's quote). */
export { firstPictureColumns, firstPictureUrl } from "./product-columns";
export { type SaleUnit, saleUnits } from "./sale-units";
export { type Author, addStock, adjustProductStock } from "./stock-service";
export { applyStockEffect, type LockedProduct, lockProducts, writeOpeningStock } from "./stock-writer";
/** A sale's watches by serial: named at the counter or when staff ship, following the sale's status. */
export {
  assignUnit,
  owedBySale,
  recordServiceEvent,
  returnSaleUnits,
  type SaleSerialLine,
  syncSaleUnits,
  type UnitAuthor,
  unassignUnit,
} from "./unit-writer";
