import { z } from "zod";
import { UNIT_EVENTS, UNIT_STATUSES } from "../../domain/inventory/units";
import { idParam } from "../kernel/common";
import { defineOperation } from "../kernel/operation";
import { serialList } from "../products/products";
import { adjustmentReason, stockResult } from "./inventory";

/**
 * Watches kept by serial number (docs/decisions/0247): a product becomes serialized with a serial
 * for each unit it holds, its stock is adjusted by naming units, and any watch is looked up by its
 * serial — what it is, where it is, who bought it, its warranty and its history.
 */
const tags = ["inventario"];
const notes = z.string().trim().max(500).default("");

export const serializeProductInput = z.object({ serials: serialList, notes });
export type SerializeProductInput = z.input<typeof serializeProductInput>;

/** A serialized product's stock changes by the units named: received ones and written-off ones. */
export const adjustUnitsInput = z.object({
  add: serialList.default([]),
  writeOff: serialList.default([]),
  reason: adjustmentReason.default("corrección"),
  notes,
});
export type AdjustUnitsInput = z.input<typeof adjustUnitsInput>;

export const unitStatus = z.enum(UNIT_STATUSES);

export const productUnit = z.object({
  serial: z.string(),
  status: unitStatus,
  saleId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  receivedAt: z.string(),
});
export type ProductUnit = z.infer<typeof productUnit>;

export const productUnitsQuery = z.object({ status: unitStatus.optional() });
export const productUnits = z.object({ items: z.array(productUnit) });

export const serialParam = z.object({ serial: z.string().min(1).max(60) });

export const unitHistoryLine = z.object({
  event: z.enum(UNIT_EVENTS),
  at: z.string(),
  userName: z.string(),
  orderNumber: z.string().nullable(),
  notes: z.string(),
});

/** What a watch's serial says: the watch, where it is, its sale and warranty, its history. */
export const serialLookup = z.object({
  serial: z.string(),
  status: unitStatus,
  receivedAt: z.string(),
  product: z.object({
    id: z.string(),
    name: z.string(),
    brand: z.string(),
    model: z.string(),
    reference: z.string().nullable(),
    imageUrl: z.string().nullable(),
  }),
  sale: z
    .object({
      id: z.string(),
      orderNumber: z.string(),
      status: z.string(),
      customerName: z.string(),
      saleDate: z.string(),
      deliveredAt: z.string().nullable(),
      invoiceNumber: z.string().nullable(),
    })
    .nullable(),
  warranty: z
    .object({
      months: z.number().int(),
      start: z.string(),
      end: z.string().nullable(),
      daysLeft: z.number().int().nullable(),
    })
    .nullable(),
  history: z.array(unitHistoryLine),
});
export type SerialLookup = z.infer<typeof serialLookup>;

export const serializeProduct = defineOperation({
  id: "serializeProduct",
  method: "POST",
  path: "/api/inventory/products/:id/serialize",
  summary: "Llevar un producto por número de serie (un número por cada unidad que tiene)",
  tags,
  access: "admins",
  params: idParam,
  body: serializeProductInput,
  response: stockResult,
});

export const adjustUnits = defineOperation({
  id: "adjustUnits",
  method: "POST",
  path: "/api/inventory/products/:id/unit-adjustment",
  summary: "Ajuste de un producto con número de serie: relojes que entran y relojes dados de baja",
  tags,
  access: "admins",
  params: idParam,
  body: adjustUnitsInput,
  response: stockResult,
});

export const listProductUnits = defineOperation({
  id: "listProductUnits",
  method: "GET",
  path: "/api/inventory/products/:id/units",
  summary: "Los relojes de un producto por número de serie",
  tags,
  access: "staff",
  topic: "inventory_movements",
  params: idParam,
  query: productUnitsQuery,
  response: productUnits,
});

export const lookupSerial = defineOperation({
  id: "lookupSerial",
  method: "GET",
  path: "/api/inventory/serials/:serial",
  summary: "Un reloj por su número de serie: dónde está, su venta, su garantía y su historial",
  tags,
  access: "staff",
  topic: "inventory_movements",
  params: serialParam,
  response: serialLookup,
});
