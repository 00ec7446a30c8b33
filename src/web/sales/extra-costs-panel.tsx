import { useState } from "react";
import { extraCostFields, extraDiscountFields } from "../../contracts/sales/orders-admin";
import type { SaleDocument } from "../../contracts/sales/sales";
import { msg } from "../../domain/kernel/messages";
import { formatMoney } from "../../domain/kernel/money";
import { FormMoneyField } from "../lib/form-money-field";
import { useContractForm } from "../lib/use-contract-form";
import { Button } from "../ui/button";
import { TextField } from "../ui/field";
import { Panel } from "../ui/panel";
import { SaleListRow } from "./sale-list-row";
import type { useSaleOperation } from "./use-sale";

type Operation = ReturnType<typeof useSaleOperation>;

function CostForm({
  initial,
  label,
  op,
  onSubmit,
  onCancel,
}: {
  initial?: { description: string; amount: number };
  label: string;
  op: Operation;
  onSubmit: (c: { description: string; amount: number }, reset: () => void) => void;
  onCancel?: () => void;
}) {
  const form = useContractForm(extraCostFields, {
    description: initial?.description ?? "",
    amount: initial?.amount ?? Number.NaN,
  });
  const submit = form.handleSubmit((cost) =>
    onSubmit(cost, () => form.reset({ description: "", amount: Number.NaN })),
  );
  return (
    <form onSubmit={submit} className="grid grid-cols-[2fr_1fr] gap-2 sm:items-end" aria-label={label}>
      <TextField
        label={msg.descriptionLabel}
        error={form.formState.errors.description?.message}
        {...form.register("description")}
      />
      <FormMoneyField control={form.control} name="amount" label={msg.amountLabel} cents />
      <Button type="submit" disabled={op.isPending}>
        {label}
      </Button>
      {onCancel ? (
        <Button variant="secondary" onClick={onCancel}>
          {msg.cancel}
        </Button>
      ) : null}
    </form>
  );
}

/** docs/product/states.md, validation.md extra costs (saved only with description and amount) and the extra discount. */
export function ExtraCostsPanel({
  sale,
  editable,
  op,
}: {
  sale: SaleDocument;
  editable: boolean;
  op: Operation;
}) {
  const [editing, setEditing] = useState<number | null>(null);
  const discount = useContractForm(extraDiscountFields, {
    amount: sale.extraDiscount.amount,
    reason: sale.extraDiscount.reason,
  });
  const saveDiscount = discount.handleSubmit((body) =>
    op.mutate({
      op: { kind: "discount", body },
      success: msg.extraDiscountUpdated,
      failure: msg.discountUpdateFailure,
    }),
  );
  const failure = msg.saveFailure;
  return (
    <Panel title={msg.extraCostsSection} testId="extra-costs-panel">
      <ul className="mb-3 divide-y divide-border">
        {/* An extra cost has no id: its position is its identity (docs/product/validation.md edits by index). */}
        {sale.extraCosts
          .map((c, i) => ({ ...c, index: i }))
          .map((cost) =>
            editing === cost.index ? (
              <li key={`${cost.description}-${cost.index}`} className="py-2">
                <CostForm
                  initial={cost}
                  label={msg.save}
                  op={op}
                  onCancel={() => setEditing(null)}
                  onSubmit={(body) =>
                    op.mutate(
                      {
                        op: { kind: "editCost", index: cost.index, body },
                        success: msg.changesSaved,
                        failure,
                      },
                      { onSuccess: () => setEditing(null) },
                    )
                  }
                />
              </li>
            ) : (
              <SaleListRow
                key={`${cost.description}-${cost.index}`}
                name={cost.description}
                editable={editable}
                onEdit={() => setEditing(cost.index)}
                onDelete={() =>
                  op.mutate({
                    op: { kind: "deleteCost", index: cost.index },
                    success: msg.changesSaved,
                    failure,
                  })
                }
              >
                <span className="flex flex-1 justify-between gap-2">
                  <span>{cost.description}</span>
                  <span className="tabular-nums">{formatMoney(cost.amount)}</span>
                </span>
              </SaleListRow>
            ),
          )}
      </ul>
      {editable ? (
        <CostForm
          label={msg.add}
          op={op}
          onSubmit={(body, reset) =>
            op.mutate(
              { op: { kind: "addCost", body }, success: msg.changesSaved, failure },
              { onSuccess: reset },
            )
          }
        />
      ) : null}
      <h4 className="mt-5 mb-2 text-sm font-semibold">{msg.extraDiscountSection}</h4>
      {editable ? (
        <form
          className="grid grid-cols-[1fr_2fr] gap-2 sm:items-end"
          aria-label={msg.extraDiscountSection}
          onSubmit={saveDiscount}
        >
          <FormMoneyField control={discount.control} name="amount" label={msg.extraDiscountLabel} cents />
          <TextField
            label={msg.reasonLabel}
            error={discount.formState.errors.reason?.message}
            {...discount.register("reason")}
          />
          <Button type="submit" className="col-span-2 justify-self-start" disabled={op.isPending}>
            {msg.saveDiscount}
          </Button>
        </form>
      ) : (
        <p className="text-sm">
          {formatMoney(sale.extraDiscount.amount)}{" "}
          {sale.extraDiscount.reason ? `· ${sale.extraDiscount.reason}` : ""}
        </p>
      )}
    </Panel>
  );
}
