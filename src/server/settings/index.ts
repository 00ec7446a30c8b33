import type { Feature } from "../feature";
import { storeInfoRoutes } from "./routes";
import { keepSettingsWith } from "./service";

/** The store's public data and information pages. */
export const settingsFeature: Feature = {
  name: "settings",
  register: async (app, deps) => {
    // The settings document is kept in memory until its live event (docs/decisions/0260).
    const stopKeeping = keepSettingsWith(deps.db, deps.bus);
    app.addHook("onClose", async () => stopKeeping());
    await app.register(storeInfoRoutes, deps);
  },
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
