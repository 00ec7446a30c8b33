import { useState } from "react";
import { Controller, useWatch } from "react-hook-form";
import { type AddStockInput, addStockInput, type InventoryRow } from "../../contracts/inventory/inventory";
import {
  type AdjustUnitsInput,
  adjustUnitsInput,
  type SerializeProductInput,
  serializeProductInput,
} from "../../contracts/inventory/units";
import { ADJUSTMENT_REASONS } from "../../domain/inventory/stock";
import { msg } from "../../domain/kernel/messages";
import { useContractForm } from "../lib/use-contract-form";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { SelectField, TextField } from "../ui/field";
import { SerialListInput } from "./serial-list-input";
import { Confirm, Preview, useConfirmedSave } from "./stock-steps";
import { useAddUnits, useAdjustUnits, useProductUnits, useSerializeProduct } from "./use-units";

type Product = Pick<InventoryRow, "id" | "name" | "quantity">;

/** A warning the confirmation step shows before a change that cannot be taken back. */
function Warning({ children }: { children: React.ReactNode }) {
  return (
    <p
      className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100"
      data-testid="units-warning"
    >
      {children}
    </p>
  );
}

/** 'Agregar stock' of a product kept by serial number: each watch's serial; the amount is their count. */
export function AddUnitsDialog({ product, onClose }: { product: Product; onClose: () => void }) {
  const form = useContractForm(addStockInput, { amount: 0, notes: "", serials: [] });
  const mutation = useAddUnits(product.id);
  const { confirming, back, onValid } = useConfirmedSave(
    form,
    (values) => mutation.mutateAsync(values as AddStockInput),
    onClose,
  );
  const submit = form.handleSubmit(onValid);
  const serials = useWatch({ control: form.control, name: "serials" }) ?? [];
  const errors = form.formState.errors;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={msg.addStock} description={product.name}>
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <Controller
          control={form.control}
          name="serials"
          render={({ field }) => (
            <SerialListInput
              label={msg.unitAddSerials}
              value={field.value ?? []}
              onChange={(next) => {
                field.onChange(next);
                form.setValue("amount", next.length, { shouldValidate: form.formState.isSubmitted });
              }}
              error={errors.amount ? msg.unitSerialsEmpty : errors.serials?.message}
              scanner={!confirming}
              disabled={confirming}
              autoFocus
              testId="add-serials"
            />
          )}
        />
        <p className="text-sm font-medium tabular-nums" data-testid="add-amount">
          {msg.unitAddAmount(serials.length)}
        </p>
        <TextField label={msg.movementNotes} readOnly={confirming} {...form.register("notes")} />
        <Preview
          before={product.quantity}
          after={serials.length ? product.quantity + serials.length : null}
        />
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
 * 'Ajuste manual' of a product kept by serial number: the watches that come in (new serials) and
 * those written off (in stock, picked or scanned), with a reason; a preview of the stock, and a
 * confirmation that names the watches written off before anything is written.
 */
export function AdjustUnitsDialog({ product, onClose }: { product: Product; onClose: () => void }) {
  const form = useContractForm(adjustUnitsInput, {
    add: [],
    writeOff: [],
    reason: "corrección",
    notes: "",
  });
  const mutation = useAdjustUnits(product.id);
  const { data: inStock } = useProductUnits(product.id, "en stock");
  const { confirming, back, onValid } = useConfirmedSave(
    form,
    (values) => mutation.mutateAsync(values as AdjustUnitsInput),
    onClose,
    {
      check: (values) => {
        if (values.add.length || values.writeOff.length) return true;
        form.setError("add", { type: "manual", message: msg.unitAdjustEmpty });
        return false;
      },
    },
  );
  const submit = form.handleSubmit(onValid);
  // A scan lands in the list last touched (the entering watches until the other is chosen).
  const [scanInto, setScanInto] = useState<"add" | "writeOff">("add");
  const add = useWatch({ control: form.control, name: "add" }) ?? [];
  const writeOff = useWatch({ control: form.control, name: "writeOff" }) ?? [];
  const errors = form.formState.errors;
  const stocked = new Set((inStock?.items ?? []).map((u) => u.serial));
  const after = add.length || writeOff.length ? product.quantity + add.length - writeOff.length : null;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={msg.adjustStock}
      description={product.name}
      className="max-w-lg"
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <div onFocusCapture={() => setScanInto("add")}>
          <Controller
            control={form.control}
            name="add"
            render={({ field }) => (
              <SerialListInput
                label={msg.unitAdjustIn}
                value={field.value ?? []}
                onChange={(next) => {
                  field.onChange(next);
                  form.clearErrors("add");
                }}
                check={(serial) =>
                  writeOff.includes(serial)
                    ? msg.unitSerialRepeated(serial)
                    : stocked.has(serial)
                      ? msg.unitSerialExists(serial)
                      : null
                }
                error={errors.add?.message}
                scanner={!confirming && scanInto === "add"}
                disabled={confirming}
                autoFocus
                testId="adjust-in"
              />
            )}
          />
        </div>
        <div onFocusCapture={() => setScanInto("writeOff")}>
          <Controller
            control={form.control}
            name="writeOff"
            render={({ field }) => (
              <SerialListInput
                label={msg.unitAdjustOut}
                value={field.value ?? []}
                onChange={(next) => {
                  field.onChange(next);
                  form.clearErrors("add");
                }}
                check={(serial) =>
                  add.includes(serial)
                    ? msg.unitSerialRepeated(serial)
                    : inStock && !stocked.has(serial)
                      ? msg.unitWriteOffUnknown(serial)
                      : null
                }
                options={inStock?.items.map((u) => u.serial)}
                error={errors.writeOff?.message}
                scanner={!confirming && scanInto === "writeOff"}
                disabled={confirming}
                testId="adjust-out"
              />
            )}
          />
        </div>
        <SelectField
          label={msg.adjustReason}
          disabled={confirming}
          error={errors.reason?.message}
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
        {confirming && writeOff.length ? <Warning>{msg.unitWriteOffConfirm(writeOff)}</Warning> : null}
        {confirming ? (
          <Confirm onBack={back} pending={mutation.isPending} />
        ) : (
          <Button type="submit">{msg.adjustStock}</Button>
        )}
      </form>
    </Dialog>
  );
}

/**
 * 'Llevar por número de serie': one serial for each available unit. Refused (and said so before
 * anything is typed) while open sales or card orders hold some of the product's units.
 */
export function SerializeDialog({
  product,
  onClose,
}: {
  product: Pick<InventoryRow, "id" | "name" | "quantity" | "inProgressStock">;
  onClose: () => void;
}) {
  const close = (open: boolean) => !open && onClose();
  if (product.inProgressStock > 0) {
    return (
      <Dialog open onOpenChange={close} title={msg.unitSerializeAction} description={product.name}>
        <div className="flex flex-col gap-4">
          <Warning>{msg.unitSerializeReserved(product.inProgressStock)}</Warning>
          <div className="flex justify-end">
            <Button variant="secondary" onClick={onClose}>
              {msg.close}
            </Button>
          </div>
        </div>
      </Dialog>
    );
  }
  return <SerializeForm product={product} onClose={onClose} />;
}

function SerializeForm({ product, onClose }: { product: Product; onClose: () => void }) {
  const form = useContractForm(serializeProductInput, { serials: [], notes: "" });
  const mutation = useSerializeProduct(product.id);
  const needed = product.quantity;
  const { confirming, back, onValid } = useConfirmedSave(
    form,
    (values) => mutation.mutateAsync(values as SerializeProductInput),
    onClose,
    {
      check: (values) => {
        if (values.serials.length === needed) return true;
        form.setError("serials", {
          type: "manual",
          message: msg.unitSerialCount(needed, values.serials.length),
        });
        return false;
      },
    },
  );
  const submit = form.handleSubmit(onValid);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={msg.unitSerializeAction}
      description={product.name}
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <p className="text-sm text-fg">{needed ? msg.unitSerializeHeld(needed) : msg.unitSerializeNoStock}</p>
        {needed ? (
          <Controller
            control={form.control}
            name="serials"
            render={({ field }) => (
              <SerialListInput
                label={msg.unitSerializeSerials}
                value={field.value ?? []}
                onChange={(next) => {
                  field.onChange(next);
                  form.clearErrors("serials");
                }}
                expected={needed}
                error={form.formState.errors.serials?.message}
                scanner={!confirming}
                disabled={confirming}
                autoFocus
                testId="serialize-serials"
              />
            )}
          />
        ) : null}
        <TextField label={msg.movementNotes} readOnly={confirming} {...form.register("notes")} />
        {confirming ? <Warning>{msg.unitSerializeForever}</Warning> : null}
        {confirming ? (
          <Confirm onBack={back} pending={mutation.isPending} />
        ) : (
          <Button type="submit">{msg.unitSerializeAction}</Button>
        )}
      </form>
    </Dialog>
  );
}
