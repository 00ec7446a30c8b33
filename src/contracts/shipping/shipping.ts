import { z } from "zod";
import { msg } from "../../domain/kernel/messages";
import { centavos, idParam, MAX_INPUT_CENTAVOS } from "../kernel/common";
import { defineOperation } from "../kernel/operation";

/** What a visitor reads of a shipping location: only active ones, without staff data. */
export const shippingLocation = z.object({
  id: z.string(),
  city: z.string(),
  department: z.string(),
  municipality: z.string(),
  cost: centavos,
  isActive: z.boolean(),
});
export type ShippingLocation = z.infer<typeof shippingLocation>;

/** GET /api/shipping-locations (public: the registration form and checkout need it). */
export const shippingLocationList = z.array(shippingLocation);

const tags = ["envíos"];

export const listShippingLocations = defineOperation({
  id: "listShippingLocations",
  method: "GET",
  path: "/api/shipping-locations",
  summary: "Ciudades con envío y su costo",
  tags,
  access: "public",
  topic: "shipping_locations",
  response: shippingLocationList,
});

/** Staff's view: active and inactive ones, and how many sales used each (those are deactivated, never deleted). */
export const adminShippingLocation = shippingLocation.extend({ salesCount: z.number().int() });
export type AdminShippingLocation = z.infer<typeof adminShippingLocation>;

export const listAllShippingLocations = defineOperation({
  id: "listAllShippingLocations",
  method: "GET",
  path: "/api/shipping-locations/all",
  summary: "Todas las ciudades de envío (activas e inactivas)",
  tags,
  access: "admins",
  topic: "shipping_locations",
  response: z.array(adminShippingLocation),
});

export const shippingLocationInput = z.object({
  city: z.string().trim().min(1, msg.cityRequired).max(80, msg.textTooLong(80)),
  department: z.string().trim().min(1, msg.shippingDepartmentRequired).max(80, msg.textTooLong(80)),
  municipality: z.string().trim().max(80, msg.textTooLong(80)).default(""),
  cost: z
    .number(msg.costInvalid)
    .int(msg.costInvalid)
    .min(0, msg.costInvalid)
    .max(MAX_INPUT_CENTAVOS, msg.amountTooLarge),
  isActive: z.boolean().default(true),
});
export type ShippingLocationInput = z.input<typeof shippingLocationInput>;

export const createShippingLocation = defineOperation({
  id: "createShippingLocation",
  method: "POST",
  path: "/api/shipping-locations",
  summary: "Agregar una ciudad de envío",
  tags,
  access: "admins",
  body: shippingLocationInput,
  response: adminShippingLocation,
});

export const updateShippingLocation = defineOperation({
  id: "updateShippingLocation",
  method: "PUT",
  path: "/api/shipping-locations/:id",
  summary: "Editar una ciudad de envío",
  tags,
  access: "admins",
  params: idParam,
  body: shippingLocationInput,
  response: adminShippingLocation,
});

export const deleteShippingLocation = defineOperation({
  id: "deleteShippingLocation",
  method: "DELETE",
  path: "/api/shipping-locations/:id",
  summary: "Eliminar una ciudad de envío (con ventas: se desactiva)",
  tags,
  access: "admins",
  params: idParam,
  response: z.object({ outcome: z.enum(["deleted", "deactivated"]), message: z.string() }),
});
