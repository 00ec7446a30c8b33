import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { SaleDocument } from "../../contracts/sales/sales";
import {
  type CreditRefundFields,
  creditRefundFields,
  creditTransferFields,
} from "../../contracts/sales/sales-credit";
import { formatMoney } from "../../domain/kernel/money";
import { paymentMethodLabel } from "../../domain/reports/reports";
import { creditMsg } from "../../domain/sales/messages-credit";
import { apiQuery } from "../lib/api";
import { FormMoneyField } from "../lib/form-money-field";
import { dateText, todayInput } from "../lib/format";
import { useContractForm } from "../lib/use-contract-form";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { SelectField, TextField } from "../ui/field";
import { Panel } from "../ui/panel";
import { PaymentMethodSelect } from "./payment-type-select";
import type { useSaleOperation } from "./use-sale";

type Operation = ReturnType<typeof useSaleOperation>;

/**
 * Admins: give back the customer's Saldo a favor, or what a cancelled sale kept, or apply it to
 * another open sale of the same customer (docs/decisions/0251, 0161). Shown only when there is
 * something to return; the server re-checks every figure on the locked rows.
 */
export function CreditPanel({ sale, op }: { sale: SaleDocument; op: Operation }) {
  const available = sale.credit + sale.keptOnCancel;
  const targets = useQuery({ ...apiQuery("listSaleCreditTargets", { params: { id: sale.id } }) });
  const refund = useContractForm(creditRefundFields, {
    amount: available,
    method: "efectivo",
    date: todayInput(),
  });
  // A refund takes money out of the shop: it is confirmed with what it will do first.
  const [asked, setAsked] = useState<CreditRefundFields | null>(null);
  const transfer = useContractForm(creditTransferFields, { amount: available, toSaleId: "" });
  const askRefund = refund.handleSubmit((body) => setAsked(body));
  const sendRefund = () => {
    if (!asked) return;
    op.mutate({ op: { kind: "refundCredit", body: asked }, success: "", failure: creditMsg.refundFailure });
    setAsked(null);
  };
  const sendTransfer = transfer.handleSubmit((body) =>
    op.mutate({ op: { kind: "transferCredit", body }, success: "", failure: creditMsg.applyFailure }),
  );
  const open = targets.data ?? [];
  return (
    <Panel title={creditMsg.creditSection} testId="credit-panel">
      <p className="mb-1 text-sm font-semibold">{creditMsg.availableToReturn(formatMoney(available))}</p>
      {sale.keptOnCancel > 0 ? <p className="mb-3 text-xs text-muted">{creditMsg.keptByDefault}</p> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <form onSubmit={askRefund} className="grid gap-2" aria-label={creditMsg.refundCredit}>
          <FormMoneyField control={refund.control} name="amount" label={creditMsg.refundAmountLabel} cents />
          <PaymentMethodSelect
            label={creditMsg.refundMethodLabel}
            error={refund.formState.errors.method?.message}
            {...refund.register("method")}
          />
          <TextField
            label={creditMsg.refundDateLabel}
            type="date"
            error={refund.formState.errors.date?.message}
            {...refund.register("date")}
          />
          <Button type="submit" disabled={op.isPending}>
            {creditMsg.refundCredit}
          </Button>
        </form>
        <form onSubmit={sendTransfer} className="grid gap-2" aria-label={creditMsg.applyCredit}>
          {open.length ? (
            <>
              <SelectField
                label={creditMsg.targetSaleLabel}
                error={transfer.formState.errors.toSaleId?.message}
                {...transfer.register("toSaleId")}
              >
                <option value="">{creditMsg.chooseTarget}</option>
                {open.map((t) => (
                  <option key={t.id} value={t.id}>
                    #{t.orderNumber} · {formatMoney(t.balance)}
                  </option>
                ))}
              </SelectField>
              <FormMoneyField
                control={transfer.control}
                name="amount"
                label={creditMsg.applyAmountLabel}
                cents
              />
              <Button type="submit" variant="secondary" disabled={op.isPending}>
                {creditMsg.applyCredit}
              </Button>
            </>
          ) : (
            <p className="text-sm text-muted">{creditMsg.noOpenSales}</p>
          )}
        </form>
      </div>
      <Dialog
        open={asked !== null}
        onOpenChange={(o) => !o && setAsked(null)}
        title={creditMsg.refundConfirmTitle}
        description={
          asked
            ? creditMsg.refundPreview(
                formatMoney(asked.amount),
                paymentMethodLabel(asked.method).toLowerCase(),
                dateText(asked.date),
                formatMoney(Math.max(0, available - asked.amount)),
              )
            : ""
        }
      >
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setAsked(null)}>
            {creditMsg.refundCancel}
          </Button>
          <Button variant="danger" onClick={sendRefund} disabled={op.isPending} data-testid="confirm-refund">
            {creditMsg.refundConfirm}
          </Button>
        </div>
      </Dialog>
    </Panel>
  );
}
