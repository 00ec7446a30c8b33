import { ShieldCheck } from "lucide-react";
import type { z } from "zod";
import type { publicEstimate } from "../../contracts/service-orders/service-orders";
import { formatMoney } from "../../domain/kernel/money";
import { servicePublicTexts as t } from "../../domain/service-orders/messages-service-public";
import { cn } from "../ui/cn";

/** An estimate as the customer sees it (the link and Mis Compras): no staff names. */
export type CustomerEstimate = z.infer<typeof publicEstimate>["estimate"];

/** What the customer is charged for an estimate: nothing when the store's warranty covers it. */
export const chargedFor = (estimate: CustomerEstimate, warranty: boolean) => (warranty ? 0 : estimate.total);

const row = "flex items-baseline justify-between gap-4";
const figure = "shrink-0 text-right tabular-nums whitespace-nowrap";

/**
 * The estimate's labour and parts, their totals and the estimate's total; when the store's
 * warranty covers the repair, a note and what the customer pays (L. 0.00). With `amountPaid`,
 * what was already paid and, once something was, what is left to pay at pickup.
 */
export function EstimateLines({
  estimate,
  warranty,
  amountPaid,
  className,
}: {
  estimate: CustomerEstimate;
  warranty: boolean;
  amountPaid?: number;
  className?: string;
}) {
  const charged = chargedFor(estimate, warranty);
  return (
    <div className={cn("grid gap-4 text-sm", className)} data-testid="estimate-lines">
      {estimate.labour.length > 0 ? (
        <section aria-label={t.labourTitle} className="grid gap-2">
          <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">{t.labourTitle}</h3>
          <ul className="grid gap-1.5">
            {estimate.labour.map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an estimate's lines have no identity of their own
              <li key={i} className={row}>
                <span className="min-w-0 break-words">{line.description}</span>
                <span className={figure}>{formatMoney(line.amount)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {estimate.parts.length > 0 ? (
        <section aria-label={t.partsTitle} className="grid gap-2">
          <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">{t.partsTitle}</h3>
          <ul className="grid gap-1.5">
            {estimate.parts.map((part, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same product may be on two lines at two prices
              <li key={i} className={row}>
                <span className="min-w-0 break-words">{t.partLine(part.quantity, part.productName)}</span>
                <span className={figure}>{formatMoney(part.price * part.quantity)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <dl className="grid gap-1.5 border-t border-border pt-3">
        <div className={cn(row, "text-muted")}>
          <dt>{t.labourTotal}</dt>
          <dd className={figure}>{formatMoney(estimate.labourTotal)}</dd>
        </div>
        <div className={cn(row, "text-muted")}>
          <dt>{t.partsTotal}</dt>
          <dd className={figure}>{formatMoney(estimate.partsTotal)}</dd>
        </div>
        <div className={cn(row, "text-base font-semibold", warranty && "text-muted")}>
          <dt>{t.total}</dt>
          <dd className={cn(figure, warranty && "line-through")} data-testid="estimate-total">
            {formatMoney(estimate.total)}
          </dd>
        </div>
        {warranty ? (
          <div className={cn(row, "text-base font-semibold")}>
            <dt>{t.youPay}</dt>
            <dd className={figure} data-testid="estimate-charged">
              {formatMoney(charged)}
            </dd>
          </div>
        ) : null}
        {amountPaid !== undefined ? (
          <div className={cn(row, "text-muted")}>
            <dt>{t.alreadyPaid}</dt>
            <dd className={figure} data-testid="estimate-paid">
              {formatMoney(amountPaid)}
            </dd>
          </div>
        ) : null}
        {amountPaid ? (
          <div className={cn(row, "font-semibold")}>
            <dt>{t.balanceOnPickup}</dt>
            <dd className={figure}>{formatMoney(Math.max(0, charged - amountPaid))}</dd>
          </div>
        ) : null}
      </dl>
      {warranty ? (
        <p
          className="flex items-start gap-2 rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-200"
          data-testid="estimate-warranty"
        >
          <ShieldCheck className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <span>
            <strong className="block font-semibold">{t.warrantyCovered}</strong>
            {t.warrantyNote}
          </span>
        </p>
      ) : null}
    </div>
  );
}
