import type { Feature } from "../feature";
import { answerSaleHooks } from "./desk-sale";
import { serviceOrderRoutes } from "./routes";

/** The service desk (Órdenes › Servicio): watches taken in, estimated, repaired and delivered. */
export const serviceOrdersFeature: Feature = {
  name: "service-orders",
  register: (app, deps) => {
    answerSaleHooks();
    return app.register(serviceOrderRoutes, deps);
  },
  seedDemo: {
    after: ["customers", "sales", "inventory"],
    run: async (seed) => (await import("./demo-seed")).seedDemo(seed),
  },
};
