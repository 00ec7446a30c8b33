import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  type SortingState,
  useReactTable,
} from "@tanstack/react-table";
import { ArrowDown, ArrowUp } from "lucide-react";
import { useMemo } from "react";
import { Link } from "react-router";
import type { InventoryRow } from "../../contracts/inventory/inventory";
import { msg } from "../../domain/kernel/messages";
import { cn } from "../ui/cn";
import type { StockDialog } from "./inventory-cells";
import {
  PickAllBox,
  PickBox,
  Price,
  PublicSwitch,
  RowActions,
  type RowPicks,
  StockFigure,
  Thumb,
} from "./inventory-cells";
import type { InventoryParams } from "./use-inventory-params";

const column = createColumnHelper<InventoryRow>();
const SORTABLE = new Set(["name", "brand", "price", "quantity", "inProgressStock", "totalSold"]);

/** Inventario from md up: one row per product, sorted on the server by the header clicked. */
export function InventoryGrid({
  rows,
  admin,
  params,
  open,
  picks,
}: {
  rows: InventoryRow[];
  admin: boolean;
  params: InventoryParams;
  open: (d: StockDialog) => void;
  picks: RowPicks;
}) {
  const { query, filtered } = params;
  const setDialog = open;
  const sorting: SortingState = [{ id: query.sort ?? "name", desc: query.dir === "desc" }];
  const columns = useMemo(
    () => [
      column.display({
        id: "pick",
        header: () => <PickAllBox rows={rows} picks={picks} />,
        cell: (c) => <PickBox row={c.row.original} picks={picks} />,
      }),
      column.display({ id: "picture", header: msg.colPicture, cell: (c) => <Thumb row={c.row.original} /> }),
      column.accessor("name", {
        id: "name",
        header: msg.colProduct,
        cell: (c) => (
          <Link to={`/admin/inventory/${c.row.original.id}`} className="font-medium hover:underline">
            {c.getValue()}
          </Link>
        ),
      }),
      column.accessor("brand", { id: "brand", header: msg.colBrand }),
      column.accessor("salePrice", {
        id: "price",
        header: msg.colPrice,
        meta: { right: true },
        cell: (c) => <Price row={c.row.original} />,
      }),
      column.accessor("quantity", {
        id: "quantity",
        header: msg.colStock,
        meta: { right: true },
        cell: (c) => <StockFigure row={c.row.original} />,
      }),
      column.accessor("inProgressStock", {
        id: "inProgressStock",
        header: msg.colReserved,
        meta: { right: true },
      }),
      column.accessor("totalSold", { id: "totalSold", header: msg.colSold, meta: { right: true } }),
      column.accessor("isPublic", {
        id: "isPublic",
        header: msg.colPublic,
        enableSorting: false,
        cell: (c) => <PublicSwitch row={c.row.original} canEdit={admin} />,
      }),
      column.display({
        id: "actions",
        header: msg.colActions,
        meta: { right: true },
        cell: (c) => <RowActions row={c.row.original} admin={admin} open={setDialog} />,
      }),
    ],
    [admin, setDialog, rows, picks],
  );
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    state: { sorting },
    enableSortingRemoval: false,
    onSortingChange: (updater) => {
      const first = (typeof updater === "function" ? updater(sorting) : updater)[0];
      if (first) params.sortBy(first.id, first.desc);
    },
  });
  return (
    <div className="hidden overflow-x-auto rounded-xl border border-border bg-surface md:block">
      <table className="w-full min-w-[60rem] text-sm" data-testid="inventory-table">
        <thead className="bg-surface-2 text-left text-xs text-muted uppercase">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const id = header.column.id;
                const right = (header.column.columnDef.meta as { right?: boolean } | undefined)?.right;
                const sorted =
                  query.sort === id ? (query.dir === "desc" ? "descending" : "ascending") : undefined;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sorted}
                    className={cn("px-2 py-2 font-semibold", right && "text-right")}
                  >
                    {SORTABLE.has(id) ? (
                      <button
                        type="button"
                        className="inline-flex items-center gap-1 uppercase hover:text-fg"
                        onClick={() =>
                          table.setSorting([
                            {
                              id,
                              desc:
                                query.sort === id ? query.dir !== "desc" : id !== "name" && id !== "brand",
                            },
                          ])
                        }
                      >
                        {flexRender(header.column.columnDef.header, header.getContext())}
                        {sorted === "ascending" ? (
                          <ArrowUp className="h-3 w-3" />
                        ) : sorted === "descending" ? (
                          <ArrowDown className="h-3 w-3" />
                        ) : null}
                      </button>
                    ) : (
                      flexRender(header.column.columnDef.header, header.getContext())
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-border">
          {table.getRowModel().rows.length ? (
            table.getRowModel().rows.map((row) => (
              <tr
                key={row.id}
                data-testid="inventory-row"
                className={cn(
                  "hover:bg-surface-2",
                  row.original.isLowStock && "bg-amber-50/60 dark:bg-amber-950/20",
                )}
              >
                {row.getVisibleCells().map((cell) => {
                  const right = (cell.column.columnDef.meta as { right?: boolean } | undefined)?.right;
                  return (
                    <td key={cell.id} className={cn("px-2 py-1.5", right && "text-right tabular-nums")}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  );
                })}
              </tr>
            ))
          ) : (
            <tr>
              <td colSpan={columns.length} className="px-3 py-8 text-center text-muted">
                {filtered ? msg.inventoryEmpty : msg.inventoryNoProducts}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
