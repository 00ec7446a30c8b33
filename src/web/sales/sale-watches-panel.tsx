import { useQuery } from "@tanstack/react-query";
import { X } from "lucide-react";
import { assignSerialInput, type SaleSerials } from "../../contracts/sales/sale-serials";
import type { SaleDocument } from "../../contracts/sales/sales";
import { normaliseSerial } from "../../domain/inventory/serial";
import { msg } from "../../domain/kernel/messages";
import { formatShopDate } from "../../domain/kernel/shop-calendar";
import { apiQuery, errorMessage } from "../lib/api";
import { useContractForm } from "../lib/use-contract-form";
import { Button } from "../ui/button";
import { TextField } from "../ui/field";
import { Panel } from "../ui/panel";
import type { useSaleOperation } from "./use-sale";

type Operation = ReturnType<typeof useSaleOperation>;
type Unit = SaleSerials["units"][number];

/** What a watch's line says of its warranty: its last day once sold; until then, when it starts. */
export function warrantyText(unit: Pick<Unit, "warrantyEnd">, status: SaleDocument["status"]): string {
  if (unit.warrantyEnd) return msg.unitWarrantyUntil(formatShopDate(unit.warrantyEnd));
  return status === "Completado" ? msg.unitWarrantyNone : msg.saleWarrantyFromDelivery;
}

/**
 * The order dialog's "Relojes" (docs/decisions/0247): the sale's watches by serial with their
 * warranty, and what it still owes a serial, per product. Admins name a watch there (typed or
 * scanned, Enter or the button) and take a wrongly named one back after a confirmation; everyone
 * else reads. Absent for a sale without products kept by serial.
 */
export function SaleWatchesPanel({
  sale,
  editable,
  op,
}: {
  sale: SaleDocument;
  editable: boolean;
  op: Operation;
}) {
  const serials = useQuery(apiQuery("getSaleSerials", { params: { id: sale.id } })).data;
  if (!serials || (serials.units.length === 0 && serials.owed.length === 0)) return null;
  const open = sale.status !== "Cancelado";
  const takeBack = (unit: Unit) => {
    if (!window.confirm(msg.saleSerialTakeBackConfirm(unit.serial, unit.productName))) return;
    op.mutate({
      op: { kind: "removeSerial", serial: unit.serial },
      success: msg.saleSerialRemoved(unit.serial),
      failure: msg.saleSerialRemoveFailure,
    });
  };

  return (
    <Panel title={msg.saleWatchesSection} testId="sale-watches">
      {serials.units.length ? (
        <ul className="divide-y divide-border" data-testid="sale-watches-list">
          {serials.units.map((unit) => (
            <li key={unit.serial} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
              <span className="font-mono font-semibold whitespace-nowrap">{unit.serial}</span>
              <span className="min-w-0 flex-1">{unit.productName}</span>
              <span className="text-muted">{warrantyText(unit, sale.status)}</span>
              {editable && open ? (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={msg.saleSerialTakeBack(unit.serial)}
                  title={msg.saleSerialTakeBack(unit.serial)}
                  disabled={op.isPending}
                  onClick={() => takeBack(unit)}
                >
                  <X className="h-4 w-4 text-red-600" aria-hidden="true" />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">{msg.saleWatchesNone}</p>
      )}
      {serials.owed.length ? (
        <ul className="mt-3 grid gap-3" data-testid="sale-watches-owed">
          {serials.owed.map((owed) => (
            <li
              key={owed.productId}
              className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-800 dark:bg-amber-950/40"
            >
              <p className="font-medium text-amber-900 dark:text-amber-200">
                {msg.saleWatchesOwed(owed.productName, owed.owed)}
              </p>
              {editable && open ? <NameWatch productName={owed.productName} op={op} /> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </Panel>
  );
}

/** One serial typed or scanned (a scanner's Enter submits it) for a watch the sale still owes. */
function NameWatch({ productName, op }: { productName: string; op: Operation }) {
  const form = useContractForm(assignSerialInput, { serial: "" });
  const assign = form.handleSubmit(({ serial }) =>
    op.mutate(
      {
        op: { kind: "assignSerial", serial },
        success: msg.saleSerialAssigned(normaliseSerial(serial)),
        failure: msg.saleSerialAssignFailure,
      },
      {
        // The field stays focused and empty for the next watch.
        onSuccess: () => form.reset({ serial: "" }),
        onError: (error) => form.setError("serial", { type: "server", message: errorMessage(error) }),
      },
    ),
  );
  return (
    <form onSubmit={assign} className="flex flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1 basis-48">
        <TextField
          label={msg.saleSerialOf(productName)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="done"
          error={form.formState.errors.serial?.message}
          {...form.register("serial")}
        />
      </div>
      <Button type="submit" disabled={op.isPending}>
        {msg.saleSerialAssign}
      </Button>
    </form>
  );
}
