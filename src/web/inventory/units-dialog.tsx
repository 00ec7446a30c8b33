import { useState } from "react";
import { Link } from "react-router";
import type { InventoryRow } from "../../contracts/inventory/inventory";
import { UNIT_STATUSES, type UnitStatus } from "../../domain/inventory/units";
import { msg } from "../../domain/kernel/messages";
import { formatShopDate } from "../../domain/kernel/shop-calendar";
import { errorMessage } from "../lib/api";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { SelectField } from "../ui/field";
import { Spinner } from "../ui/spinner";
import { serialLookupPath, UnitStatusBadge } from "./unit-status";
import { useProductUnits } from "./use-units";

/**
 * 'Relojes': a serialized product's watches, each by its serial (opening its lookup), where it is
 * and the order it belongs to; narrowed by status. Every staff member reads it.
 */
export function UnitsDialog({
  product,
  onClose,
}: {
  product: Pick<InventoryRow, "id" | "name">;
  onClose: () => void;
}) {
  const [status, setStatus] = useState<UnitStatus | "">("");
  const { data, isPending, isError, error, refetch } = useProductUnits(product.id, status || undefined);
  const units = data?.items ?? [];
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={msg.unitsAction}
      description={msg.unitsOf(product.name)}
      className="max-w-xl"
    >
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="w-full sm:w-56">
            <SelectField
              label={msg.unitColStatus}
              value={status}
              onChange={(e) => setStatus(e.target.value as UnitStatus | "")}
            >
              <option value="">{msg.unitsAllStatuses}</option>
              {UNIT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {msg.unitStatusLabels[s]}
                </option>
              ))}
            </SelectField>
          </div>
          {data ? (
            <p className="text-sm text-muted tabular-nums" aria-live="polite">
              {msg.serialInputCount(units.length)}
            </p>
          ) : null}
        </div>
        {isPending ? (
          <div className="flex justify-center py-6">
            <Spinner />
          </div>
        ) : isError ? (
          <div className="flex flex-col items-start gap-2">
            <p className="text-sm text-muted">{errorMessage(error)}</p>
            <Button size="sm" variant="secondary" onClick={() => void refetch()}>
              {msg.retry}
            </Button>
          </div>
        ) : units.length === 0 ? (
          <p className="rounded-lg border border-border bg-surface-2 px-3 py-6 text-center text-sm text-muted">
            {status ? msg.unitsEmptyStatus : msg.unitsEmpty}
          </p>
        ) : (
          <ul
            className="flex max-h-[55vh] flex-col divide-y divide-border overflow-y-auto rounded-lg border border-border"
            aria-label={msg.unitsOf(product.name)}
            data-testid="units-list"
          >
            {units.map((unit) => (
              <li
                key={unit.serial}
                className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-3 py-2 text-sm"
                data-testid="unit-row"
              >
                <Link
                  to={serialLookupPath(unit.serial)}
                  className="min-w-0 font-mono font-semibold break-all hover:underline"
                >
                  {unit.serial}
                </Link>
                <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <UnitStatusBadge status={unit.status} />
                  {unit.saleId ? (
                    <Link
                      to={`/admin/orders?order=${unit.saleId}`}
                      className="font-mono font-semibold text-gold hover:underline"
                      aria-label={`${msg.unitColOrder} #${unit.orderNumber}`}
                    >
                      #{unit.orderNumber}
                    </Link>
                  ) : null}
                  <span className="whitespace-nowrap text-xs text-muted">
                    {msg.unitReceivedOn(formatShopDate(unit.receivedAt))}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
