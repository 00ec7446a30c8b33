import type { Feature } from "../feature";
import { collectionRoutes } from "./routes";

/** Reportes › Cobranza: customers with an overdue balance and their WhatsApp reminders. */
export const collectionsFeature: Feature = {
  name: "collections",
  register: (app, deps) => app.register(collectionRoutes, deps),
};
