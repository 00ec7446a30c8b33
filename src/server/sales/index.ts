import type { Feature } from "../feature";
import { answerHooks } from "./answers";
import { salesRoutes } from "./routes";

export { maySeeSale } from "./access";
/** Read by invoices: the sale an invoice is issued for, locked in the issuing transaction. */
export { loadSale, type SaleRecord } from "./load-sale";

/** Registrar Venta, Órdenes and the admin order dialog. */
export const salesFeature: Feature = {
  name: "sales",
  register: (app, deps) => {
    answerHooks();
    return app.register(salesRoutes, deps);
  },
  seedDemo: {
    after: ["customers", "products"],
    run: async (seed) => (await import("./demo-seed")).seedDemo(seed),
  },
};
export { actorOf, movementAuthor } from "./actor";
/** An exchange's new sale and the credit its return moves to it (docs/decisions/0249). */
export { registerSaleIn } from "./create-service";
/** Saldo a favor spent by a web order: held while it waits, spent when it becomes a sale (0251). */
export { availableCredit, creditHeldBy, releaseCreditHold } from "./credit-holds";
export { transferCreditIn } from "./credit-service";
export { orRefuse } from "./domain-result";
export { findSaleByOrderId } from "./find-sale";
export { type GuardedSaleChange, saleChangeGuard, saleServiceOrders } from "./hooks";
/** Mis Compras lists the client's sales beside their web purchases. */
export { listOrders } from "./list-service";
/** A payment link records its card payment on the sale inside its own locked transaction. */
export { fromDomain, type MutationOutcome, mutateSaleIn, type SaleAuthor } from "./mutate";
/** A service order's sale: opened at intake with its deposit (docs/decisions/0248). */
export { openServiceSale } from "./open-service-sale";
/** Order confirmation email, queued by checkout (transfer) and payments (card) in their transaction. */
export { type ConfirmedOrder, queueOrderConfirmation } from "./order-emails";
export { accountRoleOf, recordNewSale } from "./sale-record";
export { holdCredit, spendCreditIn, spendHeldCredit } from "./spend-credit";
export { followStatusChange } from "./stock-follow";
/** The store's transfer-reference rule for a payment taken outside the order dialog. */
export { transferAbonoRefusal } from "./transfer-abono-rule";
