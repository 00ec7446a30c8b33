import { z } from "zod";
import { msg } from "../../domain/kernel/messages";
import { centavos, MAX_INPUT_CENTAVOS, requestDate } from "../kernel/common";
import { defineOperation } from "../kernel/operation";

/**
 * Discount codes as staff manage them. Visitors never list codes: the checkout's quote tells
 * them whether the one they typed applies.
 */
const day = requestDate(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, msg.invalidInput));

export const discountCodeView = z.object({
  code: z.string(),
  percentage: z.number().int(),
  isActive: z.boolean(),
  /** Shop days (America/Tegucigalpa), inclusive; null = open. */
  startsOn: day.nullable(),
  endsOn: day.nullable(),
  usageLimit: z.number().int().nullable(),
  usageCount: z.number().int(),
  minPurchase: centavos,
});
export type DiscountCodeView = z.infer<typeof discountCodeView>;

export const discountCodeInput = z
  .object({
    code: z
      .string()
      .trim()
      .min(1, msg.codeRequired)
      .regex(/^[A-Za-z0-9_-]{1,30}$/, msg.codeFormat),
    percentage: z
      .number(msg.codePercentageRange)
      .int(msg.codePercentageRange)
      .min(1, msg.codePercentageRange)
      .max(100, msg.codePercentageRange),
    isActive: z.boolean().default(true),
    startsOn: day.nullable().default(null),
    endsOn: day.nullable().default(null),
    usageLimit: z
      .number(msg.codeUsageLimitInvalid)
      .int(msg.codeUsageLimitInvalid)
      .min(1, msg.codeUsageLimitInvalid)
      .max(1_000_000, msg.codeUsageLimitInvalid)
      .nullable()
      .default(null),
    minPurchase: z
      .number(msg.costInvalid)
      .int(msg.costInvalid)
      .min(0, msg.costInvalid)
      .max(MAX_INPUT_CENTAVOS, msg.amountTooLarge)
      .default(0),
  })
  .refine((v) => !v.startsOn || !v.endsOn || v.startsOn <= v.endsOn, {
    message: msg.codeDatesOrder,
    path: ["endsOn"],
  });
export type DiscountCodeInput = z.input<typeof discountCodeInput>;

const codeParam = z.object({ code: z.string().min(1).max(64) });
const tags = ["códigos de descuento"];

export const listDiscountCodes = defineOperation({
  id: "listDiscountCodes",
  method: "GET",
  path: "/api/discount-codes",
  summary: "Códigos de descuento",
  tags,
  access: "admins",
  topic: "discount_codes",
  response: z.array(discountCodeView),
});

export const createDiscountCode = defineOperation({
  id: "createDiscountCode",
  method: "POST",
  path: "/api/discount-codes",
  summary: "Agregar un código de descuento",
  tags,
  access: "admins",
  body: discountCodeInput,
  response: discountCodeView,
});

/** Edits a code; a different `code` renames it (delete then create, one transaction, refused if taken). */
export const updateDiscountCode = defineOperation({
  id: "updateDiscountCode",
  method: "PUT",
  path: "/api/discount-codes/:code",
  summary: "Editar o renombrar un código de descuento",
  tags,
  access: "admins",
  params: codeParam,
  body: discountCodeInput,
  response: discountCodeView,
});

export const deleteDiscountCode = defineOperation({
  id: "deleteDiscountCode",
  method: "DELETE",
  path: "/api/discount-codes/:code",
  summary: "Eliminar un código de descuento",
  tags,
  access: "admins",
  params: codeParam,
  response: z.object({ message: z.string() }),
});
