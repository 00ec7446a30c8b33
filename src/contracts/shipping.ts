import { z } from "zod";
import { centavos } from "./common";
import { defineOperation } from "./operation";

export const shippingLocation = z.object({
  id: z.string(),
  city: z.string(),
  department: z.string(),
  cost: centavos,
  isActive: z.boolean(),
});
export type ShippingLocation = z.infer<typeof shippingLocation>;

/** GET /api/shipping-locations (public: the registration form and checkout need it). */
export const shippingLocationList = z.array(shippingLocation);

export const listShippingLocations = defineOperation({
  id: "listShippingLocations",
  method: "GET",
  path: "/api/shipping-locations",
  summary: "Ciudades con envío y su costo",
  tags: ["envíos"],
  access: "public",
  topic: "shipping_locations",
  response: shippingLocationList,
});
