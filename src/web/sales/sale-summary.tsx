import { msg } from "../../domain/kernel/messages";
import { formatMoney } from "../../domain/kernel/money";
import type { previewFirstPayment } from "../../domain/sales/sale-terms";
import type { priceSale } from "../../domain/sales/totals";
import { Button } from "../ui/button";
import { Panel } from "../ui/panel";

/** Registrar Venta's live summary: totals, what the first payment leaves, and why the server would refuse. */
export function SaleSummary({
  preview,
  extraDiscount,
  afterPayment,
  refusal,
  pending,
}: {
  preview: ReturnType<typeof priceSale>;
  /** Centavos typed as extra discount (0 when none or not an amount). */
  extraDiscount: number;
  afterPayment: ReturnType<typeof previewFirstPayment>;
  /** Shown only once the sale has lines. */
  refusal: string | null;
  pending: boolean;
}) {
  return (
    <aside className="lg:sticky lg:top-4 lg:self-start">
      <Panel title={msg.summary} testId="sale-preview">
        <dl className="space-y-1 text-sm">
          {[
            [msg.sumSubtotal, preview.subtotal],
            [msg.promoDiscountLabel, -preview.promoItemsDiscount],
            [msg.sumShipping, preview.shippingCost],
            [msg.extraDiscountSection, -extraDiscount],
          ].map(([label, value]) => (
            <div key={String(label)} className="flex justify-between text-muted">
              <dt>{label}</dt>
              <dd className="tabular-nums text-fg">{formatMoney(Number(value))}</dd>
            </div>
          ))}
          <div className="flex justify-between border-t border-border pt-2 text-lg font-bold">
            <dt>{msg.sumTotal}</dt>
            <dd className="tabular-nums">{formatMoney(preview.total)}</dd>
          </div>
          {afterPayment.ok ? (
            <>
              {afterPayment.value.extraDiscount !== extraDiscount ? (
                <div className="flex justify-between text-muted" data-testid="sale-preview-adjustment">
                  <dt>{msg.fullPaymentAdjustmentReason}</dt>
                  <dd className="tabular-nums text-fg">
                    {formatMoney(-(afterPayment.value.extraDiscount - extraDiscount))}
                  </dd>
                </div>
              ) : null}
              <div className="flex justify-between font-semibold" data-testid="sale-preview-balance">
                <dt>{msg.saleBalanceLabel}</dt>
                <dd className="tabular-nums">{formatMoney(afterPayment.value.balance)}</dd>
              </div>
              <div className="flex justify-between text-muted">
                <dt>{msg.saleStatusAfterLabel}</dt>
                <dd className="text-fg">{afterPayment.value.status}</dd>
              </div>
            </>
          ) : null}
        </dl>
        {refusal ? (
          <p
            role="alert"
            className="mt-3 text-sm text-red-700 dark:text-red-300"
            data-testid="sale-preview-refusal"
          >
            {refusal}
          </p>
        ) : null}
        <Button type="submit" className="mt-4 w-full" disabled={pending}>
          {msg.registerSale}
        </Button>
      </Panel>
    </aside>
  );
}
