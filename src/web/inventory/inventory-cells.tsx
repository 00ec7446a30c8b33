import { Hash, History, Minus, Pencil, Plus, Watch } from "lucide-react";
import { Link } from "react-router";
import type { InventoryRow } from "../../contracts/inventory/inventory";
import { msg } from "../../domain/kernel/messages";
import { formatMoney } from "../../domain/kernel/money";
import { printMsg } from "../../domain/receipts/messages-printing";
import { cn } from "../ui/cn";
import { Switch } from "../ui/switch";
import { useSetVisibility } from "./use-inventory";

/**
 * Which dialog of a row is open, on which product: the stock ones and 'Llevar por número de
 * serie' (admins), 'Relojes' (a serialized product's watches, every staff member).
 */
export type StockDialog = { kind: "add" | "adjust" | "serialize" | "units"; row: InventoryRow } | null;

/** Stock cell: red when out, amber when at or under the product's threshold. */
export function StockFigure({
  row,
}: {
  row: Pick<InventoryRow, "quantity" | "isLowStock" | "lowStockThreshold">;
}) {
  const tone =
    row.quantity === 0
      ? "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300"
      : row.isLowStock
        ? "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200"
        : "";
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 whitespace-nowrap rounded-md px-1.5 py-0.5 font-semibold tabular-nums",
        tone,
      )}
      title={msg.thresholdHint(row.lowStockThreshold)}
      data-low={row.isLowStock ? "true" : undefined}
    >
      {row.quantity}
      {row.quantity === 0 ? (
        <span className="text-xs font-medium">{msg.outOfStockBadge}</span>
      ) : row.isLowStock ? (
        <span className="text-xs font-medium">{msg.lowStockBadge}</span>
      ) : null}
    </span>
  );
}

export function Price({ row }: { row: InventoryRow }) {
  const onPromo = row.promoPrice !== null && row.promoPrice < row.salePrice;
  return (
    <span className="flex flex-col items-end tabular-nums">
      <span className={onPromo ? "text-xs text-muted line-through" : ""}>{formatMoney(row.salePrice)}</span>
      {onPromo ? <span className="font-semibold text-gold">{formatMoney(row.promoPrice!)}</span> : null}
    </span>
  );
}

export function Thumb({ row }: { row: InventoryRow }) {
  return row.imageUrl ? (
    <img
      src={row.imageUrl}
      alt=""
      className="h-10 w-10 rounded-md object-cover"
      loading="lazy"
      width={40}
      height={40}
    />
  ) : (
    <span className="flex h-10 w-10 items-center justify-center rounded-md bg-surface-2 text-muted">
      <Watch className="h-5 w-5" aria-hidden="true" />
    </span>
  );
}

export function PublicSwitch({ row, canEdit }: { row: InventoryRow; canEdit: boolean }) {
  const setVisibility = useSetVisibility();
  return (
    <Switch
      checked={row.isPublic}
      aria-label={`${msg.colPublic}: ${row.name}`}
      title={row.isPublic ? msg.publicOn : msg.publicOff}
      disabled={!canEdit || setVisibility.isPending}
      onClick={() => setVisibility.mutate({ id: row.id, isPublic: !row.isPublic })}
    />
  );
}

/**
 * A row's action: an icon (its name in aria-label and title; the stock ones show their words from
 * 2xl). Narrower than a small button between md and 2xl, so the table's five actions take the
 * room four did and the table still fits a laptop; a phone's cards keep the wider touch target.
 */
const ROW_ACTION =
  "inline-flex h-9 shrink-0 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-medium " +
  "transition-colors md:px-2 2xl:px-3";
const rowAction = (variant: "secondary" | "ghost") =>
  cn(
    ROW_ACTION,
    variant === "secondary"
      ? "border border-border bg-surface text-fg not-disabled:hover:bg-surface-2"
      : "text-fg not-disabled:hover:bg-surface-2",
  );

export function RowActions({
  row,
  admin,
  open,
}: {
  row: InventoryRow;
  admin: boolean;
  open: (d: StockDialog) => void;
}) {
  return (
    // The buttons never shrink: a narrow column grows the table instead of spilling the buttons
    // over the Público switch beside them.
    <span className="flex shrink-0 items-center justify-end gap-1 whitespace-nowrap md:gap-0.5 2xl:gap-1">
      {admin ? (
        <>
          <button
            type="button"
            className={rowAction("secondary")}
            onClick={() => open({ kind: "add", row })}
            aria-label={`${msg.addStock}: ${row.name}`}
            title={msg.addStock}
          >
            <Plus className="h-4 w-4" aria-hidden="true" />
            <span className="hidden 2xl:inline">{msg.addStock}</span>
          </button>
          <button
            type="button"
            className={rowAction("secondary")}
            onClick={() => open({ kind: "adjust", row })}
            aria-label={`${msg.adjustStock}: ${row.name}`}
            title={msg.adjustStock}
          >
            <Minus className="h-4 w-4" aria-hidden="true" />
            <span className="hidden 2xl:inline">{msg.adjustStock}</span>
          </button>
          <Link
            to={`/admin/inventory/${row.id}/edit`}
            className={rowAction("ghost")}
            aria-label={`${msg.editProduct}: ${row.name}`}
            title={msg.editProduct}
          >
            <Pencil className="h-4 w-4" aria-hidden="true" />
          </Link>
        </>
      ) : null}
      {row.serialized ? (
        <button
          type="button"
          className={rowAction("ghost")}
          onClick={() => open({ kind: "units", row })}
          aria-label={`${msg.unitsAction}: ${row.name}`}
          title={msg.unitsAction}
        >
          <Watch className="h-4 w-4" aria-hidden="true" />
        </button>
      ) : admin ? (
        <button
          type="button"
          className={rowAction("ghost")}
          onClick={() => open({ kind: "serialize", row })}
          aria-label={`${msg.unitSerializeAction}: ${row.name}`}
          title={msg.unitSerializeAction}
        >
          <Hash className="h-4 w-4" aria-hidden="true" />
        </button>
      ) : null}
      <Link
        to={`/admin/inventory/${row.id}`}
        className={rowAction("ghost")}
        aria-label={`${msg.viewLedger}: ${row.name}`}
        title={msg.viewLedger}
      >
        <History className="h-4 w-4" aria-hidden="true" />
      </Link>
    </span>
  );
}

/** The rows chosen for price labels (kept across pages and filters until printed or cleared). */
export interface RowPicks {
  has: (id: string) => boolean;
  toggle: (row: Pick<InventoryRow, "id" | "name">) => void;
  setAll: (rows: ReadonlyArray<Pick<InventoryRow, "id" | "name">>, on: boolean) => void;
}

/** A row's checkbox for Imprimir etiquetas: a real checkbox, so Tab and Space reach it. */
export function PickBox({ row, picks }: { row: Pick<InventoryRow, "id" | "name">; picks: RowPicks }) {
  return (
    <input
      type="checkbox"
      className="h-5 w-5 accent-[var(--gold)]"
      checked={picks.has(row.id)}
      onChange={() => picks.toggle(row)}
      aria-label={printMsg.labelsSelectRow(row.name)}
      data-testid="pick-row"
    />
  );
}

/** The header's checkbox: every row of the page on or off (mixed when some are). */
export function PickAllBox({ rows, picks }: { rows: InventoryRow[]; picks: RowPicks }) {
  const count = rows.filter((r) => picks.has(r.id)).length;
  return (
    <input
      type="checkbox"
      className="h-5 w-5 accent-[var(--gold)]"
      checked={rows.length > 0 && count === rows.length}
      ref={(box) => {
        if (box) box.indeterminate = count > 0 && count < rows.length;
      }}
      disabled={rows.length === 0}
      onChange={() => picks.setAll(rows, count < rows.length)}
      aria-label={printMsg.labelsSelectAll}
    />
  );
}
