import type { Feature } from "../feature";
import { receiptRoutes } from "./routes";

/** Receipt PDFs of sales. */
export const receiptsFeature: Feature = {
  name: "receipts",
  register: (app, deps) => app.register(receiptRoutes, deps),
};
