import type { Feature } from "../feature";
import { notificationRoutes } from "./routes";

export { type NewNotification, notifyRoles, notifyUser } from "./service";

/** A user's own notifications. */
export const notificationsFeature: Feature = {
  name: "notifications",
  register: (app, deps) => app.register(notificationRoutes, deps),
  seedDemo: { run: async (seed) => (await import("./demo-seed")).seedDemo(seed) },
};
