import type { Feature } from "../feature";
import { messageRoutes } from "./routes";

/** Mensajería: internal threads between staff. */
export const messagesFeature: Feature = {
  name: "messages",
  register: (app, deps) => app.register(messageRoutes, deps),
};
