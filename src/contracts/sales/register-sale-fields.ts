import { z } from "zod";
import { msg } from "../../domain/kernel/messages";
import { type ShopDay, shopDayStart } from "../../domain/kernel/shop-calendar";
import { requestDate } from "../kernel/common";
import { type CreateSaleInput, createSaleInput } from "./orders-admin";

const body = createSaleInput.shape;
const firstPayment = body.firstPayment.unwrap().unwrap();
const extraDiscount = body.extraDiscount.unwrap();
const NOON_MS = 12 * 3_600_000;

/**
 * What the Registrar Venta form holds, derived from createSaleInput and turned into its body on
 * submit. The pickers feed `customer` (null until one is chosen or typed) and `items` (unit
 * prices in centavos); money is typed in lempiras (centavos held, NaN for text that is not an
 * amount). An empty first-payment amount means no first payment and an empty extra discount none.
 * The sale day is a shop day: `today` stays null (the server records the current time); a past
 * day is recorded at noon of that day in the shop, so it falls on that day in every report.
 */
export function registerSaleFields(today: ShopDay) {
  return z
    .object({
      customer: body.customer.nullable().transform((customer, ctx) => {
        if (customer) return customer;
        ctx.addIssue({ code: "custom", message: msg.customerRequired });
        return z.NEVER;
      }),
      items: z.array(body.items.element).min(1, msg.noProducts).max(100),
      shipping: body.shipping,
      discountCode: z.string().trim().max(40),
      extraDiscount: extraDiscount.extend({ amount: extraDiscount.shape.amount.optional() }),
      sellerId: z.string(),
      commissionPercentage: body.commissionPercentage,
      saleDay: requestDate(),
      firstPayment: firstPayment.extend({ amount: firstPayment.shape.amount.optional() }),
      layaway: z.boolean().optional(),
      creditAmount: body.creditAmount,
    })
    .transform(
      (f): CreateSaleInput => ({
        customer: f.customer,
        items: f.items,
        shipping: f.shipping,
        discountCode: f.discountCode || null,
        extraDiscount:
          f.extraDiscount.amount === undefined
            ? undefined
            : { amount: f.extraDiscount.amount, reason: f.extraDiscount.reason },
        sellerId: f.sellerId || null,
        commissionPercentage: f.commissionPercentage ?? null,
        saleDate:
          f.saleDay === today ? null : new Date(shopDayStart(f.saleDay).getTime() + NOON_MS).toISOString(),
        firstPayment:
          f.firstPayment.amount === undefined ? null : { ...f.firstPayment, amount: f.firstPayment.amount },
        ...(f.layaway ? { layaway: true } : {}),
        ...(f.creditAmount ? { creditAmount: f.creditAmount } : {}),
      }),
    );
}
export type RegisterSaleFields = z.input<ReturnType<typeof registerSaleFields>>;
