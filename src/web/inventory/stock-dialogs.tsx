import {
  type AddStockInput,
  type AdjustStockInput,
  addStockInput,
  adjustStockInput,
  type InventoryRow,
} from "../../contracts/inventory/inventory";
import { ADJUSTMENT_REASONS } from "../../domain/inventory/stock";
import { msg } from "../../domain/kernel/messages";
import { useContractForm } from "../lib/use-contract-form";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { SelectField, TextField } from "../ui/field";
import { Confirm, Preview, useConfirmedSave } from "./stock-steps";
import { AddUnitsDialog, AdjustUnitsDialog } from "./unit-dialogs";
import { useAddStock, useAdjustStock } from "./use-inventory";

type Product = Pick<InventoryRow, "id" | "name" | "quantity" | "serialized">;

/**
 * 'Agregar stock': a positive number of units, with a preview and a confirmation step; a product
 * kept by serial number is given the serial of each watch instead (the amount is their count).
 */
export function AddStockDialog({ product, onClose }: { product: Product; onClose: () => void }) {
  return product.serialized ? (
    <AddUnitsDialog product={product} onClose={onClose} />
  ) : (
    <AddCountDialog product={product} onClose={onClose} />
  );
}

function AddCountDialog({ product, onClose }: { product: Product; onClose: () => void }) {
  const form = useContractForm(addStockInput, { amount: Number.NaN, notes: "" });
  const mutation = useAddStock(product.id);
  const { confirming, back, onValid } = useConfirmedSave(
    form,
    (values) => mutation.mutateAsync(values as AddStockInput),
    onClose,
  );
  const submit = form.handleSubmit(onValid);
  const amount = form.watch("amount");
  const after =
    typeof amount === "number" && Number.isInteger(amount) && amount > 0 ? product.quantity + amount : null;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={msg.addStock} description={product.name}>
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <TextField
          label={msg.addStockAmount}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          autoFocus
          readOnly={confirming}
          error={form.formState.errors.amount?.message}
          {...form.register("amount", { valueAsNumber: true })}
        />
        <TextField label={msg.movementNotes} readOnly={confirming} {...form.register("notes")} />
        <Preview before={product.quantity} after={after} />
        {confirming ? (
          <Confirm onBack={back} pending={mutation.isPending} />
        ) : (
          <Button type="submit">{msg.addStock}</Button>
        )}
      </form>
    </Dialog>
  );
}

/**
 * 'Ajuste manual' to an absolute stock with a reason; the same value is said to change nothing. A
 * product kept by serial number names the watches that come in and those written off instead.
 */
export function AdjustStockDialog({ product, onClose }: { product: Product; onClose: () => void }) {
  return product.serialized ? (
    <AdjustUnitsDialog product={product} onClose={onClose} />
  ) : (
    <AdjustCountDialog product={product} onClose={onClose} />
  );
}

function AdjustCountDialog({ product, onClose }: { product: Product; onClose: () => void }) {
  const form = useContractForm(adjustStockInput, {
    quantity: product.quantity,
    reason: "corrección",
    notes: "",
  });
  const mutation = useAdjustStock(product.id);
  // The same figure changes nothing: the server says so, with nothing to confirm.
  const { confirming, back, onValid } = useConfirmedSave(
    form,
    (values) => mutation.mutateAsync(values as AdjustStockInput),
    onClose,
    { confirm: (values) => values.quantity !== product.quantity },
  );
  const submit = form.handleSubmit(onValid);
  const quantity = form.watch("quantity");
  const after = typeof quantity === "number" && Number.isInteger(quantity) && quantity >= 0 ? quantity : null;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={msg.adjustStock}
      description={product.name}
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <TextField
          label={msg.adjustNewStock}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          autoFocus
          readOnly={confirming}
          error={form.formState.errors.quantity?.message}
          {...form.register("quantity", { valueAsNumber: true })}
        />
        <SelectField
          label={msg.adjustReason}
          error={form.formState.errors.reason?.message}
          {...form.register("reason")}
        >
          {ADJUSTMENT_REASONS.map((r) => (
            <option key={r} value={r}>
              {msg.adjustReasonLabels[r]}
            </option>
          ))}
        </SelectField>
        <TextField label={msg.movementNotes} readOnly={confirming} {...form.register("notes")} />
        <Preview before={product.quantity} after={after} />
        {confirming ? (
          <Confirm onBack={back} pending={mutation.isPending} />
        ) : (
          <Button type="submit">{msg.adjustStock}</Button>
        )}
      </form>
    </Dialog>
  );
}
