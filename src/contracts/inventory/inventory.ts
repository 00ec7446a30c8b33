import { z } from "zod";
import { ADJUSTMENT_REASONS, INVENTORY_MOVEMENT_TYPES } from "../../domain/inventory/stock";
import { msg } from "../../domain/kernel/messages";
import { printMsg } from "../../domain/receipts/messages-printing";
import { LABEL_LAYOUTS, LABELS_PER_SHEET, MAX_LABELS } from "../../domain/receipts/printing";
import { errorBody, idParam, shopDayParam } from "../kernel/common";
import { defineOperation } from "../kernel/operation";
import { serialList } from "../products/products";

/**
 * Inventario: the table of every product, stock operations, the movement ledger and
 * the stock-take (docs/decisions/0075–0078, bench/README.md). Every staff member reads; only admins change stock.
 */
const tags = ["inventario"];
const shopDay = shopDayParam.optional();
const notes = z.string().trim().max(500).default("");
const flag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

export const INVENTORY_SORTS = [
  "name",
  "brand",
  "price",
  "quantity",
  "inProgressStock",
  "totalSold",
  "createdAt",
] as const;

export const inventoryListQuery = z.object({
  q: z.string().trim().max(120).optional(),
  visibility: z.enum(["all", "public", "hidden"]).default("all"),
  offer: flag,
  stock: z.enum(["all", "low", "out"]).default("all"),
  brand: z.string().trim().max(120).optional(),
  sort: z.enum(INVENTORY_SORTS).default("name"),
  dir: z.enum(["asc", "desc"]).default("asc"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type InventoryListQuery = z.input<typeof inventoryListQuery>;

export const inventoryRow = z.object({
  id: z.string(),
  name: z.string(),
  brand: z.string(),
  imageUrl: z.string().nullable(),
  salePrice: z.number().int(),
  promoPrice: z.number().int().nullable(),
  originalPublicPrice: z.number().int().nullable(),
  quantity: z.number().int(),
  inProgressStock: z.number().int(),
  totalSold: z.number().int(),
  isPublic: z.boolean(),
  /** Kept by serial number: stock arrives and leaves by unit. */
  serialized: z.boolean(),
  /** The threshold that applies: the product's own, else the store's (default 3). */
  lowStockThreshold: z.number().int(),
  isLowStock: z.boolean(),
});
export type InventoryRow = z.infer<typeof inventoryRow>;

export const inventoryList = z.object({
  items: z.array(inventoryRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  storeLowStockThreshold: z.number().int(),
});
export type InventoryList = z.infer<typeof inventoryList>;

export const movementType = z.enum(INVENTORY_MOVEMENT_TYPES);
export const adjustmentReason = z.enum(ADJUSTMENT_REASONS);

export const inventoryMovement = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  imageUrl: z.string().nullable(),
  type: z.string(),
  quantityChange: z.number().int(),
  stockBefore: z.number().int(),
  stockAfter: z.number().int(),
  reason: z.string().nullable(),
  notes: z.string(),
  userName: z.string(),
  relatedSaleId: z.string().nullable(),
  relatedOrderNumber: z.string().nullable(),
  timestamp: z.string(),
});
export type InventoryMovementRow = z.infer<typeof inventoryMovement>;

export const movementListQuery = z.object({
  productId: z.string().max(64).optional(),
  type: movementType.optional(),
  from: shopDay,
  to: shopDay,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type MovementListQuery = z.input<typeof movementListQuery>;

export const movementList = z.object({
  items: z.array(inventoryMovement),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MovementList = z.infer<typeof movementList>;

export const addStockInput = z.object({
  amount: z
    .number({ error: msg.stockIncreaseMustBePositive })
    .int(msg.stockIncreaseMustBePositive)
    .positive(msg.stockIncreaseMustBePositive)
    .max(1_000_000, msg.stockIncreaseMustBePositive),
  notes,
  /** One serial per unit for a product kept by serial number; none for the others. */
  serials: serialList.default([]),
});
export const adjustStockInput = z.object({
  quantity: z
    .number({ error: msg.stockAdjustmentInvalid })
    .int(msg.stockAdjustmentInvalid)
    .min(0, msg.stockAdjustmentInvalid)
    .max(1_000_000, msg.stockAdjustmentInvalid),
  reason: adjustmentReason.default("corrección"),
  notes,
});
export type AddStockInput = z.input<typeof addStockInput>;
export type AdjustStockInput = z.input<typeof adjustStockInput>;

/** The product's figures after the operation; `changed` is false when an adjustment kept the same stock. */
export const stockResult = z.object({
  changed: z.boolean(),
  quantity: z.number().int(),
  message: z.string(),
});

export const visibilityInput = z.object({ isPublic: z.boolean() });

export const stockTakeLine = z.object({
  productId: z.string(),
  productName: z.string(),
  brand: z.string(),
  imageUrl: z.string().nullable(),
  expectedQuantity: z.number().int(),
  currentQuantity: z.number().int().nullable(),
  countedQuantity: z.number().int().nullable(),
  /** The product's stock moved since the count started: applying is refused until it is counted again. */
  moved: z.boolean(),
  /** Counted by scanning its watches' serials (docs/decisions/0247). */
  serialized: z.boolean(),
  /** Its watches in stock not scanned yet (once its count started): applying writes them off. */
  missing: z.array(z.string()),
});
export const stockTake = z.object({
  id: z.string(),
  status: z.enum(["open", "applied", "discarded"]),
  startedAt: z.string(),
  startedByName: z.string(),
  lines: z.array(stockTakeLine),
  /** Serials scanned that are not watches in stock of a counted product: listed, never counted. */
  unexpected: z.array(z.object({ serial: z.string(), note: z.string() })),
});
export type StockTake = z.infer<typeof stockTake>;
export type StockTakeLineRow = z.infer<typeof stockTakeLine>;
export const currentStockTake = z.object({ stockTake: stockTake.nullable() });

export const startStockTakeInput = z.object({
  /** Empty or missing: every product. */
  productIds: z.array(z.string().min(1).max(64)).max(10_000).optional(),
});
export const countInput = z.object({
  countedQuantity: z.number({ error: msg.stockTakeCountInvalid }).nullable(),
});
export const stockTakeLineParams = z.object({
  id: z.string().min(1).max(64),
  productId: z.string().min(1).max(64),
});
export const applyStockTakeResult = z.object({ adjustments: z.number().int(), message: z.string() });
/**
 * Its 409s: stock moved since the count started (`products` names what to count again), or the
 * count is no longer open (applied or discarded already: no `products`).
 */
export const stockTakeConflict = z.object({
  error: errorBody.shape.error.extend({ products: z.array(z.string()).optional() }),
});
const okAnswer = z.object({ ok: z.literal(true) });

export const listInventory = defineOperation({
  id: "listInventory",
  method: "GET",
  path: "/api/inventory",
  summary: "Inventario: todos los productos (públicos y ocultos) con su stock",
  tags,
  access: "staff",
  topic: "products",
  query: inventoryListQuery,
  response: inventoryList,
});

export const listInventoryBrands = defineOperation({
  id: "listInventoryBrands",
  method: "GET",
  path: "/api/inventory/brands",
  summary: "Marcas del inventario (para el filtro)",
  tags,
  access: "staff",
  topic: "products",
  response: z.object({ brands: z.array(z.string()) }),
});

export const getInventoryProduct = defineOperation({
  id: "getInventoryProduct",
  method: "GET",
  path: "/api/inventory/products/:id",
  summary: "Un producto del inventario con su stock",
  tags,
  access: "staff",
  topic: "products",
  params: idParam,
  response: inventoryRow,
});

export const setProductVisibility = defineOperation({
  id: "setProductVisibility",
  method: "POST",
  path: "/api/inventory/products/:id/visibility",
  summary: "Mostrar u ocultar un producto en la tienda",
  tags,
  access: "admins",
  params: idParam,
  body: visibilityInput,
  response: okAnswer,
});

export const addStock = defineOperation({
  id: "addStock",
  method: "POST",
  path: "/api/inventory/products/:id/stock-increase",
  summary: "Agregar stock (movimiento 'ingreso')",
  tags,
  access: "admins",
  params: idParam,
  body: addStockInput,
  response: stockResult,
});

export const adjustStockOperation = defineOperation({
  id: "adjustStock",
  method: "POST",
  path: "/api/inventory/products/:id/stock-adjustment",
  summary: "Ajuste manual a un stock absoluto (movimiento 'ajuste manual' con motivo)",
  tags,
  access: "admins",
  params: idParam,
  body: adjustStockInput,
  response: stockResult,
});

export const listMovements = defineOperation({
  id: "listMovements",
  method: "GET",
  path: "/api/inventory/movements",
  summary: "Movimientos de inventario (de un producto o de toda la tienda), el más reciente primero",
  tags,
  access: "staff",
  topic: "inventory_movements",
  query: movementListQuery,
  response: movementList,
});

export const movementsCsv = defineOperation({
  id: "movementsCsv",
  method: "GET",
  path: "/api/inventory/movements.csv",
  summary: "Movimientos de inventario en CSV (mismos filtros)",
  tags,
  access: "staff",
  query: movementListQuery,
});

export const getStockTake = defineOperation({
  id: "getStockTake",
  method: "GET",
  path: "/api/inventory/stock-take",
  summary: "El conteo físico en curso, si hay uno",
  tags,
  access: "admins",
  topic: "stock_takes",
  response: currentStockTake,
});

export const startStockTake = defineOperation({
  id: "startStockTake",
  method: "POST",
  path: "/api/inventory/stock-take",
  summary: "Iniciar un conteo físico de todos o algunos productos",
  tags,
  access: "admins",
  body: startStockTakeInput,
  response: stockTake,
});

export const countStockTakeLine = defineOperation({
  id: "countStockTakeLine",
  method: "PUT",
  path: "/api/inventory/stock-take/:id/lines/:productId",
  summary: "Anotar la cantidad contada de un producto",
  tags,
  access: "admins",
  params: stockTakeLineParams,
  body: countInput,
  response: okAnswer,
});

/** A scanner's read in Conteo físico: one more unit of the product with that barcode or reference. */
export const scanStockTakeLine = defineOperation({
  id: "scanStockTakeLine",
  method: "POST",
  path: "/api/inventory/stock-take/:id/scan",
  summary: "Contar una unidad más del producto escaneado (código de barras, referencia o número de serie)",
  tags,
  access: "admins",
  params: idParam,
  body: z.object({ code: z.string().trim().min(1).max(100) }),
  response: z.object({
    productId: z.string(),
    productName: z.string(),
    countedQuantity: z.number().int(),
    /** A scanned serial that was not counted: why (already counted, not in stock, unknown). */
    notice: z.string().nullable(),
  }),
});

export const applyStockTake = defineOperation({
  id: "applyStockTake",
  method: "POST",
  path: "/api/inventory/stock-take/:id/apply",
  summary: "Aplicar las diferencias del conteo como ajustes con motivo 'conteo'",
  tags,
  access: "admins",
  params: idParam,
  response: applyStockTakeResult,
  otherResponses: { 409: stockTakeConflict },
});

export const discardStockTake = defineOperation({
  id: "discardStockTake",
  method: "POST",
  path: "/api/inventory/stock-take/:id/discard",
  summary: "Descartar el conteo en curso",
  tags,
  access: "admins",
  params: idParam,
  response: okAnswer,
});

/**
 * Price labels of some products: how many of each, on a Letter sheet of 30 or a 50 × 25 mm roll.
 * On Letter, `startAt` is the first free label of a half-used sheet (1 when absent); a roll has no
 * used labels to skip and ignores it.
 */
export const labelsRequest = z.object({
  layout: z.enum(LABEL_LAYOUTS, printMsg.labelsLayoutInvalid),
  startAt: z
    .number(printMsg.labelsStartAtRange(LABELS_PER_SHEET))
    .int(printMsg.labelsStartAtRange(LABELS_PER_SHEET))
    .min(1, printMsg.labelsStartAtRange(LABELS_PER_SHEET))
    .max(LABELS_PER_SHEET, printMsg.labelsStartAtRange(LABELS_PER_SHEET))
    .optional(),
  items: z
    .array(
      z.object({
        productId: z.string().min(1).max(64),
        copies: z
          .number(printMsg.labelsCopiesRange(MAX_LABELS))
          .int(printMsg.labelsCopiesRange(MAX_LABELS))
          .min(1, printMsg.labelsCopiesRange(MAX_LABELS))
          .max(MAX_LABELS, printMsg.labelsCopiesRange(MAX_LABELS)),
      }),
      printMsg.labelsNone,
    )
    .min(1, printMsg.labelsNone)
    .max(MAX_LABELS, printMsg.labelsTooMany(MAX_LABELS))
    .refine((items) => new Set(items.map((i) => i.productId)).size === items.length, printMsg.labelsRepeated),
});
export type LabelsRequest = z.infer<typeof labelsRequest>;

/**
 * The labels' PDF (a file, not JSON). A product without a barcode gets the store's own EAN-13
 * first, so every label scans back to its product.
 */
export const printLabels = defineOperation({
  id: "printLabels",
  method: "POST",
  path: "/api/inventory/labels",
  summary: "Etiquetas de precio en PDF",
  tags,
  access: "staff",
  body: labelsRequest,
});
