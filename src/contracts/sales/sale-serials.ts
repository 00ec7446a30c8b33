import { z } from "zod";
import { msg } from "../../domain/kernel/messages";
import { defineOperation } from "../kernel/operation";
import { saleIdParam, saleMutationResult } from "./orders-admin";

/**
 * The watches of a sale by serial number (docs/decisions/0247): those named, with the end of their
 * warranty once sold, and those still owed a serial (a web order is reserved by product and gets
 * its watches when staff ship or complete it).
 */
const tags = ["ventas"];

export const saleSerials = z.object({
  units: z.array(
    z.object({
      productId: z.string(),
      productName: z.string(),
      serial: z.string(),
      /** The last day of its warranty (a shop day); null while the sale is open or without warranty. */
      warrantyEnd: z.string().nullable(),
    }),
  ),
  owed: z.array(z.object({ productId: z.string(), productName: z.string(), owed: z.number().int() })),
});
export type SaleSerials = z.infer<typeof saleSerials>;

export const assignSerialInput = z.object({
  serial: z.string().min(1, msg.unitSerialRequired).max(60, msg.unitSerialRequired),
  version: z.number().int().optional(),
});
export const serialOfSaleParams = saleIdParam.extend({ serial: z.string().min(1).max(60) });

/** Staff, or the buyer of the sale. */
export const getSaleSerials = defineOperation({
  id: "getSaleSerials",
  method: "GET",
  path: "/api/sales/:id/serials",
  summary: "Los relojes de una venta por número de serie, con su garantía",
  tags,
  access: "signed-in",
  topic: "sales",
  params: saleIdParam,
  response: saleSerials,
});

export const assignSaleSerial = defineOperation({
  id: "assignSaleSerial",
  method: "POST",
  path: "/api/sales/:id/serials",
  summary: "Asignar a la venta un reloj por su número de serie",
  tags,
  access: "admins",
  params: saleIdParam,
  body: assignSerialInput,
  response: saleMutationResult,
});

export const removeSaleSerial = defineOperation({
  id: "removeSaleSerial",
  method: "DELETE",
  path: "/api/sales/:id/serials/:serial",
  summary: "Quitar de la venta un reloj mal asignado (vuelve al inventario)",
  tags,
  access: "admins",
  params: serialOfSaleParams,
  response: saleMutationResult,
});
