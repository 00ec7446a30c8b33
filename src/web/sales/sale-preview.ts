import type { PosProduct } from "../../contracts/sales/orders-admin";
import type { RegisterSaleFields } from "../../contracts/sales/register-sale-fields";
import type { Role } from "../../domain/kernel/roles";
import { priceFor } from "../../domain/products/pricing";
import { percentToBasisPoints } from "../../domain/sales/commission";
import { openSale } from "../../domain/sales/sale-create";
import { checkSaleTerms, previewFirstPayment, sellerPriceFloor } from "../../domain/sales/sale-terms";
import { priceSale } from "../../domain/sales/totals";
import { centavosOf } from "../lib/format";
import type { Line } from "./sale-lines";

/** A typed unit price in centavos; text that is not an amount counts as 0 in the preview. */
const linePrice = (line: Line) => (Number.isNaN(centavosOf(line.price)) ? 0 : centavosOf(line.price));
const typedAmount = (amount: number | undefined) =>
  amount !== undefined && Number.isFinite(amount) ? amount : 0;

/**
 * What the server will save, by the same domain rules, from what the form holds now: the totals,
 * the seller's limits, then what the first payment leaves.
 */
export function salePreview({
  lines,
  fields,
  shippingCost,
  role,
  wholesaler,
  defaultCommission,
}: {
  lines: Line[];
  fields: Pick<
    RegisterSaleFields,
    "extraDiscount" | "commissionPercentage" | "firstPayment" | "creditAmount"
  >;
  shippingCost: number;
  role: Role | null;
  wholesaler: boolean;
  defaultCommission: number;
}) {
  const preview = priceSale({
    lines: lines.map((l) => ({
      productId: l.product.id,
      productName: l.product.name,
      quantity: l.quantity,
      price: linePrice(l),
      originalPrice: l.product.salePrice,
      salePrice: l.product.salePrice,
    })),
    shippingCost,
    discountCode: null,
  });
  const extraDiscount = typedAmount(fields.extraDiscount.amount);
  // The form holds percentages, the domain basis points (docs/decisions/0150).
  const commission =
    fields.commissionPercentage === null || fields.commissionPercentage === undefined
      ? null
      : percentToBasisPoints(fields.commissionPercentage);
  const defaultBasisPoints = percentToBasisPoints(defaultCommission);
  const firstPayment =
    fields.firstPayment.amount === undefined
      ? null
      : { amount: typedAmount(fields.firstPayment.amount), type: fields.firstPayment.type };
  const opened = openSale(
    preview,
    { amount: extraDiscount, reason: fields.extraDiscount.reason },
    commission ?? defaultBasisPoints,
  );
  const terms = checkSaleTerms(opened, {
    role,
    lines: lines.map((l) => ({
      productName: l.product.name,
      price: linePrice(l),
      // A wholesaler's floor is their own price (docs/decisions/0046, 0071).
      floor: floorOf(l.product, wholesaler),
    })),
    extraDiscount,
    commissionBasisPoints: commission,
    defaultCommission: defaultBasisPoints,
    firstPayment,
  });
  const afterPayment = previewFirstPayment(opened, firstPayment, typedAmount(fields.creditAmount));
  const refusal = !terms.ok ? terms.error.message : !afterPayment.ok ? afterPayment.error.message : null;
  return { preview, extraDiscount, afterPayment, refusal: lines.length ? refusal : null };
}

const floorOf = (product: PosProduct, wholesaler: boolean) =>
  wholesaler ? priceFor(product, "wholesaler") : sellerPriceFloor(product);
