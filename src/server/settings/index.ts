import type { Feature } from "../feature";
import { storeInfoRoutes } from "./routes";

/** The store's public data and information pages. */
export const settingsFeature: Feature = {
  name: "settings",
  register: (app, deps) => app.register(storeInfoRoutes, deps),
  seedDemo: { run: async (seed) => (await import("./demo-seed")).seedDemo(seed) },
};

/** Read by checkout (card reservation), receipts and the order result (store identity, bank accounts). */
export {
  cardReservationMs,
  forgetSettingsReads,
  loadSettings,
  loadStoreInfo,
  readSettingsAhead,
  SETTINGS_ID,
  setSettingsKeys,
} from "./service";
