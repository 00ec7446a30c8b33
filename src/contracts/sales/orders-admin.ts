import { z } from "zod";
import { msg } from "../../domain/kernel/messages";
import { isWithinRequestBounds } from "../../domain/kernel/shop-calendar";
import { PAYMENT_METHODS } from "../../domain/reports/reports";
import {
  amountInput,
  centavos,
  commissionPercent,
  isParsableDate,
  MAX_INPUT_CENTAVOS,
  requestDate,
  shopDayParam,
} from "../kernel/common";
import { saleCustomerType, saleDocument, saleStatus } from "./sales";

/**
 * The back-office sales operations: register a sale, list and export orders, and the
 * admin order dialog. Money is integer centavos; `version` is what the person's screen showed,
 * so a stale edit is refused instead of silently overwriting someone else's (409).
 */
const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).optional().nullable();
const isoDate = requestDate(z.string().trim().min(1, msg.paymentDateRequired).max(40));
/** A payment date: empty is the domain's 'Por favor, selecciona una fecha.', otherwise a real date. */
export const paymentDate = z
  // A missing date is the same person's mistake as an empty one: both get the same message.
  .string({ error: msg.paymentDateRequired })
  .trim()
  .max(40)
  .refine((s) => s === "" || isParsableDate(s), msg.dateInvalid)
  .refine((s) => s === "" || isWithinRequestBounds(s), msg.dateOutOfBounds);
/** An ISO timestamp with offset, within the days a request may name. */
const timestamp = requestDate(z.string().datetime({ offset: true }));
/** A commission percentage with up to 2 decimals; basis points on the server (docs/decisions/0150). */
const percentage = commissionPercent(msg.commissionRange);
const version = z.number().int().min(1).optional();

export const paymentType = z.enum(["partial", "full"]);
/** How the money came in (docs/decisions/0252): efectivo when not given on register. */
export const paymentMethod = z.enum(PAYMENT_METHODS, { message: msg.paymentMethodInvalid });

export const saleCustomerInput = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("user"), userId: z.string().min(1) }),
  z.object({ kind: z.literal("customer"), customerId: z.string().min(1) }),
  z.object({
    kind: z.literal("new"),
    name: text(120).min(1, msg.customerNameRequired),
    phone: optionalText(30),
    email: z
      .union([z.literal(""), z.string().trim().email(msg.invalidInput)])
      .optional()
      .nullable(),
    city: optionalText(80),
    address: optionalText(300),
  }),
]);

export const saleShippingInput = z.discriminatedUnion("mode", [
  z.object({ mode: z.literal("pickup"), note: optionalText(500) }),
  z.object({
    mode: z.literal("delivery"),
    cityId: z.string().min(1, msg.shippingCityRequired),
    address: text(300).min(1, msg.shippingAddressRequired),
    municipality: optionalText(120),
    note: optionalText(500),
  }),
]);

export const createSaleInput = z.object({
  customer: saleCustomerInput,
  items: z
    .array(
      z.object({
        productId: z.string().min(1),
        quantity: z.number().int(msg.saleQuantityInvalid).min(1, msg.saleQuantityInvalid).max(10_000),
        /** Staff may charge another unit price; the product's price stays as originalPrice. */
        price: z
          .number()
          .int(msg.salePriceInvalid)
          .min(0, msg.salePriceInvalid)
          .max(100_000_000)
          .optional()
          .nullable(),
        /** The watches' serials, one per unit, for a product kept by serial number (docs/decisions/0247). */
        serials: z.array(z.string().max(60, msg.unitSerialRequired)).max(10_000).optional(),
      }),
    )
    .min(1, msg.saleNeedsItems)
    .max(100),
  shipping: saleShippingInput,
  discountCode: optionalText(40),
  extraDiscount: z
    .object({ amount: centavos.max(MAX_INPUT_CENTAVOS, msg.amountTooLarge), reason: text(200) })
    .optional(),
  sellerId: z.string().optional().nullable(),
  commissionPercentage: percentage.optional().nullable(),
  saleDate: timestamp.optional().nullable(),
  firstPayment: z
    .object({ amount: amountInput(), date: isoDate, type: paymentType, method: paymentMethod.optional() })
    .optional()
    .nullable(),
  /** An apartado (docs/decisions/0250): the first payment is the deposit and the sale holds its watches until the term's end. */
  layaway: z.boolean().optional(),
  /** Saldo a favor of the customer spent on this sale (admins, docs/decisions/0251). */
  creditAmount: centavos.max(MAX_INPUT_CENTAVOS, msg.amountTooLarge).optional(),
});
export type CreateSaleInput = z.infer<typeof createSaleInput>;

export const registerPaymentInput = z.object({
  amount: amountInput(msg.paymentAmountPositive),
  date: paymentDate,
  type: paymentType,
  method: paymentMethod.optional(),
  version,
});
export const editPaymentInput = z.object({
  amount: amountInput(msg.paymentEditAmountInvalid),
  date: paymentDate,
  /** Absent: the payment keeps its method. */
  method: paymentMethod.optional(),
  version,
});
export const extraCostInput = z.object({
  description: text(200),
  amount: amountInput(msg.extraCostIncomplete),
  version,
});
/** What the order dialog's payment and cost forms hold: the sale's version is added when sending. */
export const registerPaymentFields = registerPaymentInput.omit({ version: true });
export const editPaymentFields = editPaymentInput.omit({ version: true });
export const extraCostFields = extraCostInput.omit({ version: true });
export const extraDiscountInput = z.object({ amount: amountInput(), reason: text(200), version });
export const extraDiscountFields = extraDiscountInput.omit({ version: true });
export const amountPaidInput = z.object({ amount: amountInput(), version });
export const versionQuery = z.object({ version: z.coerce.number().int().min(1).optional() });

/** The dialog's 'Guardar cambios': every field optional, only what changed is sent. */
export const orderUpdateInput = z.object({
  version,
  status: saleStatus.optional(),
  refundAmount: amountInput().optional(),
  cancellationReason: optionalText(200),
  isDelivered: z.boolean().optional(),
  commissionPercentage: percentage.optional(),
  sellerId: z.string().min(1).optional(),
  carrier: optionalText(120),
  trackingNumber: optionalText(120),
  trackingUrl: optionalText(500),
  shippedAt: timestamp.optional().nullable(),
});
export type OrderUpdateInput = z.infer<typeof orderUpdateInput>;
/**
 * What the dialog's 'Guardar cambios' form holds: the sale's current values of the fields
 * orderUpdateInput changes (the dialog sends only what changed). The seller may still be none
 * (''), and a commission outside 0–100 is clamped when sent rather than refused.
 */
export const orderDialogFields = orderUpdateInput
  .pick({
    status: true,
    refundAmount: true,
    cancellationReason: true,
    isDelivered: true,
    carrier: true,
    trackingNumber: true,
    trackingUrl: true,
    shippedAt: true,
  })
  .required({ status: true, isDelivered: true })
  .extend({ sellerId: z.string(), commissionPercentage: z.number() });

export const saleIdParam = z.object({ id: z.string().min(1).max(64) });
export const paymentParam = saleIdParam.extend({ paymentId: z.string().min(1).max(64) });
export const costParam = saleIdParam.extend({ index: z.coerce.number().int().min(0).max(1000) });

/** Deleting a sale (docs/decisions/0252): why, and the version the screen showed. */
export const saleDeletionInput = z.object({ reason: z.string().max(2000), version });
export type SaleDeletionInput = z.infer<typeof saleDeletionInput>;
export const saleDeletionFields = saleDeletionInput.omit({ version: true });
/** A seller asks admins to cancel their own mistaken sale: only the reason (the sale does not change). */
export const cancellationRequestInput = z.object({ reason: z.string().max(2000) });
export type CancellationRequestInput = z.infer<typeof cancellationRequestInput>;
export const saleDeletionResult = z.object({ id: z.string(), orderNumber: z.string(), message: z.string() });
/** One audit record of a deleted sale: who, when, why, and the sale's document as it was. */
export const deletedSaleRow = z.object({
  id: z.string(),
  saleId: z.string(),
  orderNumber: z.string(),
  deletedByName: z.string(),
  deletedAt: z.string(),
  reason: z.string(),
  document: z.record(z.string(), z.unknown()),
});
export type DeletedSaleRow = z.infer<typeof deletedSaleRow>;
export const deletedSaleRows = z.array(deletedSaleRow);

/** What a sale operation answers: the sale as it is now and info texts ('No hay cambios…'). */
export const saleMutationResult = z.object({
  sale: saleDocument,
  notices: z.array(z.string()),
});

export const ORDER_SORTS = ["saleDate", "total", "balance", "customerName", "status"] as const;
export const orderListQuery = z.object({
  q: text(100).optional(),
  status: saleStatus.optional(),
  from: shopDayParam.optional(),
  to: shopDayParam.optional(),
  sellerId: z.string().max(64).optional(),
  customerType: saleCustomerType.optional(),
  card: z.enum(["yes", "no"]).optional(),
  pending: z.enum(["yes"]).optional(),
  /** Apartados (docs/decisions/0250): every one, or the open ones past their deadline. */
  layaway: z.enum(["yes", "expired"]).optional(),
  sort: z.enum(ORDER_SORTS).default("saleDate"),
  dir: z.enum(["asc", "desc"]).default("desc"),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
});
export type OrderListQuery = z.infer<typeof orderListQuery>;

/**
 * Órdenes' filters as its URL holds them, read by the list's schema. A value the schema refuses
 * (a link edited by hand) is left out, as if unset, so the rest of the filters still list.
 */
export function readOrderListQuery(filters: Record<string, string | undefined>): OrderListQuery {
  const read = orderListQuery.safeParse(filters);
  if (read.success) return read.data;
  const refused = new Set(read.error.issues.map((issue) => issue.path[0]));
  return orderListQuery.parse(
    Object.fromEntries(Object.entries(filters).filter(([key]) => !refused.has(key))),
  );
}

export const orderRow = z.object({
  id: z.string(),
  orderNumber: z.string(),
  saleDate: z.string(),
  customerName: z.string(),
  customerPhone: z.string().nullable(),
  customerType: saleCustomerType,
  sellerName: z.string().nullable(),
  status: saleStatus,
  isCardPayment: z.boolean(),
  total: z.number().int(),
  amountPaid: z.number().int(),
  /** What is still to collect: 0 on a cancelled sale (docs/decisions/0161). */
  balance: z.number().int(),
  /** "Saldo a favor" (docs/decisions/0251). */
  credit: z.number().int(),
  /** On a cancelled sale, what was paid and not refunded (docs/decisions/0161). */
  keptOnCancel: z.number().int(),
  /** A service order's sale: the order's number (OS-0001), else null (docs/decisions/0248). */
  serviceOrder: z.string().nullable(),
  /** An apartado's last shop day (docs/decisions/0250); null or absent when not one. */
  layawayUntil: z.string().nullable().optional(),
});
export type OrderRow = z.infer<typeof orderRow>;

/**
 * Mis Compras: the customer's sales and their bank transfers staff have not confirmed
 * yet, under the same order number (a converted purchase keeps its id). A web purchase's
 * `status` is its own ('Pendiente de Confirmación', 'En revisión', 'Pago no recibido').
 */
export const myPurchaseRow = orderRow.extend({
  kind: z.enum(["sale", "web-purchase"]),
  status: z.string(),
});
export type MyPurchaseRow = z.infer<typeof myPurchaseRow>;

export const orderList = z.object({
  items: z.array(orderRow),
  count: z.number().int(),
  /** Of the whole filtered set, not only this page. */
  totals: z.object({
    total: z.number().int(),
    paid: z.number().int(),
    pending: z.number().int(),
    /** Saldo a favor of the set, on its own line: never netted against what is pending. */
    credit: z.number().int(),
  }),
});
export type OrderList = z.infer<typeof orderList>;

export const sellerOption = z.object({ id: z.string(), name: z.string(), role: z.string() });
export const sellerOptions = z.array(sellerOption);
export type SellerOption = z.infer<typeof sellerOption>;

/** POS product search: every product (hidden ones too), with stock and what open sales hold. */
export const posProductQuery = z.object({ q: text(100).default("") });
export const posProduct = z.object({
  id: z.string(),
  name: z.string(),
  brand: z.string(),
  /** The maker's reference and the barcode (canonical), shown to staff; null when none. */
  reference: z.string().nullable(),
  barcode: z.string().nullable(),
  quantity: z.number().int(),
  inProgressStock: z.number().int(),
  salePrice: z.number().int(),
  promoPrice: z.number().int().nullable(),
  /** Staff only: what a wholesaler customer pays by default (docs/decisions/0071). */
  wholesalePrice: z.number().int().nullable(),
  isPublic: z.boolean(),
  /** Sold by serial number: the counter names each watch (docs/decisions/0247). */
  serialized: z.boolean(),
  /** The watch a scanned serial named (in stock); null when the code named the product. */
  serial: z.string().nullable(),
});
export const posProducts = z.array(posProduct);
/** A scanned or typed code: a barcode, a maker's reference or a watch's serial number. */
export const productCodeQuery = z.object({ code: text(100).min(1) });
export type PosProduct = z.infer<typeof posProduct>;

/** Defaults the form needs: the commission from settings and the discount codes in force. */
export const saleFormDefaults = z.object({ defaultCommissionPercentage: z.number() });
