import { z } from "zod";
import { centavos } from "./common";

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
