import type { FastifyInstance } from "fastify";
import type { Auth } from "../auth/auth";
import { catalogRoutes } from "../catalog/routes";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { createPaymentGateway } from "../gateways/payments";
import { paymentRoutes } from "../payments/routes";
import { seoRoutes } from "../seo/routes";
import { storeInfoRoutes } from "../settings/routes";
import { checkoutRoutes } from "./routes";

/** Everything the storefront needs from the server (issue 4), registered by app.ts in one line. */
export async function storefrontApi(app: FastifyInstance, deps: { db: Db; auth: Auth; config: Config }) {
  const gateway = createPaymentGateway(deps.config);
  await app.register(catalogRoutes, deps);
  await app.register(storeInfoRoutes, deps);
  await app.register(checkoutRoutes, { ...deps, gateway });
  await app.register(paymentRoutes, { ...deps, gateway });
  await app.register(seoRoutes, deps);
}
