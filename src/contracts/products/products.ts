import { z } from "zod";
import { MAX_WARRANTY_MONTHS } from "../../domain/inventory/warranty";
import { msg } from "../../domain/kernel/messages";
import type { Result } from "../../domain/kernel/result";
import { checkEditorPrices, MAX_PICTURE_BYTES, WATCH_SPEC_KEYS } from "../../domain/products/product";
import { normaliseBarcode, normaliseReference } from "../../domain/products/product-codes";
import { catalogImage } from "../catalog/catalog";
import { centavos, idParam, MAX_INPUT_CENTAVOS } from "../kernel/common";
import { type MultipartForm, PHOTO_TYPES } from "../kernel/multipart";
import { defineOperation } from "../kernel/operation";

/**
 * The product editor (docs/decisions/0070–0074): create, edit, archive a product and
 * manage its pictures. Writing is for admin and superadmin; staff (seller too) may read.
 */

const price = z
  .number(msg.productPriceInvalid)
  .int(msg.productPriceInvalid)
  .min(0, msg.productPriceInvalid)
  .max(MAX_INPUT_CENTAVOS, msg.amountTooLarge);
const optionalPrice = price.nullable();

/** Watches' serials as typed or scanned (the domain normalises and judges them; docs/decisions/0247). */
export const serialList = z.array(z.string().max(60, msg.unitSerialRequired)).max(1000);
const shortText = (max: number) => z.string().trim().max(max, msg.productTextTooLong);

/**
 * A code field as typed: the domain says whether it is acceptable; the server stores its
 * canonical form (the browser keeps the text as typed, so the form and the API share one shape).
 */
const codeField = (normalise: (raw: string) => Result<string | null>) =>
  z.string().superRefine((raw, ctx) => {
    const result = normalise(raw);
    if (!result.ok) ctx.addIssue({ code: "custom", message: result.error.message });
  });

export const watchSpecs = z.object(
  Object.fromEntries(WATCH_SPEC_KEYS.map((k) => [k, shortText(80).optional()])) as Record<
    (typeof WATCH_SPEC_KEYS)[number],
    z.ZodOptional<z.ZodString>
  >,
);

const productFields = z.object({
  name: z.string().trim().min(1, msg.productNameRequired).max(120, msg.productNameTooLong),
  description: shortText(4000),
  brand: shortText(80),
  model: shortText(80),
  // Optional in the body: a client that predates them (or leaves them out) sets none.
  reference: codeField(normaliseReference).default(""),
  barcode: codeField(normaliseBarcode).default(""),
  specs: watchSpecs,
  // More than zero (checkEditorPrices' first rule), stated on the field so the document says it.
  salePrice: price.positive(msg.productSalePricePositive),
  promoPrice: optionalPrice,
  originalPublicPrice: optionalPrice,
  wholesalePrice: optionalPrice,
  unitCost: optionalPrice,
  lowStockThreshold: z
    .number(msg.productThresholdInvalid)
    .int(msg.productThresholdInvalid)
    .min(0, msg.productThresholdInvalid)
    .max(100_000, msg.productThresholdInvalid)
    .nullable(),
  isPublic: z.boolean(),
  /** The product's own warranty in months; null means the store's (docs/decisions/0247). */
  warrantyMonths: z
    .number(msg.unitWarrantyMonthsInvalid)
    .int(msg.unitWarrantyMonthsInvalid)
    .min(0, msg.unitWarrantyMonthsInvalid)
    .max(MAX_WARRANTY_MONTHS, msg.unitWarrantyMonthsInvalid)
    .nullable()
    .default(null),
});

/** The domain's cross-field price rules, on the field they refuse (same texts in the browser and the server). */
function pricesChecked<T extends z.ZodType<z.infer<typeof productFields>>>(schema: T) {
  return schema.superRefine((p, ctx) => {
    for (const issue of checkEditorPrices(p)) {
      ctx.addIssue({ code: "custom", path: [issue.field], message: issue.message });
    }
  });
}

/** PUT /api/products/:id: every editable field. */
export const productInput = pricesChecked(productFields);
export type ProductInput = z.input<typeof productInput>;

/** POST /api/products: the same fields plus the opening stock, written as an 'ingreso' movement. */
export const newProductInput = pricesChecked(
  productFields.extend({
    initialStock: z
      .number(msg.productStockInvalid)
      .int(msg.productStockInvalid)
      .min(0, msg.productStockInvalid)
      .max(100_000, msg.productStockInvalid),
    /** Kept by serial number: its opening stock is one serial per unit (docs/decisions/0247). */
    serialized: z.boolean().default(false),
    initialSerials: serialList.default([]),
  }),
);
export type NewProductInput = z.input<typeof newProductInput>;

export const editorPicture = catalogImage.extend({ id: z.string(), position: z.number().int() });
export type EditorPicture = z.infer<typeof editorPicture>;

/** A product as staff edit it: every field, unit cost and wholesale price included (staff only). */
export const editorProduct = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  brand: z.string(),
  model: z.string(),
  /** The maker's reference and the barcode, canonical; null when the product has none. */
  reference: z.string().nullable(),
  barcode: z.string().nullable(),
  specs: watchSpecs,
  salePrice: centavos,
  promoPrice: centavos.nullable(),
  originalPublicPrice: centavos.nullable(),
  wholesalePrice: centavos.nullable(),
  unitCost: centavos.nullable(),
  lowStockThreshold: z.number().int().nullable(),
  isPublic: z.boolean(),
  serialized: z.boolean(),
  warrantyMonths: z.number().int().nullable(),
  quantity: z.number().int(),
  inProgressStock: z.number().int(),
  totalSold: z.number().int(),
  archived: z.boolean(),
  pictures: z.array(editorPicture),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EditorProduct = z.infer<typeof editorProduct>;

export const pictureParams = z.object({ id: z.string().min(1).max(64), imageId: z.string().min(1).max(64) });
export const pictureOrderInput = z.object({ ids: z.array(z.string().min(1).max(64)).max(50) });
export const picturesAnswer = z.object({ pictures: z.array(editorPicture) });
const saved = z.object({ id: z.string() });
const ok = z.object({ ok: z.literal(true) });

const tags = ["productos"];

export const getEditorProduct = defineOperation({
  id: "getEditorProduct",
  method: "GET",
  path: "/api/products/:id",
  summary: "Un producto con todos sus datos (personal)",
  tags,
  access: "staff",
  topic: "products",
  params: idParam,
  response: editorProduct,
});

export const createProduct = defineOperation({
  id: "createProduct",
  method: "POST",
  path: "/api/products",
  summary: "Crear un producto (con su stock inicial como 'ingreso')",
  tags,
  access: "admins",
  body: newProductInput,
  response: saved,
});

export const updateProduct = defineOperation({
  id: "updateProduct",
  method: "PUT",
  path: "/api/products/:id",
  summary: "Editar un producto",
  tags,
  access: "admins",
  params: idParam,
  body: productInput,
  response: saved,
});

/** Gives a product without a barcode the store's next own EAN-13 (prefix 20–29) for its labels. */
export const assignStoreBarcode = defineOperation({
  id: "assignStoreBarcode",
  method: "POST",
  path: "/api/products/:id/store-barcode",
  summary: "Asignar un código EAN-13 de la tienda (prefijo 20–29) a un producto sin código de barras",
  tags,
  access: "admins",
  params: idParam,
  response: z.object({ barcode: z.string() }),
});

export const deleteProduct = defineOperation({
  id: "deleteProduct",
  method: "DELETE",
  path: "/api/products/:id",
  summary:
    "Eliminar (archivar) un producto; rechazado mientras una venta abierta, un pedido con tarjeta pendiente o una compra web lo usa",
  tags,
  access: "admins",
  params: idParam,
  response: ok,
});

/** One picture, field `file`: the route checks its bytes before sharp writes the WebP variants. */
export const productPictureForm: MultipartForm = {
  files: {
    file: { types: PHOTO_TYPES, maxBytes: MAX_PICTURE_BYTES, description: "La imagen (JPEG, PNG o WebP)" },
  },
};

/**
 * Multipart upload of one picture (productPictureForm): the API is otherwise JSON-only; the route
 * registers @fastify/multipart for itself with the form's limits. It answers the product's
 * pictures in order. Same-origin like every other write.
 */
export const uploadProductPicture = defineOperation({
  id: "uploadProductPicture",
  method: "POST",
  path: "/api/products/:id/pictures",
  summary: "Subir una imagen (multipart, campo file: JPEG, PNG o WebP, hasta 8 MB)",
  tags,
  access: "admins",
  params: idParam,
  multipart: productPictureForm,
  response: picturesAnswer,
});

/** The new order of every picture; the first is the main one. */
export const orderProductPictures = defineOperation({
  id: "orderProductPictures",
  method: "PUT",
  path: "/api/products/:id/pictures/order",
  summary: "Ordenar las imágenes (la primera es la principal)",
  tags,
  access: "admins",
  params: idParam,
  body: pictureOrderInput,
  response: picturesAnswer,
});

export const deleteProductPicture = defineOperation({
  id: "deleteProductPicture",
  method: "DELETE",
  path: "/api/products/:id/pictures/:imageId",
  summary: "Eliminar una imagen",
  tags,
  access: "admins",
  params: pictureParams,
  response: picturesAnswer,
});
