import type { Feature } from "../feature";
import { answerHooks } from "./answers";
import { webPurchaseRoutes } from "./routes";

/** Compras Web: bank-transfer purchases awaiting confirmation, and their conversion. */
export const webPurchasesFeature: Feature = {
  name: "web-purchases",
  register: (app, deps) => {
    answerHooks();
    return app.register(webPurchaseRoutes, deps);
  },
  seedDemo: { run: async (seed) => (await import("./demo-seed")).seedDemo(seed) },
};
export { convertToSaleIn } from "./service";
export { storedAddress, storedAppliedDiscount, storedItems, storedOrder } from "./stored-order";
