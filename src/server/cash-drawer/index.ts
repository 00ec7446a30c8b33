import type { Feature } from "../feature";
import { installCounter } from "./counter-hook";
import { cashDrawerRoutes } from "./routes";

/**
 * The cash drawer (docs/decisions/0252): registers, sessions with their float, the money taken at
 * a register tied to its open session, pay-ins and pay-outs, the blind close and its approval,
 * the X and Z reports, the history and the Dashboard's tile. Before the features that take money
 * in features.ts: its request hook must reach their routes.
 */
export const cashDrawerFeature: Feature = {
  name: "cash-drawer",
  register: (app, deps) => {
    installCounter(app);
    return app.register(cashDrawerRoutes, deps);
  },
};
