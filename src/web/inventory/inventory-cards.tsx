import { Link } from "react-router";
import type { InventoryRow } from "../../contracts/inventory/inventory";
import { msg } from "../../domain/kernel/messages";
import type { StockDialog } from "./inventory-cells";
import {
  PickBox,
  Price,
  PublicSwitch,
  RowActions,
  type RowPicks,
  StockFigure,
  Thumb,
} from "./inventory-cells";

/** Inventario on a phone: each product a card with its figures and actions (the table starts at md). */
export function InventoryCards({
  rows,
  admin,
  filtered,
  open,
  picks,
}: {
  rows: InventoryRow[];
  admin: boolean;
  filtered: boolean;
  open: (d: StockDialog) => void;
  picks: RowPicks;
}) {
  return (
    <ul className="flex flex-col gap-2 md:hidden" data-testid="inventory-cards">
      {rows.length ? (
        rows.map((row) => (
          <li
            key={row.id}
            className="rounded-xl border border-border bg-surface p-3"
            data-testid="inventory-card"
          >
            <div className="flex items-start gap-3">
              <span className="flex h-10 items-center">
                <PickBox row={row} picks={picks} />
              </span>
              <Thumb row={row} />
              <div className="min-w-0 flex-1">
                <Link
                  to={`/admin/inventory/${row.id}`}
                  className="block truncate font-medium"
                  title={row.name}
                >
                  {row.name}
                </Link>
                <span className="block text-xs text-muted">{row.brand}</span>
              </div>
              <PublicSwitch row={row} canEdit={admin} />
            </div>
            {/* The stock column is as wide as its badge ("3 Stock bajo"), which never runs into Reservado. */}
            <dl className="mt-2 grid grid-cols-[auto_1fr_1fr_auto] gap-3 border-t border-border pt-2 text-sm">
              <div>
                <dt className="text-xs text-muted">{msg.colStock}</dt>
                <dd>
                  <StockFigure row={row} />
                </dd>
              </div>
              <div>
                <dt className="text-xs text-muted">{msg.colReserved}</dt>
                <dd className="tabular-nums">{row.inProgressStock}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted">{msg.colSold}</dt>
                <dd className="tabular-nums">{row.totalSold}</dd>
              </div>
              <div className="text-right">
                <dt className="text-xs text-muted">{msg.colPrice}</dt>
                <dd>
                  <Price row={row} />
                </dd>
              </div>
            </dl>
            <div className="mt-2 border-t border-border pt-2">
              <RowActions row={row} admin={admin} open={open} />
            </div>
          </li>
        ))
      ) : (
        <li className="rounded-xl border border-border bg-surface px-3 py-8 text-center text-muted">
          {filtered ? msg.inventoryEmpty : msg.inventoryNoProducts}
        </li>
      )}
    </ul>
  );
}
