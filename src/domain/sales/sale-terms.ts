import { msg } from "../kernel/messages";
import { type Centavos, formatMoney, TOLERANCE } from "../kernel/money";
import { err, ok, type Result } from "../kernel/result";
import { isAdmin, type Role } from "../kernel/roles";
import { effectivePrice } from "../products/pricing";
import { CREDIT_METHOD } from "../reports/reports";
import { percentText } from "./commission";
import { registerPayment } from "./payments";
import type { PaymentType, SaleMoney, SaleStatus } from "./sale";
import { balanceDue, payableTotal } from "./totals";

/**
 * What a seller may decide at sale time in Registrar Venta (docs/decisions/0046-seller-sale-terms.md).
 * Payments, extra discounts and commission belong to admin and superadmin (docs/product/roles.md);
 * a seller who sells at the counter may record what the customer handed over as a first
 * payment, and nothing that gives merchandise away.
 */
export interface SaleTermsLine {
  productName: string;
  /** What the person wants to charge per unit. */
  price: Centavos;
  /** The product's price today: its promotion price when one applies, else its sale price. */
  floor: Centavos;
}

export interface SaleTermsRequest {
  role: Role | null;
  lines: readonly SaleTermsLine[];
  extraDiscount: Centavos;
  /** What the form asked for, in basis points; null/undefined = the settings' default. */
  commissionBasisPoints: number | null | undefined;
  /** Basis points. */
  defaultCommission: number;
  firstPayment: { amount: Centavos; type: PaymentType } | null | undefined;
}

/** The lowest unit price a seller may charge: the product's current storefront price. */
export function sellerPriceFloor(product: { salePrice: Centavos; promoPrice: Centavos | null }): Centavos {
  return effectivePrice(product);
}

/**
 * Refuses what only an admin may do; `sale` is the sale as it opens (priced, before the first
 * payment). Admins pass unchanged: their limits are the order dialog's, applied by the domain
 * rules every sale goes through (createSale, registerPayment).
 */
export function checkSaleTerms(
  sale: Pick<SaleMoney, "total" | "extraDiscount">,
  request: SaleTermsRequest,
): Result<true> {
  if (isAdmin(request.role)) return ok(true);
  if (request.extraDiscount > 0) return err("seller_extra_discount", msg.sellerNoExtraDiscount);
  const asked = request.commissionBasisPoints;
  if (asked !== null && asked !== undefined && asked !== request.defaultCommission) {
    return err("seller_commission", msg.sellerNoCommissionChange(percentText(request.defaultCommission)));
  }
  const cheap = request.lines.find((line) => line.price < line.floor);
  if (cheap)
    return err("seller_price_floor", msg.sellerPriceBelowFloor(cheap.productName, formatMoney(cheap.floor)));
  const payment = request.firstPayment;
  const payable = payableTotal(sale);
  if (payment?.type === "full" && payment.amount < payable - TOLERANCE) {
    return err("seller_full_payment", msg.sellerFullPaymentMustCover(formatMoney(payable)));
  }
  return ok(true);
}

export interface FirstPaymentPreview {
  extraDiscount: Centavos;
  balance: Centavos;
  status: SaleStatus;
}

/**
 * What Registrar Venta will save, shown before saving: the extra discount (a 'Pago Completo'
 * adds the leftover as 'Ajuste por pago completo') and the balance after the first payment, by
 * the same rule the server applies. A refused payment answers the refusal's text.
 */
export function previewFirstPayment(
  sale: SaleMoney,
  payment: { amount: Centavos; type: PaymentType } | null,
  /** Saldo a favor an admin applies after the first payment (docs/decisions/0251). */
  credit: Centavos = 0,
): Result<FirstPaymentPreview> {
  const nobody = { user: "", now: "" };
  const paid = payment
    ? registerPayment(sale, { ...payment, date: "-", paymentId: "preview" }, nobody)
    : ok({ sale });
  if (!paid.ok) return paid;
  // The credit pays as a traspaso does: a "saldo a favor" payment, Pago Completo when it settles.
  const spent =
    credit > 0
      ? registerPayment(
          paid.value.sale,
          {
            amount: credit,
            date: "-",
            paymentId: "preview-credit",
            type: credit >= balanceDue(paid.value.sale) - TOLERANCE ? "full" : "partial",
            method: CREDIT_METHOD,
          },
          nobody,
        )
      : paid;
  if (!spent.ok) return spent;
  const after = spent.value.sale;
  return ok({
    extraDiscount: after.extraDiscount.amount,
    balance: balanceDue(after),
    status: after.status,
  });
}
